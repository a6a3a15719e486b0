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
import { ListPager } from "../../../_components/list-pager";
import { ResponsiveTable } from "../../../_components/responsive-table";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";

type Kind = (typeof OVERLAY_ENTRY_KINDS)[number];
const KIND_LABEL: Record<Kind, MessageKey> = { stt_mishear: "kindMishear", stt_keyword: "kindKeyword", pronunciation: "kindPronunciation" };
const MATCH_LABEL: Record<Kind, MessageKey> = { stt_mishear: "heard", stt_keyword: "keyterm", pronunciation: "written" };
const REPLACEMENT_LABEL: Record<Kind, MessageKey> = { stt_mishear: "becomes", stt_keyword: "becomes", pronunciation: "saidAs" };
/** Rows per page: the demo's mishears alone were a 3,800 px scroll at 390 px, and a hospital adds to them for years. */
const PAGE_SIZE = 25;

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
  const [page, setPage] = useState(1);
  const canEdit = role === "owner" || role === "admin";
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.overlay.list.queryKey() });
  const remove = useMutation(trpc.overlay.remove.mutationOptions({ onSuccess: refresh }));
  const ofKind = list.data?.filter((e) => e.kind === kind) ?? [];
  // An entry just added is shown where it landed in the list: past the first page, it seemed not added.
  const showAdded = async (match: string) => {
    await refresh();
    const fresh = queryClient.getQueryData(trpc.overlay.list.queryKey({ tenant: slug }))?.filter((e) => e.kind === kind) ?? [];
    const at = fresh.findIndex((e) => e.match.toLowerCase() === match.trim().toLowerCase());
    if (at >= 0) setPage(Math.floor(at / PAGE_SIZE) + 1);
  };

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navOverlay")}
        </Title>
        <Text c="dimmed">{t("overlayLead")}</Text>
      </div>
      <Tabs
        value={kind}
        onChange={(v) => {
          if (!v) return;
          setKind(v as Kind);
          setPage(1);
        }}
      >
        <Tabs.List>
          {OVERLAY_ENTRY_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(KIND_LABEL[k])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {canEdit && <AddEntry kind={kind} onAdded={showAdded} />}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} retry={() => void list.refetch()} />
      ) : ofKind.length === 0 ? (
        <Empty>{t("overlayEmpty")}</Empty>
      ) : (
        <Stack gap="sm">
          {/* Cards on a phone, where the table scrolled sideways at 390 px; the language in words, not its code. */}
          <ResponsiveTable
            minWidth={480}
            rows={pageOf(ofKind, page)}
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
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t("remove")} ${e.match}`}
                      // One click removed it for good; the line's recognition or pronunciation changes on the next call.
                      onClick={() => window.confirm(t("overlayRemoveConfirm", { match: e.match })) && remove.mutate({ tenant: slug, id: e.id })}
                    >
                      ×
                    </ActionIcon>
                  )
                : undefined
            }
            actionsLabel={t("remove")}
          />
          <ListPager total={ofKind.length} page={Math.min(page, lastPage(ofKind.length))} pageSize={PAGE_SIZE} noun="overlayCount" onPage={setPage} />
        </Stack>
      )}
    </Stack>
  );
}

const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** The rows of one page; a page past the end (entries removed) shows the last one. */
function pageOf<T>(rows: T[], page: number): T[] {
  const shown = Math.min(page, lastPage(rows.length));
  return rows.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE);
}

function AddEntry({ kind, onAdded }: { kind: Kind; onAdded: (match: string) => Promise<void> }) {
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
      onSuccess: async (_saved, sent) => {
        setMatch("");
        setReplacement("");
        notifications.show({ color: "teal", message: t("saved") });
        await onAdded(sent.entry.match);
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
