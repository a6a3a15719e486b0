"use client";

import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { Suspense, useState } from "react";
import { ANSWER_PATHS, CONVERSATION_CHANNELS, CONVERSATION_DISPOSITIONS, TERMINAL_CLASSES } from "~/contracts/vocabulary";
import { REPLAY_ROLES } from "~/contracts/roles";
import { LANGUAGES } from "~/lib/lang";
import { useTRPC } from "../../../../_trpc/react";
import { useT } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";

// The stored dispositions (the database's words; the dashboard groups them for operators).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function CallsPage() {
  return (
    <RequireRole minRole={REPLAY_ROLES}>
      <Suspense fallback={<Loading />}>
        <Calls />
      </Suspense>
    </RequireRole>
  );
}

function Calls() {
  const t = useT();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const router = useRouter();
  // ?ids=… : the calls a dashboard link or an alert pointed at.
  const ids = (useSearchParams().get("ids") ?? "")
    .split(",")
    .filter((id) => UUID.test(id))
    .slice(0, 30);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [channel, setChannel] = useState<string | null>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const [disposition, setDisposition] = useState<string | null>(null);
  const [path, setPath] = useState<string | null>(null);
  const [terminalClass, setTerminalClass] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [words] = useDebouncedValue(text, 250);
  const filter = {
    from: from || undefined,
    to: to || undefined,
    channel: (channel ?? undefined) as (typeof CONVERSATION_CHANNELS)[number] | undefined,
    language: (language ?? undefined) as (typeof LANGUAGES)[number] | undefined,
    disposition: CONVERSATION_DISPOSITIONS.find((d) => d === disposition),
    path: (path ?? undefined) as (typeof ANSWER_PATHS)[number] | undefined,
    terminalClass: (terminalClass ?? undefined) as (typeof TERMINAL_CLASSES)[number] | undefined,
    text: words || undefined,
    ids: ids.length ? ids : undefined,
  };
  const list = useQuery({ ...trpc.replay.list.queryOptions({ tenant: slug, filter }), placeholderData: keepPreviousData });
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navCalls")}
        </Title>
        <Text c="dimmed">{t("callsLead")}</Text>
      </div>
      <Group align="flex-end" gap="sm">
        <TextInput type="date" label={t("filterFrom")} value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={150} />
        <TextInput type="date" label={t("filterTo")} value={to} onChange={(e) => setTo(e.currentTarget.value)} w={150} />
        <Select label={t("filterChannel")} data={[...CONVERSATION_CHANNELS]} value={channel} onChange={setChannel} clearable w={120} />
        <Select label={t("filterLanguage")} data={[...LANGUAGES]} value={language} onChange={setLanguage} clearable w={100} />
        <Select label={t("filterDisposition")} data={[...CONVERSATION_DISPOSITIONS]} value={disposition} onChange={setDisposition} clearable w={160} />
        <Select label={t("filterPath")} data={[...ANSWER_PATHS]} value={path} onChange={setPath} clearable w={130} />
        <Select label={t("filterClass")} data={[...TERMINAL_CLASSES]} value={terminalClass} onChange={setTerminalClass} clearable searchable w={190} />
        <TextInput label={t("filterTextWords")} value={text} onChange={(e) => setText(e.currentTarget.value)} w={220} />
      </Group>
      {ids.length > 0 && (
        <Group gap="xs">
          <Text size="sm">{t("filterOnlyLinked", { count: ids.length })}</Text>
          <Button size="xs" variant="subtle" onClick={() => router.push(`/console/${slug}/calls`)}>
            {t("showAll")}
          </Button>
        </Group>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} retry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Empty>{t("callsEmpty")}</Empty>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover data-testid="calls">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("colStarted")}</Table.Th>
                <Table.Th>{t("colChannel")}</Table.Th>
                <Table.Th>{t("language")}</Table.Th>
                <Table.Th>{t("colDisposition")}</Table.Th>
                <Table.Th>{t("colTurns")}</Table.Th>
                <Table.Th>{t("colFirstQuestion")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} href={`/console/${slug}/calls/${c.id}`}>
                      {new Date(c.startedAt).toLocaleString()}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{c.channel}</Table.Td>
                  <Table.Td>{c.language ?? "—"}</Table.Td>
                  <Table.Td>{c.disposition ? <Badge variant="light">{c.disposition}</Badge> : "—"}</Table.Td>
                  <Table.Td>{c.turns}</Table.Td>
                  <Table.Td>{c.firstQuestion ?? "—"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
