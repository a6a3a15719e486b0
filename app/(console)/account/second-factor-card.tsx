"use client";

import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";
import { Alert, Button, Code, Group, List, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useTRPC } from "../../_trpc/react";
import { SectionCard } from "../_components/section-card";
import { useT } from "../_i18n";

type SecondFactorState = inferRouterOutputs<AppRouter>["account"]["overview"]["secondFactor"];

/** The message the server gave for the code field, else the error's own. */
function codeError(err: { message: string; data?: { zodError?: { fieldErrors: Partial<Record<string, string[]>> } | null } | null }): string {
  return err.data?.zodError?.fieldErrors.code?.[0] ?? err.message;
}

/**
 * Two-step sign-in for owners and administrators: scan the QR code (drawn as SVG, so it needs no
 * script or data: URL under the CSP), confirm with a code, keep the recovery codes shown once.
 * Turning it off takes a current code; the person's other sessions end.
 */
export function SecondFactorCard({ state, onChanged }: { state: SecondFactorState; onChanged: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const start = useMutation(trpc.account.startSecondFactor.mutationOptions({ onSuccess: setEnrolment, onError: (err) => setError(err.message) }));
  const confirm = useMutation(
    trpc.account.confirmSecondFactor.mutationOptions({
      onSuccess: ({ recoveryCodes: codes }) => {
        setEnrolment(null);
        setRecoveryCodes(codes);
        setCode("");
        onChanged();
      },
      onError: (err) => setError(codeError(err)),
    }),
  );
  const remove = useMutation(
    trpc.account.removeSecondFactor.mutationOptions({
      onSuccess: () => {
        setCode("");
        notifications.show({ color: "teal", message: t("twoStepTurnedOff") });
        onChanged();
      },
      onError: (err) => setError(codeError(err)),
    }),
  );
  const submitCode = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (enrolment) confirm.mutate({ code });
    else remove.mutate({ code });
  };

  return (
    <SectionCard title={t("twoStepTitle")}>
      {recoveryCodes && (
        <Alert color="yellow" title={t("recoveryCodesTitle")} data-testid="recovery-codes">
          <Text size="sm">{t("recoveryCodesLead")}</Text>
          <List size="sm" mt="xs" ff="monospace">
            {recoveryCodes.map((c) => (
              <List.Item key={c}>{c}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Text size="sm" data-testid="two-step-state">
        {state.enabled ? t("twoStepOn", { count: state.recoveryCodesLeft }) : t("twoStepOff")}
      </Text>
      {!state.enabled && !enrolment && (
        <Button w="fit-content" loading={start.isPending} onClick={() => start.mutate(undefined)}>
          {t("twoStepSetUp")}
        </Button>
      )}
      {enrolment && (
        <Group align="flex-start" gap="xl">
          <QRCodeSVG value={enrolment.uri} size={176} title={t("twoStepQrTitle")} marginSize={2} />
          <Stack gap="xs" maw={360}>
            <Text size="sm">{t("twoStepScan")}</Text>
            <Text size="sm">{t("twoStepOrType")}</Text>
            <Code data-testid="two-step-secret">{enrolment.secret}</Code>
          </Stack>
        </Group>
      )}
      {(enrolment || state.enabled) && (
        <form method="post" onSubmit={submitCode} noValidate>
          <Group align="flex-end">
            <TextInput
              label={enrolment ? t("twoStepCode") : t("twoStepCodeToTurnOff")}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={error}
              w={260}
            />
            <Button
              type="submit"
              color={enrolment ? undefined : "red"}
              variant={enrolment ? "filled" : "light"}
              loading={confirm.isPending || remove.isPending}
            >
              {enrolment ? t("twoStepConfirm") : t("twoStepTurnOff")}
            </Button>
          </Group>
        </form>
      )}
    </SectionCard>
  );
}
