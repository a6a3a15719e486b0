"use client";

import { ActionIcon, Button, Group, Select, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { OVERLAY_ENTRY_KINDS, overlayEntrySchema } from "~/contracts/tenant-admin";
import { LANGUAGES } from "~/lib/lang";
import { useTRPC } from "../../../../_trpc/react";
import { useT, useWords } from "../../../_i18n";
import type { MessageKey } from "../../../_i18n/en";
import { useTenant } from "../../../_components/tenant-context";
import { ResponsiveTable } from "../../../_components/responsive-table";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";

type Kind = (typeof OVERLAY_ENTRY_KINDS)[number];
const KIND_LABEL: Record<Kind, MessageKey> = { stt_mishear: "kindMishear", stt_keyword: "kindKeyword", pronunciation: "kindPronunciation" };
const MATCH_LABEL: Record<Kind, MessageKey> = { stt_mishear: "heard", stt_keyword: "keyterm", pronunciation: "written" };
const REPLACEMENT_LABEL: Record<Kind, MessageKey> = { stt_mishear: "becomes", stt_keyword: "becomes", pronunciation: "saidAs" };

export default function OverlayPage() {
  return (
    <RequireRole minRole="operator">
      <Overlay />
    </RequireRole>
  );
}

function Overlay() {
  const t = useT();
  const w = useWords();
  const { slug, role } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.overlay.list.queryOptions({ tenant: slug }));
  const [kind, setKind] = useState<Kind>("stt_mishear");
  const canEdit = role === "owner" || role === "admin";
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.overlay.list.queryKey() });
  const remove = useMutation(trpc.overlay.remove.mutationOptions({ onSuccess: refresh }));

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navOverlay")}
        </Title>
        <Text c="dimmed">{t("overlayLead")}</Text>
      </div>
      <Tabs value={kind} onChange={(v) => v && setKind(v as Kind)}>
        <Tabs.List>
          {OVERLAY_ENTRY_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(KIND_LABEL[k])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {canEdit && <AddEntry kind={kind} onAdded={refresh} />}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} retry={() => void list.refetch()} />
      ) : list.data.filter((e) => e.kind === kind).length === 0 ? (
        <Empty>{t("overlayEmpty")}</Empty>
      ) : (
        // Cards on a phone, where the table scrolled sideways at 390 px; the language in words, not its code.
        <ResponsiveTable
          minWidth={480}
          rows={list.data.filter((e) => e.kind === kind)}
          rowKey={(e) => e.id}
          columns={[
            { label: t(MATCH_LABEL[kind]), card: "title", cell: (e) => e.match },
            ...(kind !== "stt_keyword"
              ? [{ label: t(REPLACEMENT_LABEL[kind]), card: "text" as const, cell: (e: (typeof list.data)[number]) => e.replacement }]
              : []),
            { label: t("colLang"), card: "meta", cell: (e) => (e.lang ? (w.language[e.lang as keyof typeof w.language] ?? e.lang) : t("anyLanguage")) },
          ]}
          actions={
            canEdit
              ? (e) => (
                  <ActionIcon variant="subtle" color="red" aria-label={`${t("remove")} ${e.match}`} onClick={() => remove.mutate({ tenant: slug, id: e.id })}>
                    ×
                  </ActionIcon>
                )
              : undefined
          }
          actionsLabel={t("remove")}
        />
      )}
    </Stack>
  );
}

function AddEntry({ kind, onAdded }: { kind: Kind; onAdded: () => Promise<void> }) {
  const t = useT();
  const w = useWords();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const [match, setMatch] = useState("");
  const [replacement, setReplacement] = useState("");
  const [lang, setLang] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useMutation(
    trpc.overlay.add.mutationOptions({
      onSuccess: async () => {
        setMatch("");
        setReplacement("");
        notifications.show({ color: "teal", message: t("saved") });
        await onAdded();
      },
      onError: (err) => setErrors({ match: err.message }),
    }),
  );
  const submit = () => {
    const entry = { kind, match, replacement: kind === "stt_keyword" ? "" : replacement, lang: lang as "" };
    const parsed = overlayEntrySchema.safeParse(entry);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    add.mutate({ tenant: slug, entry });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <Group align="flex-start">
        <TextInput label={t(MATCH_LABEL[kind])} value={match} onChange={(e) => setMatch(e.currentTarget.value)} error={errors.match} />
        {kind !== "stt_keyword" && (
          <TextInput
            label={t(REPLACEMENT_LABEL[kind])}
            value={replacement}
            onChange={(e) => setReplacement(e.currentTarget.value)}
            error={errors.replacement}
          />
        )}
        <Select
          label={t("colLang")}
          value={lang}
          onChange={(v) => setLang(v ?? "")}
          data={[{ value: "", label: t("anyLanguage") }, ...LANGUAGES.map((l) => ({ value: l, label: w.language[l] }))]}
          w={170}
        />
        <Button type="submit" mt={24} loading={add.isPending}>
          {t("add")}
        </Button>
      </Group>
    </form>
  );
}
