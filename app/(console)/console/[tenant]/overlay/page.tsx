"use client";

import { ActionIcon, Button, Group, Select, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { LIST_PAGE_SIZE, OVERLAY_ENTRY_KINDS, overlayEntrySchema } from "~/contracts/tenant-admin";
import { LANGUAGES } from "~/lib/lang";
import { useTRPC } from "../../../../_trpc/react";
import { useT, useWords } from "../../../_i18n";
import type { MessageKey } from "../../../_i18n/en";
import { useTenant } from "../../../_components/tenant-context";
import { ListPager } from "../../../_components/list-pager";
import { useUrlFilters } from "../../../_components/url-filters";
import { ResponsiveTable } from "../../../_components/responsive-table";
import { TextFilter } from "../../../_components/text-filter";
import { SectionCard } from "../../../_components/section-card";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";

type Kind = (typeof OVERLAY_ENTRY_KINDS)[number];
const KIND_LABEL: Record<Kind, MessageKey> = { stt_mishear: "kindMishear", stt_keyword: "kindKeyword", pronunciation: "kindPronunciation" };
const MATCH_LABEL: Record<Kind, MessageKey> = { stt_mishear: "heard", stt_keyword: "keyterm", pronunciation: "written" };
const REPLACEMENT_LABEL: Record<Kind, MessageKey> = { stt_mishear: "becomes", stt_keyword: "becomes", pronunciation: "saidAs" };

export default function OverlayPage() {
  return (
    <RequireRole minRole="operator">
      <Suspense fallback={<Loading />}>
        <Overlay />
      </Suspense>
    </RequireRole>
  );
}

const FILTERS = ["kind", "search"] as const;
const isKind = (v: string): v is Kind => (OVERLAY_ENTRY_KINDS as readonly string[]).includes(v);

function Overlay() {
  const t = useT();
  const w = useWords();
  const { slug, role } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The tab, the search and the page are in the address: a reload or Back opens the same kind, found the same way, at the same page.
  const { values, page, set } = useUrlFilters(FILTERS);
  const kind: Kind = isKind(values.kind) ? values.kind : "stt_mishear";
  // The server pages each kind; the page it answers is the one shown (a page past the end is the last).
  const query = values.search || undefined;
  const list = useQuery({
    ...trpc.overlay.list.queryOptions({ tenant: slug, kind, query, page, pageSize: LIST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const canEdit = role === "owner" || role === "admin";
  const refresh = () => refreshAfterWrite(queryClient, trpc.overlay.list.queryKey());
  const remove = useMutation(trpc.overlay.remove.mutationOptions({ onSuccess: refresh }));
  // An entry just added is shown where it landed in the list: past the first page, it seemed not added.
  const showAdded = async (id: string) => {
    const landed = await queryClient.fetchQuery(trpc.overlay.list.queryOptions({ tenant: slug, kind, query, pageSize: LIST_PAGE_SIZE, showing: id }));
    await refresh();
    set({ page: landed.page });
  };

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navOverlay")}
        </Title>
        <Text c="dimmed">{t("overlayLead")}</Text>
      </div>
      <Tabs value={kind} onChange={(v) => v && isKind(v) && set({ kind: v === "stt_mishear" ? null : v })}>
        <Tabs.List>
          {OVERLAY_ENTRY_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(KIND_LABEL[k])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {/* The add form is a card of its own, and the search box sits in the list's toolbar: under the
          form, "Search" read as one more field of the entry being added. */}
      {canEdit && (
        <SectionCard title={t("overlayAddTitle")} testId="overlay-add">
          <AddEntry kind={kind} onAdded={showAdded} />
        </SectionCard>
      )}
      <Stack gap="sm" component="section" aria-labelledby="overlay-list-heading">
        <Group justify="space-between" align="flex-end" wrap="wrap" data-testid="overlay-toolbar">
          <Title order={2} size="h4" id="overlay-list-heading">
            {t(KIND_LABEL[kind])}
          </Title>
          <div role="search">
            <TextFilter label={t("search")} value={values.search} onChange={(search) => set({ search })} w={280} />
          </div>
        </Group>
        {listBody()}
      </Stack>
    </Stack>
  );

  /** The list's states: loading, a load error, nothing (found), or the entries with their pager. */
  function listBody() {
    return list.isPending ? (
      <Loading />
    ) : list.isError ? (
      <LoadError error={list.error} retry={() => void list.refetch()} />
    ) : list.data.total === 0 ? (
      <Empty>{query ? t("nothingFound") : t("overlayEmpty")}</Empty>
    ) : (
      <Stack gap="sm">
        {/* Cards on a phone, where the table scrolled sideways at 390 px; the language in words, not its code. */}
        <ResponsiveTable
          minWidth={480}
          rows={list.data.rows}
          rowKey={(e) => e.id}
          columns={[
            { label: t(MATCH_LABEL[kind]), card: "title", cell: (e) => e.match },
            ...(kind !== "stt_keyword"
              ? [{ label: t(REPLACEMENT_LABEL[kind]), card: "text" as const, cell: (e: (typeof list.data.rows)[number]) => e.replacement }]
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
        <ListPager total={list.data.total} page={list.data.page} pageSize={list.data.pageSize} noun="overlayCount" onPage={(p) => set({ page: p })} />
      </Stack>
    );
  }
}

function AddEntry({ kind, onAdded }: { kind: Kind; onAdded: (id: string) => Promise<void> }) {
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
      onSuccess: async (saved) => {
        setMatch("");
        setReplacement("");
        notifications.show({ color: "teal", message: t("saved") });
        await onAdded(saved.id);
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
