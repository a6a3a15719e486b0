"use client";

import { Alert, Button, FileInput, Group, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../../_trpc/react";
import { useT, useWords } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";

/** The name a page is stored under: the file's, lower case, with anything but letters, digits, . _ - as a dash. */
const storedName = (file: File) => file.name.toLowerCase().replace(/[^a-z0-9._-]/g, "-");

/**
 * Upload one page in two steps: choosing the file asks the server what it would do (title,
 * language, chunks, and which page it replaces) and writes nothing; the upload waits for a confirm.
 */
export function UploadPanel() {
  const t = useT();
  const w = useWords();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const preview = useMutation(trpc.documents.previewUpload.mutationOptions());
  const upload = useMutation(
    trpc.documents.upload.mutationOptions({
      onSuccess: async (r) => {
        notifications.show({ color: "teal", message: t("uploaded", { title: r.title, chunks: r.chunks }) });
        setFile(null);
        preview.reset();
        await refreshAfterWrite(queryClient, trpc.documents.list.queryKey());
      },
    }),
  );
  const choose = (f: File | null) => {
    upload.reset();
    preview.reset();
    if (!f) return setFile(null);
    void f.text().then((content) => {
      const chosen = { name: storedName(f), content };
      setFile(chosen);
      preview.mutate({ tenant: slug, ...chosen });
    });
  };
  const cancel = () => (setFile(null), preview.reset(), upload.reset());
  const ready = preview.data;

  return (
    <Stack gap="xs" maw={560}>
      <FileInput
        label={t("uploadChoose")}
        accept=".md,.markdown,.html,.htm"
        value={null}
        placeholder={file?.name}
        onChange={choose}
        error={preview.isError ? preview.error.message : undefined}
        disabled={preview.isPending || upload.isPending}
        data-testid="upload-file"
      />
      {file && ready && (
        <Paper withBorder p="sm" data-testid="upload-preview">
          <Stack gap="xs">
            <Text fw={600}>{t("uploadReady")}</Text>
            <Text size="sm">
              {ready.replaces
                ? t("uploadReplaces", { previous: ready.replaces, title: ready.title, lang: w.language[ready.lang], count: ready.chunks })
                : t("uploadAdds", { title: ready.title, lang: w.language[ready.lang], count: ready.chunks })}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {ready.sourcePath}
            </Text>
            {upload.isError && (
              <Alert color="red" role="alert">
                {upload.error.message}
              </Alert>
            )}
            <Group>
              <Button onClick={() => upload.mutate({ tenant: slug, ...file })} loading={upload.isPending} data-testid="upload-confirm">
                {t("uploadConfirm")}
              </Button>
              <Button variant="default" onClick={cancel} disabled={upload.isPending}>
                {t("cancel")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
