"use client";

import { Button, Group, NumberInput, Radio, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { RETENTION_DAYS, retentionDaysSchema, transcriptPolicySchema } from "~/contracts/tenant-admin";
import { useTRPC } from "../../../../_trpc/react";
import { useT } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { Loading, LoadError, RequireRole } from "../../../_components/states";
import { ErasurePanel } from "./erasure-panel";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";

export default function RetentionPage() {
  return (
    <RequireRole minRole="admin">
      <Retention />
    </RequireRole>
  );
}

function Retention() {
  const t = useT();
  const { slug, role } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const current = useQuery(trpc.retention.get.queryOptions({ tenant: slug }));
  const [days, setDays] = useState<number | null>(null);
  const value = days ?? current.data?.days ?? RETENTION_DAYS.default;
  const check = retentionDaysSchema.safeParse(value);
  const save = useMutation(
    trpc.retention.set.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: "teal", message: t("saved") });
        setDays(null);
        await refreshAfterWrite(queryClient, trpc.retention.get.queryKey());
      },
    }),
  );
  const transcripts = useMutation(
    trpc.retention.setTranscripts.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: "teal", message: t("saved") });
        await refreshAfterWrite(queryClient, trpc.retention.get.queryKey());
      },
    }),
  );

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navRetention")}
        </Title>
        <Text c="dimmed">{t("retentionLead")}</Text>
      </div>
      {current.isPending ? (
        <Loading />
      ) : current.isError ? (
        <LoadError error={current.error} retry={() => void current.refetch()} />
      ) : (
        <Group align="flex-start">
          <NumberInput
            label={t("retentionDays")}
            value={value}
            min={RETENTION_DAYS.min}
            max={RETENTION_DAYS.max}
            onChange={(v) => setDays(typeof v === "number" ? v : Number(v))}
            error={check.success ? undefined : check.error.issues[0]!.message}
            disabled={role !== "owner"}
            hideControls
            w={240}
          />
          {role === "owner" && (
            <Button mt={24} disabled={!check.success || days === null} loading={save.isPending} onClick={() => save.mutate({ tenant: slug, days: value })}>
              {t("save")}
            </Button>
          )}
        </Group>
      )}
      {current.data && (
        <Radio.Group
          value={current.data.transcripts}
          onChange={(v) => transcripts.mutate({ tenant: slug, transcripts: transcriptPolicySchema.parse(v) })}
          aria-label={t("navRetention")}
        >
          <Stack gap="xs">
            <Radio value="kept" label={t("transcriptsKept")} disabled={role !== "owner" || transcripts.isPending} />
            <Radio value="none" label={t("transcriptsNone")} disabled={role !== "owner" || transcripts.isPending} />
          </Stack>
        </Radio.Group>
      )}
      <ErasurePanel />
    </Stack>
  );
}
