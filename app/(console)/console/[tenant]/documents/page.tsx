"use client";

import { Alert, Anchor, Button, Group, Modal, Stack, Text, Title, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, Suspense, useEffect, useState } from "react";
import { LANGUAGES, type Lang } from "~/lib/lang";
import { useTRPC } from "../../../../_trpc/react";
import { useFormat, useT, useWords } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { FilterPanel } from "../../../_components/filter-panel";
import { FilterSelect } from "../../../_components/filter-select";
import { ListPager } from "../../../_components/list-pager";
import { ResponsiveTable } from "../../../_components/responsive-table";
import { TextFilter } from "../../../_components/text-filter";
import { useUrlFilters } from "../../../_components/url-filters";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";
import { BundlePanel } from "./bundle-panel";
import { PageViewer } from "./page-viewer";
import { UploadPanel } from "./upload-panel";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";

export default function DocumentsPage() {
  return (
    <RequireRole minRole="operator">
      <Suspense fallback={<Loading />}>
        <Documents />
      </Suspense>
    </RequireRole>
  );
}

type Listed = { id: string; title: string; chunks: number; fromBundle: boolean };

// Kept in the address like the other lists: a search can be bookmarked, shared and reopened with Back.
const FILTERS = ["text", "lang", "source"] as const;
const SOURCES = ["bundle", "upload"] as const;
const PAGE_SIZE = 25;
/** The path column's width: a bundle's usual "docs/<section>/<page>.md" whole, a longer one cut short. */
const PATH_WIDTH = "17rem";

