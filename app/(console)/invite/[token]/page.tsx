"use client";

import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useState } from "react";
import { newPasswordSchema } from "~/contracts/tenant-admin";
import { useTRPC } from "../../../_trpc/react";
import { useT } from "../../_i18n";
import { Loading } from "../../_components/states";

/** Where an invited person lands from the link an owner passed on: choose a password, join. */
export default function InvitePage() {
  const t = useT();
  const { token } = useParams<{ token: string }>();
  const trpc = useTRPC();
  const info = useQuery(trpc.invitation.info.queryOptions({ token }, { retry: false }));
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const accept = useMutation(trpc.invitation.accept.mutationOptions({ onError: (e) => setError(e.message) }));
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder p="xl" w="100%" maw={460}>
        {info.isPending ? (
          <Loading />
        ) : !info.data ? (
          <Alert color="orange" role="alert">
            {t("inviteInvalid")}
          </Alert>
        ) : accept.isSuccess ? (
          <Stack>
            <Alert color="teal">{t("accepted")}</Alert>
            <Button component={Link} href="/login">
              {t("signIn")}
            </Button>
          </Stack>
        ) : (
          <form
            method="post"
            onSubmit={(e) => {
              e.preventDefault();
              const check = info.data!.hasAccount ? null : newPasswordSchema.safeParse(password);
              if (check && !check.success) return setError(check.error.issues[0]!.message);
              accept.mutate({ token, password: info.data!.hasAccount ? undefined : password });
            }}
            noValidate
          >
            <Stack>
              <Title order={1} size="h2">
                {t("inviteTitle", { tenant: info.data.tenantName })}
              </Title>
              <Text>{t("invitedAs", { role: info.data.role, email: info.data.email })}</Text>
              {!info.data.hasAccount && (
                <PasswordInput
                  label={t("choosePassword")}
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  error={error}
                />
              )}
              <Button type="submit" loading={accept.isPending}>
                {t("accept")}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
}
