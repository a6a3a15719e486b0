"use client";

import { Alert, Badge, FileInput, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../../_trpc/react";
import { useT } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";
import { BundlePanel } from "./bundle-panel";

export default function DocumentsPage() {
  return (
    <RequireRole minRole="operator">
      <Documents />
    </RequireRole>
  );
}

function Documents() {
  const t = useT();
  const { slug, role } = useTenant();
  const trpc = useTRPC();
  const list = useQuery(trpc.documents.list.queryOptions({ tenant: slug }));
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation(
    trpc.documents.upload.mutationOptions({
      onSuccess: async (r) => {
        notifications.show({ color: "teal", message: t("uploaded", { title: r.title, chunks: r.chunks }) });
        setFile(null);
        await queryClient.invalidateQueries({ queryKey: trpc.documents.list.queryKey() });
      },
    }),
  );
  const canUpload = role === "owner" || role === "admin";
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navDocuments")}
        </Title>
        <Text c="dimmed">{t("documentsLead")}</Text>
      </div>
      {canUpload && (
        <FileInput
          label={t("upload")}
          accept=".md,.markdown,.html,.htm"
          value={file}
          maw={420}
          error={upload.isError ? upload.error.message : undefined}
          onChange={(f) => {
            setFile(f);
            if (f) void f.text().then((content) => upload.mutate({ tenant: slug, name: f.name.toLowerCase().replace(/[^a-z0-9._-]/g, "-"), content }));
          }}
          disabled={upload.isPending}
        />
      )}
      <BundlePanel canEdit={canUpload} />
      {upload.isSuccess && (
        <Alert color="teal" data-testid="upload-result">
          {t("uploaded", { title: upload.data.title, chunks: upload.data.chunks })}
        </Alert>
      )}
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
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("colTitle")}</Table.Th>
                    <Table.Th>{t("colPath")}</Table.Th>
                    <Table.Th>{t("colLang")}</Table.Th>
                    <Table.Th>{t("colChunks")}</Table.Th>
                    <Table.Th>{t("colUpdated")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.documents.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td>{d.title}</Table.Td>
                      <Table.Td>
                        <Text size="xs" ff="monospace">
                          {d.sourcePath}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light">{d.lang}</Badge>
                      </Table.Td>
                      <Table.Td>{d.chunks}</Table.Td>
                      <Table.Td>{new Date(d.updatedAt).toLocaleString()}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}
