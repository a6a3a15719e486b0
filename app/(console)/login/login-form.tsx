"use client";

import { Alert, Button, Divider, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useActionState, useEffect, useRef, useState, startTransition, type FormEvent } from "react";
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
  const focus = focusAfter({ error, invalid, busy: busyNotice, needsCode: state.needsCode });
  const messageRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  // The page's script: each answer (the server's, or the check before sending) moves the focus as
  // the page without a script has it on load (the `autoFocus` below, rendered as `autofocus`).
  const answered = checked ?? state;
  useEffect(() => {
    if (answered === NO_SIGN_IN_YET) return;
    const target = { message: messageRef, email: emailRef, password: passwordRef, code: codeRef }[focus];
    target.current?.focus();
    // Only on a new answer: not while the person types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered]);

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
          {(error || busyNotice) && (
            // One message about the try: a refusal (red) or, when nothing was refused, a busy server (yellow).
            <Alert
              ref={messageRef}
              color={error ? "red" : "yellow"}
              role="alert"
              title={t("signInNotDone")}
              tabIndex={-1}
              autoFocus={focus === "message"}
              data-testid="sign-in-message"
            >
              {t(error === "rate_limited" ? "rateLimited" : error === "wrong_code" ? "wrongCode" : error ? "wrongCredentials" : "signInRefusedBusy")}
            </Alert>
          )}
          <TextInput
            ref={emailRef}
            name="email"
            label={t("email")}
            type="email"
            autoComplete="username"
            autoFocus={focus === "email"}
            defaultValue={state.email}
            error={invalid.includes("email") && t("required")}
          />
          <PasswordInput
            ref={passwordRef}
            name="password"
            label={t("password")}
            autoComplete="current-password"
            autoFocus={focus === "password"}
            error={invalid.includes("password") && t("required")}
          />
          {state.needsCode && (
            <TextInput
              ref={codeRef}
              name="code"
              label={t("signInCode")}
              description={t("signInCodeHint")}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus={focus === "code"}
            />
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

/**
 * Where the focus is after a try that did not sign in, with the page's script or without it (WCAG
 * 3.3.1, error identification: the person must meet the error before anything else).
 * - A message about the try as a whole (the address and password do not match, too many tries,
 *   a wrong code, the server was busy) takes the focus itself: it names no single field (which of
 *   the two was wrong is not told, so as not to confirm that an address has an account), and on a
 *   page the browser loaded anew a screen reader announces no alert by itself — focused, it is read
 *   first. The next Tab reaches the kept address, then the empty password.
 * - A field left empty or not well-formed takes the focus, the first of them: its own message is
 *   under it and is read with it (Mantine ties it to the field, with aria-invalid).
 * - Otherwise the code when the account asks for it, else the address.
 */
function focusAfter(s: {
  error: SignInState["error"];
  invalid: SignInState["invalid"];
  busy: boolean;
  needsCode: boolean;
}): "message" | "email" | "password" | "code" {
  if (s.invalid.length) return s.invalid.includes("email") ? "email" : "password";
  if (s.error || s.busy) return "message";
  return s.needsCode ? "code" : "email";
}
