"use client";

import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { Alert, Badge, Button, Card, Group, Progress, Spoiler, Stack, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useEffect, useState } from "react";
import { SAFETY_KINDS, type CaseResult } from "~/contracts/evaluations";
import type { AppRouter } from "~/server/api/root";
import { useTRPC, useTRPCClient } from "../../../../_trpc/react";
import { useFormat, useT, useWords } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { Empty, Loading, LoadError } from "../../../_components/states";
import { followJobStream } from "../../../_components/job-stream";
import { SectionCard } from "../../../_components/section-card";
import { CompareRuns } from "./compare-runs";
import { useExpectationWords, useFailureWords } from "./expectation-words";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";

type Job = inferRouterOutputs<AppRouter>["evaluations"]["run"];
type Run = inferRouterOutputs<AppRouter>["evaluations"]["runs"][number];

/**
 * The run button and the run as it goes (evaluations.progress: case n of m), then the trend over
 * the last runs and the latest run's results. The bar also picks up a run started elsewhere.
 */
export function RunPanel() {
  const t = useT();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<Job | null>(null);
  const [follow, setFollow] = useState(0);
  const runs = useQuery(trpc.evaluations.runs.queryOptions({ tenant: slug }));
  const cases = useQuery(trpc.evaluations.cases.queryOptions({ tenant: slug }));

  // Opened again when a busy server refuses or cuts it (_components/job-stream.ts): the run goes on meanwhile.
  useEffect(
    () =>
      followJobStream<Job | null>((handlers) => client.evaluations.progress.subscribe({ tenant: slug }, handlers), {
        data: (j) => {
          setJob(j);
          if (j && j.state !== "running") void refreshAfterWrite(queryClient, trpc.evaluations.runs.queryKey());
        },
        lost: () => {},
      }),
    [client, slug, follow, queryClient, trpc],
  );

  const run = useMutation(trpc.evaluations.run.mutationOptions({ onSuccess: (j) => (setJob(j), setFollow((n) => n + 1)) }));
  const running = job?.state === "running";
  const latest = runs.data?.find((r) => r.finishedAt);

  return (
    <Stack>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Group>
            <Button onClick={() => run.mutate({ tenant: slug })} loading={run.isPending} disabled={running || !cases.data?.length} data-testid="evaluation-run">
              {t("evalRun")}
            </Button>
          </Group>
          {run.isError && (
            <Alert color="red" role="alert">
              {run.error.message}
            </Alert>
          )}
          {job && (
            <Stack gap={4} data-testid="evaluation-job" data-state={job.state}>
              <Progress
                value={job.total ? (100 * job.done) / job.total : 0}
                animated={running}
                color={job.state === "failed" ? "red" : job.failed ? "orange" : "teal"}
                aria-label={t("evalRun")}
              />
              <Text size="sm" aria-live="polite">
                {job.state === "failed" ? t("evalRunFailed") : t(job.state === "running" ? "evalRunning" : "evalRunDone", counts(job))}
              </Text>
            </Stack>
          )}
        </Stack>
      </Card>
      {runs.isPending ? (
        <Loading />
      ) : runs.isError ? (
        <LoadError error={runs.error} retry={() => void runs.refetch()} />
      ) : !latest ? (
        <Empty>{t("evalNoRuns")}</Empty>
      ) : (
        <>
          <Trend runs={runs.data} />
          <CompareRuns runs={runs.data} />
          <LatestRun run={latest} />
        </>
      )}
    </Stack>
  );
}

/** Pass rate per finished run, oldest left: a change that made the line worse shows as a dip. */
function Trend({ runs }: { runs: Run[] }) {
  const t = useT();
  const f = useFormat();
  const data = runs
    .filter((r) => r.finishedAt && r.total)
    .reverse()
    // Numbered, with the time: two runs in the same minute stay two points.
    .map((r, i) => ({
      run: `#${i + 1} · ${f.time(r.startedAt).slice(0, 5)}`,
      rate: Math.round((100 * r.passed) / r.total),
    }));
  if (data.length < 2) return null;
  return (
    <SectionCard title={t("evalTrendTitle")} testId="evaluation-trend">
      <LineChart
        h={180}
        data={data}
        dataKey="run"
        unit=" %"
        yAxisProps={{ domain: [0, 100] }}
        series={[{ name: "rate", label: t("evalTrendPassRate"), color: "teal.6" }]}
      />
    </SectionCard>
  );
}

const counts = (j: Job) => ({ done: j.done, total: j.total, passed: j.passed, failed: j.failed });

const isSafety = (r: CaseResult) => SAFETY_KINDS.includes(r.expect.kind);
/** Failed safety cases first (a caller at risk), then other failures, then passes; the run's order within each. */
const rank = (r: CaseResult) => (r.passed ? 2 : isSafety(r) ? 0 : 1);

function LatestRun({ run }: { run: Run }) {
  const t = useT();
  const w = useWords();
  const f = useFormat();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const words = useExpectationWords();
  const failureWords = useFailureWords();
  const detail = useQuery(trpc.evaluations.runDetail.queryOptions({ tenant: slug, runId: run.id }));
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadError error={detail.error} retry={() => void detail.refetch()} />;
  const results = detail.data.results.map((r, i) => ({ r, i })).sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i);
  return (
    <Stack gap="xs" data-testid="evaluation-latest">
      <div>
        <Title order={2} size="h4" data-testid="evaluation-score">
          {t("evalLatestTitle", { passed: run.passed, total: run.total })}
        </Title>
        <Text size="sm" c="dimmed">
          {t("evalLatestWhen", { when: f.dateTime(run.startedAt), who: run.startedBy })}
        </Text>
      </div>
      <Table.ScrollContainer minWidth={760}>
        <Table data-testid="evaluation-results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={104}>{t("evalColResult")}</Table.Th>
              <Table.Th>{t("evalColQuestion")}</Table.Th>
              <Table.Th>{t("evalColExpect")}</Table.Th>
              <Table.Th>{t("evalColReason")}</Table.Th>
              <Table.Th>{t("evalColSpoken")}</Table.Th>
              <Table.Th ta="right">{t("evalColMs")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map(({ r, i }) => {
              const danger = !r.passed && isSafety(r);
              return (
                <Table.Tr key={i} bg={danger ? "var(--mantine-color-red-light)" : undefined} data-passed={r.passed} data-safety={isSafety(r)}>
                  <Table.Td miw={104}>
                    <Stack gap={4} align="flex-start">
                      <Badge color={r.passed ? "teal" : "red"} variant={r.passed ? "light" : "filled"} style={{ overflow: "visible" }}>
                        {t(r.passed ? "evalPass" : "evalFail")}
                      </Badge>
                      {isSafety(r) && (
                        <Badge color="red" variant="outline" size="xs" style={{ overflow: "visible" }}>
                          {t("evalSafety")}
                        </Badge>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.question}</Text>
                    <Text size="xs" c="dimmed">
                      {w.language[r.lang]}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{words(r.expect)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={danger ? "red.8" : undefined} fw={danger ? 600 : undefined}>
                      {failureWords(r) ?? ""}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={360}>
                    <Spoiler maxHeight={42} showLabel={t("evalShowAnswer")} hideLabel={t("evalHideAnswer")}>
                      <Text size="sm">{r.spoken || t("evalNothingSaid")}</Text>
                      {r.citations.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {r.citations.join(" · ")}
                        </Text>
                      )}
                    </Spoiler>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{f.number(r.latencyMs)}</Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
