"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Divider, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useSearchParams } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useT } from "../_i18n";
import { signInWithPassword, signInWithProvider } from "./actions";

const loginSchema = z.object({ email: z.email(), password: z.string().min(1) });
type Login = z.infer<typeof loginSchema>;

export function LoginForm({ providerName }: { providerName: string | null }) {
  const t = useT();
  const next = useSearchParams().get("next") ?? "/console";
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useForm<Login>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      setError(null);
      const outcome = await signInWithPassword({ ...values, next });
      if (outcome?.error) setError(t(outcome.error === "rate_limited" ? "rateLimited" : "wrongCredentials"));
    }),
  );

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
      <form onSubmit={(e) => void submit(e)} noValidate>
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
