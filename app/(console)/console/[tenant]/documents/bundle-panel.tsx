"use client";

import { Alert, Button, FileButton, Group, List, Modal, Progress, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";
import { useTRPC, useTRPCClient } from "../../../../_trpc/react";
import { useT } from "../../../_i18n";
import { followJobStream } from "../../../_components/job-stream";
import { SectionCard } from "../../../_components/section-card";
import { useTenant } from "../../../_components/tenant-context";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";

type Job = inferRouterOutputs<AppRouter>["documents"]["reingest"];

function download(fileName: string, base64: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: "application/zip" }));
  const a = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const asBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("the file could not be read"));
    reader.readAsDataURL(file);
  });

/**
 * Export, import and re-ingest, with the running job's progress. The bar follows the server's job
 * through the documents.progress subscription; it also picks up a job started before the page opened.
 */
export function BundlePanel({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<Job | null>(null);
  const [follow, setFollow] = useState(0);
  const [problems, setProblems] = useState<string[] | null>(null);
  /** The bundle chosen for import, waiting for the confirm that says what it replaces. */
  const [chosen, setChosen] = useState<File | null>(null);

  /** The progress stream was refused or cut (a busy server) and is being opened again: the job itself goes on. */
  const [streamLost, setStreamLost] = useState(false);

  useEffect(
    () =>
      followJobStream<Job | null>((handlers) => client.documents.progress.subscribe({ tenant: slug }, handlers), {
        data: (j) => {
          setJob(j);
          if (j && j.state !== "running") void refreshAfterWrite(queryClient, trpc.documents.list.queryKey());
        },
        lost: setStreamLost,
      }),
    [client, slug, follow, queryClient, trpc],
  );

  const started = { onSuccess: (j: Job) => (setJob(j), setProblems(null), setFollow((n) => n + 1)) };
  const exportZip = useMutation(trpc.documents.exportBundle.mutationOptions({ onSuccess: (r) => download(r.fileName, r.base64) }));
  const importZip = useMutation(
    trpc.documents.importBundle.mutationOptions({
      onSuccess: (r) => (r.ok ? started.onSuccess(r.job) : setProblems(r.problems)),
      onError: (e) => setProblems([e.message]),
    }),
  );
  const reingest = useMutation(trpc.documents.reingest.mutationOptions(started));
  const running = job?.state === "running";
  const kind = job ? t(job.kind === "import" ? "jobImport" : "jobReingest") : "";

  return (
    <SectionCard title={t("bundleTitle")} lead={t("bundleLead")}>
      {canEdit && (
        <Group>
          <Button variant="light" onClick={() => exportZip.mutate({ tenant: slug })} loading={exportZip.isPending}>
            {t("exportBundle")}
          </Button>
          <Button variant="default" onClick={() => reingest.mutate({ tenant: slug })} loading={reingest.isPending} disabled={running}>
            {t("reingest")}
          </Button>
          {/* Destructive, and dressed as such: red, apart, and behind a confirm that lists what it replaces.
              Apart at the row's end on a wide screen; on a phone the buttons stack, and pushed right it
              sat alone off the others' left edge. */}
          <FileButton accept=".zip,application/zip" onChange={setChosen}>
            {(props) => (
              <Button {...props} variant="outline" color="red" loading={importZip.isPending} disabled={running} ml={{ base: 0, sm: "auto" }}>
                {t("chooseBundle")}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      <Modal opened={chosen !== null} onClose={() => setChosen(null)} title={t("importTitle")} size="lg">
        <Stack gap="sm">
          <Text size="sm" ff="monospace">
            {t("importFile", { name: chosen?.name ?? "" })}
          </Text>
          <Alert color="red" title={t("importLead")}>
            <List size="sm">
              <List.Item>{t("importReplacesData")}</List.Item>
              <List.Item>{t("importReplacesOverlay")}</List.Item>
              <List.Item>{t("importReplacesPages")}</List.Item>
              <List.Item>{t("importReplacesRetention")}</List.Item>
            </List>
          </Alert>
          <Text size="sm">{t("importAdvice")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChosen(null)}>
              {t("cancel")}
            </Button>
            <Button
              color="red"
              data-testid="import-confirm"
              onClick={() => {
                const file = chosen;
                setChosen(null);
                if (file) void asBase64(file).then((zip) => importZip.mutate({ tenant: slug, zip }));
              }}
            >
              {t("importConfirmButton")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {exportZip.isError && (
        <Alert color="red" role="alert">
          {exportZip.error.message}
        </Alert>
      )}
      {reingest.isError && (
        <Alert color="red" role="alert">
          {reingest.error.message}
        </Alert>
      )}
      {problems && (
        <Alert color="red" role="alert" title={t("importRefused")} data-testid="import-problems">
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {job && (
        <Stack gap={4} data-testid="ingest-job" data-state={job.state}>
          <Progress
            value={job.pages.total ? (100 * job.pages.done) / job.pages.total : running ? 0 : 100}
            animated={running}
            color={job.state === "failed" ? "red" : "teal"}
            aria-label={kind}
          />
          <Text size="sm" aria-live="polite">
            {job.state === "running" && job.pages.total === 0
              ? t("jobStarting", { kind })
              : job.state === "running"
                ? t("jobProgress", { kind, done: job.pages.done, total: job.pages.total, chunks: job.chunks })
                : job.state === "done"
                  ? t("jobDone", { kind, total: job.pages.total, chunks: job.chunks })
                  : t("jobFailed", { kind, error: job.error ?? "" })}
          </Text>
          {running && streamLost && (
            <Text size="sm" c="dimmed" data-testid="job-stream-lost">
              {t("jobStreamLost")}
            </Text>
          )}
          {running && job.current && (
            <Text size="xs" c="dimmed" ff="monospace" truncate>
              {job.current}
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
