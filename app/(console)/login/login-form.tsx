"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Divider, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useSearchParams } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { REFUSED_ACTION_PARAM } from "~/contracts/vocabulary";
import { useT } from "../_i18n";
import { signInWithPassword, signInWithProvider } from "./actions";

const loginSchema = z.object({ email: z.email(), password: z.string().min(1), code: z.string().max(64) });
type Login = z.infer<typeof loginSchema>;

export function LoginForm({ providerName }: { providerName: string | null }) {
  const t = useT();
  const params = useSearchParams();
  const next = params.get("next") ?? "/console";
  const [error, setError] = useState<string | null>(null);
  // Back on an empty form because the app refused the last sign-in under load: say so until the next try.
  const [refusedBusy, setRefusedBusy] = useState(params.has(REFUSED_ACTION_PARAM));
  const [pending, startTransition] = useTransition();
  // Set once the server says this account has two-step sign-in: the form then asks for the code too.
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<Login>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "", code: "" } });

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      setError(null);
      setRefusedBusy(false);
      const outcome = await signInWithPassword({ ...values, next });
      if (outcome?.error === "second_factor_required") setNeedsCode(true);
      else if (outcome?.error === "rate_limited") setError(t("rateLimited"));
      else if (outcome?.error) setError(t(needsCode ? "wrongCode" : "wrongCredentials"));
    }),
  );

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
      {/* method="post": a form sent before the page's script runs (a slow or busy server, no JavaScript)
          must not put the password in the address, the history and the access log. */}
      <form method="post" onSubmit={(e) => void submit(e)} noValidate>
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
              {error}
            </Alert>
          )}
          {refusedBusy && (
            <Alert color="yellow" role="alert" title={t("signIn")}>
              {t("signInRefusedBusy")}
            </Alert>
          )}
          <TextInput
            label={t("email")}
            type="email"
            autoComplete="username"
            autoFocus
            error={form.formState.errors.email && t("required")}
            {...form.register("email")}
          />
          <PasswordInput
            label={t("password")}
            autoComplete="current-password"
            error={form.formState.errors.password && t("required")}
            {...form.register("password")}
          />
          {needsCode && (
            <TextInput
              label={t("signInCode")}
              description={t("signInCodeHint")}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              {...form.register("code")}
            />
          )}
          <Button type="submit" loading={pending} fullWidth>
            {t("signIn")}
          </Button>
          {providerName && (
            <>
              <Divider />
              <Button variant="default" fullWidth onClick={() => startTransition(() => signInWithProvider())}>
                {t("signInWith", { name: providerName })}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
