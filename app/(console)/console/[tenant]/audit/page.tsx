"use client";

import { Code, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AUDIT_ACTIONS, type AuditAction } from "~/contracts/audit";
import { useTRPC } from "../../../../_trpc/react";
import { useT } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";

const show = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "string" || typeof v === "number" ? String(v) : JSON.stringify(v, null, 1));

/** Long values wrap inside their cell and scroll past a few lines, instead of widening the table. */
const VALUE_STYLE = { whiteSpace: "pre-wrap", overflowWrap: "anywhere", maxWidth: 340, maxHeight: 180, overflow: "auto" } as const;

export default function AuditPage() {
  return (
    <RequireRole minRole="admin">
      <Audit />
    </RequireRole>
  );
}

function Audit() {
  const t = useT();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const [text, setText] = useState("");
  const [action, setAction] = useState<AuditAction | null>(null);
  const [debounced] = useDebouncedValue(text, 250);
  const list = useQuery({
    ...trpc.audit.list.queryOptions({ tenant: slug, text: debounced || undefined, action: action ?? undefined }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navAudit")}
        </Title>
        <Text c="dimmed">{t("auditLead")}</Text>
      </div>
      <Group align="flex-end">
        <TextInput label={t("filterText")} value={text} onChange={(e) => setText(e.currentTarget.value)} w={260} />
        <Select
          label={t("filterAction")}
          data={[...AUDIT_ACTIONS]}
          value={action}
          onChange={(v) => setAction(AUDIT_ACTIONS.find((a) => a === v) ?? null)}
          clearable
          w={260}
        />
      </Group>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} retry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Empty>{t("auditEmpty")}</Empty>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("colWhen")}</Table.Th>
                <Table.Th>{t("colWho")}</Table.Th>
                <Table.Th>{t("colWhat")}</Table.Th>
                <Table.Th>{t("colTarget")}</Table.Th>
                <Table.Th>{t("colBefore")}</Table.Th>
                <Table.Th>{t("colAfter")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{new Date(a.at).toLocaleString()}</Table.Td>
                  <Table.Td>{a.actor}</Table.Td>
                  <Table.Td>{a.action}</Table.Td>
                  <Table.Td>{a.target}</Table.Td>
                  <Table.Td>
                    <Code block style={VALUE_STYLE} tabIndex={0}>
                      {show(a.before)}
                    </Code>
                  </Table.Td>
                  <Table.Td>
                    <Code block style={VALUE_STYLE} tabIndex={0}>
                      {show(a.after)}
                    </Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
