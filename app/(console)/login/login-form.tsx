"use client";

import { Alert, Button, Divider, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useActionState, useState, startTransition, type FormEvent } from "react";
import { useT } from "../_i18n";
import { signInWithPassword, signInWithProvider } from "./actions";
import { invalidSignInFields, NO_SIGN_IN_YET, type SignInState } from "./sign-in-state";

/**
 * The sign-in form. It works before and without the page's script: the action is a server action
 * React renders into the form, so the browser posts it itself and the page comes back with what
 * went wrong (or the console). With the script, the same action runs without a page load, and the
 * fields keep what was typed (the password too, when the account asks for its second step).
 */
export function LoginForm({ providerName, next, refusedBusy }: { providerName: string | null; next: string; refusedBusy: boolean }) {
  const t = useT();
  const [state, signIn, pending] = useActionState(signInWithPassword, NO_SIGN_IN_YET);
  // Checked here before sending, as the server checks it again (no script: only there).
  const [checked, setChecked] = useState<SignInState["invalid"] | null>(null);
  // Back on an empty form because the app refused the last sign-in under load: say so until the next try.
  const [busyNotice, setBusyNotice] = useState(refusedBusy);
  const invalid = checked ?? state.invalid;
  const error = state.error && checked === null && !pending ? state.error : null;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const found = invalidSignInFields({ email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") });
    setBusyNotice(false);
    setChecked(found.length ? found : null);
    if (found.length) return;
    startTransition(() => signIn(form));
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
      {/* React gives the form method=post and the action's id: sent before or without the page's
          script, the password never enters the address, the history or the access log. */}
      <form action={signIn} onSubmit={submit} noValidate>
        <input type="hidden" name="next" value={next} />
        <Stack>
          <div>
            <Title order={1} size="h2">
              {t("signInTitle")}
            </Title>
            <Text c="dimmed" size="sm">
              {t("signInLead")}
            </Text>
          </div>
          {error && (
            <Alert color="red" role="alert" title={t("signIn")}>
              {t(error === "rate_limited" ? "rateLimited" : error === "wrong_code" ? "wrongCode" : "wrongCredentials")}
            </Alert>
          )}
          {busyNotice && (
            <Alert color="yellow" role="alert" title={t("signIn")}>
              {t("signInRefusedBusy")}
            </Alert>
          )}
          <TextInput
            name="email"
            label={t("email")}
            type="email"
            autoComplete="username"
            autoFocus={!state.needsCode}
            defaultValue={state.email}
            error={invalid.includes("email") && t("required")}
          />
          <PasswordInput name="password" label={t("password")} autoComplete="current-password" error={invalid.includes("password") && t("required")} />
          {state.needsCode && (
            <TextInput name="code" label={t("signInCode")} description={t("signInCodeHint")} inputMode="numeric" autoComplete="one-time-code" autoFocus />
          )}
          <Button type="submit" loading={pending} fullWidth>
            {t("signIn")}
          </Button>
          {providerName && (
            <>
              <Divider />
              {/* A form action of its own: the hospital's sign-in opens without the page's script too. */}
              <Button type="submit" variant="default" fullWidth formAction={signInWithProvider} formNoValidate>
                {t("signInWith", { name: providerName })}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
