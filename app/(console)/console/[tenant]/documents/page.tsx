"use client";

import { Alert, Anchor, Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../../_trpc/react";
import { useFormat, useT, useWords } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { ResponsiveTable } from "../../../_components/responsive-table";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";
import { BundlePanel } from "./bundle-panel";
import { PageViewer } from "./page-viewer";
import { UploadPanel } from "./upload-panel";

export default function DocumentsPage() {
  return (
    <RequireRole minRole="operator">
      <Documents />
    </RequireRole>
  );
}

type Listed = { id: string; title: string; chunks: number; fromBundle: boolean };

function Documents() {
  const t = useT();
  const w = useWords();
  const f = useFormat();
  const { slug, role } = useTenant();
  const trpc = useTRPC();
  const list = useQuery(trpc.documents.list.queryOptions({ tenant: slug }));
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Listed | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.documents.list.queryKey() });
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
          {list.data.documents.length === 0 ? (
            <Empty>{t("documentsEmpty")}</Empty>
          ) : (
            // Cards on a phone: the 760 px table scrolled sideways at 390 px, with the row's actions out of sight.
            <ResponsiveTable
              minWidth={760}
              rows={list.data.documents}
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
                  cell: (d) => (
                    <Text size="xs" ff="monospace" style={{ overflowWrap: "anywhere" }}>
                      {d.sourcePath}
                    </Text>
                  ),
                },
                { label: t("colLang"), card: "meta", cell: (d) => w.language[d.lang] },
                { label: t("colChunks"), cell: (d) => f.number(d.chunks) },
                { label: t("colUpdated"), cell: (d) => f.dateTime(d.updatedAt) },
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
