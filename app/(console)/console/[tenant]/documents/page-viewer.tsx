"use client";

import { Anchor, Badge, Code, Group, Modal, Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../../_trpc/react";
import { useFormat, useT, useWords } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { Loading, LoadError } from "../../../_components/states";

/** One page as the line reads it: the file it was imported from, and its chunks in order with their headings and category. */
export function PageViewer({ documentId, onClose }: { documentId: string | null; onClose: () => void }) {
  const t = useT();
  const w = useWords();
  const f = useFormat();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const page = useQuery({ ...trpc.documents.get.queryOptions({ tenant: slug, documentId: documentId ?? "" }), enabled: documentId !== null });
  return (
    <Modal opened={documentId !== null} onClose={onClose} size="xl" title={page.data?.title ?? t("viewPage")} scrollAreaComponent={ScrollArea.Autosize}>
      {page.isPending ? (
        <Loading />
      ) : page.isError ? (
        <LoadError error={page.error} retry={() => void page.refetch()} />
      ) : (
        <Stack gap="md" data-testid="page-viewer">
          <Group gap="xs">
            <Badge variant="light">{w.language[page.data.lang]}</Badge>
            <Text size="sm" c="dimmed">
              {f.dateTime(page.data.updatedAt)}
            </Text>
            <Text size="sm" ff="monospace">
              {page.data.sourcePath}
            </Text>
            {page.data.url && (
              <Anchor href={page.data.url} target="_blank" rel="noreferrer" size="sm">
                {t("openAddress")}
              </Anchor>
            )}
          </Group>
          <Title order={3} size="h5">
            {t("pageChunks", { count: page.data.chunks.length })}
          </Title>
          <Stack gap="xs">
            {page.data.chunks.map((c) => (
              <Paper key={c.ordinal} withBorder p="xs">
                <Group gap="xs" mb={4}>
                  <Badge variant="outline">{t(`cat_${c.category}`)}</Badge>
                  {c.headingPath && (
                    <Text size="sm" fw={600}>
                      {c.headingPath}
                    </Text>
                  )}
                </Group>
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {c.content}
                </Text>
              </Paper>
            ))}
          </Stack>
          <Title order={3} size="h5">
            {t("pageSource")}
          </Title>
          {page.data.source === null ? (
            <Text size="sm">{t("pageNoSource")}</Text>
          ) : (
            <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {page.data.source}
            </Code>
          )}
        </Stack>
      )}
    </Modal>
  );
}