/** A file path with a break allowed after each slash, so a narrow card wraps it between names, not inside one. */
function afterSlashes(path: string) {
  return path.split("/").map((part, i, all) => (
    <Fragment key={i}>
      {part}
      {i < all.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined => ((list as readonly string[]).includes(value) ? (value as T) : undefined);

function Documents() {
  const t = useT();
  const w = useWords();
  const f = useFormat();
  const { slug, role } = useTenant();
  const trpc = useTRPC();
  const { values: v, page, set } = useUrlFilters(FILTERS);
  const filter = { text: v.text || undefined, lang: oneOf<Lang>(LANGUAGES, v.lang), source: oneOf(SOURCES, v.source) };
  const filtered = FILTERS.filter((k) => v[k] !== "").length;
  const list = useQuery({ ...trpc.documents.list.queryOptions({ tenant: slug, ...filter, page, pageSize: PAGE_SIZE }), placeholderData: keepPreviousData });
  // Deleting the last page of the last screenful leaves a page past the end: show the new last one.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : page;
  useEffect(() => {
    if (!list.isPlaceholderData && page > lastPage) set({ page: lastPage });
  }, [list.isPlaceholderData, page, lastPage, set]);
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Listed | null>(null);
  const refresh = () => refreshAfterWrite(queryClient, trpc.documents.list.queryKey());
  const reingest = useMutation(
    trpc.documents.reingestOne.mutationOptions({
      onSuccess: async (r) => {
        notifications.show({ color: "teal", message: t("pageReingested", { title: r.title, count: r.chunks }) });
        await refresh();
      },
      onError: (e) => notifications.show({ color: "red", message: e.message }),
    }),
  );
  const remove = useMutation(
    trpc.documents.remove.mutationOptions({
      onSuccess: async (r) => {
        setDeleting(null);
        notifications.show({ color: "teal", message: t("pageDeleted", { title: r.title }) });
        await refresh();
      },
    }),
  );
  const canEdit = role === "owner" || role === "admin";
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navDocuments")}
        </Title>
        <Text c="dimmed">{t("documentsLead")}</Text>
      </div>
      {canEdit && <UploadPanel />}
      <BundlePanel canEdit={canEdit} />
      <FilterPanel active={filtered}>
        <TextFilter label={t("filterPageWords")} value={v.text} onChange={(text) => set({ text })} w={280} />
        <FilterSelect
          label={t("colLang")}
          data={LANGUAGES.map((l) => ({ value: l, label: w.language[l] })).sort((a, b) => a.label.localeCompare(b.label))}
          value={filter.lang}
          onChange={(lang) => set({ lang })}
          w={170}
        />
        <FilterSelect
          label={t("filterSource")}
          data={[
            { value: "bundle", label: t("sourceBundle") },
            { value: "upload", label: t("sourceUpload") },
          ]}
          value={filter.source}
          onChange={(source) => set({ source })}
          w={240}
        />
      </FilterPanel>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} retry={() => void list.refetch()} />
      ) : (
        <>
          <Text size="sm" data-testid="embedding">
            {list.data.embedding
              ? t("embedding", { model: list.data.embedding.model, dimension: list.data.embedding.dimension, chunks: list.data.embedding.chunks })
              : t("noEmbedding")}
          </Text>
          {list.data.total === 0 && filtered > 0 ? (
            // A search that finds nothing is not an empty hospital: say so, and offer the way back.
            <Stack align="center" gap="xs" py="xl">
              <Text c="dimmed">{t("documentsNoMatch")}</Text>
              <Button variant="subtle" onClick={() => set({ text: null, lang: null, source: null })}>
                {t("clearFilters")}
              </Button>
            </Stack>
          ) : list.data.total === 0 ? (
            <Empty>{t("documentsEmpty")}</Empty>
          ) : (
            <>
              {/* Cards on a phone: the 760 px table scrolled sideways at 390 px, with the row's actions out of sight. */}
              <ResponsiveTable
                minWidth={760}
                testId="documents"
                rows={list.data.rows}
                rowKey={(d) => d.id}
                columns={[
                  {
                    label: t("colTitle"),
                    card: "title",
                    // The title opens the page as the line reads it (one control per row fewer, so the actions fit at 1280 px).
                    cell: (d) => (
                      <Anchor component="button" type="button" ta="left" onClick={() => setViewing(d.id)} aria-label={t("viewPageOf", { title: d.title })}>
                        {d.title}
                      </Anchor>
                    ),
                  },
                  {
                    label: t("colPath"),
                    card: "text",
                    // One line cut short at 1280 px (wrapped anywhere, "docs/servizi/pronto-socc|orso.md" read as two
                    // names); the whole path is in the tooltip, in the page view and to a screen reader. A card has the
                    // width for all of it, broken after a slash.
                    cell: (d) => (
                      <Tooltip label={d.sourcePath} openDelay={300}>
                        <Text size="xs" ff="monospace" truncate="end" maw={PATH_WIDTH} data-path>
                          {d.sourcePath}
                        </Text>
                      </Tooltip>
                    ),
                    cardCell: (d) => (
                      <Text component="span" size="xs" ff="monospace">
                        {afterSlashes(d.sourcePath)}
                      </Text>
                    ),
                  },
                  { label: t("colLang"), card: "meta", cell: (d) => w.language[d.lang] },
                  { label: t("colChunks"), cell: (d) => f.number(d.chunks) },
                  {
                    label: t("colUpdated"),
                    // The day on one line; the minute it changed on hover.
                    cell: (d) => (
                      <Text
                        component="time"
                        size="sm"
                        dateTime={new Date(d.updatedAt).toISOString()}
                        title={f.dateTime(d.updatedAt)}
                        style={{ whiteSpace: "nowrap" }}
                      >
                        {f.date(d.updatedAt)}
                      </Text>
                    ),
                  },
                ]}
                actionsLabel={t("colActions")}
                actions={
                  canEdit
                    ? (d) => (
                        <>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            onClick={() => reingest.mutate({ tenant: slug, documentId: d.id })}
                            loading={reingest.isPending && reingest.variables.documentId === d.id}
                            aria-label={t("reingestPageOf", { title: d.title })}
                          >
                            {t("reingestPage")}
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            onClick={() => (remove.reset(), setDeleting(d))}
                            aria-label={t("deletePageOf", { title: d.title })}
                          >
                            {t("deletePage")}
                          </Button>
                        </>
                      )
                    : undefined
                }
              />
              <ListPager total={list.data.total} page={list.data.page} pageSize={list.data.pageSize} noun="pagesCount" onPage={(p) => set({ page: p })} />
            </>
          )}
        </>
      )}
      <PageViewer documentId={viewing} onClose={() => setViewing(null)} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t("deleteTitle")}>
        {deleting && (
          <Stack gap="sm">
            <Text size="sm">{t("deleteLead", { title: deleting.title, count: deleting.chunks })}</Text>
            {deleting.fromBundle && <Text size="sm">{t("deleteFromBundle")}</Text>}
            {remove.isError && (
              <Alert color="red" role="alert">
                {remove.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t("cancel")}
              </Button>
              <Button
                color="red"
                onClick={() => remove.mutate({ tenant: slug, documentId: deleting.id })}
                loading={remove.isPending}
                data-testid="delete-confirm"
              >
                {t("deleteConfirm")}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
