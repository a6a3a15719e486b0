"use client";

import { Button, Group, NumberInput, Radio, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { RETENTION_DAYS, retentionDaysSchema, transcriptPolicySchema } from "~/contracts/tenant-admin";
import { useTRPC } from "../../../../_trpc/react";
import { useT } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";

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
  const conversations = useQuery(trpc.retention.conversations.queryOptions({ tenant: slug }));
  const [days, setDays] = useState<number | null>(null);
  const value = days ?? current.data?.days ?? RETENTION_DAYS.default;
  const check = retentionDaysSchema.safeParse(value);
  const save = useMutation(
    trpc.retention.set.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: "teal", message: t("saved") });
        setDays(null);
        await queryClient.invalidateQueries({ queryKey: trpc.retention.get.queryKey() });
      },
    }),
  );
  const transcripts = useMutation(
    trpc.retention.setTranscripts.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: "teal", message: t("saved") });
        await queryClient.invalidateQueries({ queryKey: trpc.retention.get.queryKey() });
      },
    }),
  );
  const erase = useMutation(
    trpc.retention.erase.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: "teal", message: t("erased") });
        await queryClient.invalidateQueries({ queryKey: trpc.retention.conversations.queryKey() });
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
      <Title order={2} size="h3">
        {t("conversations")}
      </Title>
      {conversations.isPending ? (
        <Loading />
      ) : conversations.isError ? (
        <LoadError error={conversations.error} retry={() => void conversations.refetch()} />
      ) : conversations.data.length === 0 ? (
        <Empty>{t("conversationsEmpty")}</Empty>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("colStarted")}</Table.Th>
              <Table.Th>{t("colChannel")}</Table.Th>
              <Table.Th>{t("colMessages")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {conversations.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{new Date(c.startedAt).toLocaleString()}</Table.Td>
                <Table.Td>{c.channel}</Table.Td>
                <Table.Td>{c.messages}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => window.confirm(t("eraseConfirm")) && erase.mutate({ tenant: slug, conversationId: c.id })}
                  >
                    {t("erase")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
