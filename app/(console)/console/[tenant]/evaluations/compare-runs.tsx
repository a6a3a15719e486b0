"use client";

import { Alert, Group, List, Select, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { SAFETY_KINDS, type CaseResult } from "~/contracts/evaluations";
import type { AppRouter } from "~/server/api/root";
import { useTRPC } from "../../../../_trpc/react";
import { useFormat, useT, useWords } from "../../../_i18n";
import { SectionCard } from "../../../_components/section-card";
import { useTenant } from "../../../_components/tenant-context";
import { Loading, LoadError } from "../../../_components/states";
import { useExpectationWords, useFailureWords } from "./expectation-words";

type Run = inferRouterOutputs<AppRouter>["evaluations"]["runs"][number];

/** Safety cases first: a refusal or an emergency that newly fails puts a caller at risk. */
const safetyFirst = (rows: CaseResult[]) =>
  rows.map((r, i) => ({ r, i })).sort((a, b) => Number(!SAFETY_KINDS.includes(a.r.expect.kind)) - Number(!SAFETY_KINDS.includes(b.r.expect.kind)) || a.i - b.i);

/**
 * Two finished runs side by side, case by case: what newly fails (a change broke it) and what newly
 * passes (a change fixed it). Defaults to the latest run against the one before it.
 */
export function CompareRuns({ runs }: { runs: Run[] }) {
  const t = useT();
  const f = useFormat();
  const finished = runs.filter((r) => r.finishedAt);
  // Until someone chooses, the latest run against the one before it (which moves as runs finish).
  const [chosenEarlier, setEarlier] = useState<string | null>(null);
  const [chosenLater, setLater] = useState<string | null>(null);
  if (finished.length < 2) return null;
  const earlier = chosenEarlier ?? finished[1]!.id;
  const later = chosenLater ?? finished[0]!.id;
  const options = finished.map((r) => ({ value: r.id, label: t("evalCompareRun", { when: f.dateTime(r.startedAt), passed: r.passed, total: r.total }) }));
  return (
    <SectionCard title={t("evalCompareTitle")} testId="evaluation-compare">
      <Group align="flex-end">
        <Select label={t("evalCompareEarlier")} data={options} value={earlier} onChange={setEarlier} allowDeselect={false} w={{ base: "100%", sm: 320 }} />
        <Select label={t("evalCompareLater")} data={options} value={later} onChange={setLater} allowDeselect={false} w={{ base: "100%", sm: 320 }} />
      </Group>
      {earlier !== later && <Comparison runA={earlier} runB={later} />}
    </SectionCard>
  );
}

function Comparison({ runA, runB }: { runA: string; runB: string }) {
  const t = useT();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const compared = useQuery({ ...trpc.evaluations.compare.queryOptions({ tenant: slug, runA, runB }), placeholderData: keepPreviousData });
  if (compared.isPending) return <Loading />;
  if (compared.isError) return <LoadError error={compared.error} retry={() => void compared.refetch()} />;
  const c = compared.data;
  return (
    <Stack gap="sm">
      {c.newlyFailed.length === 0 && c.newlyPassed.length === 0 ? (
        <Text size="sm">{t("evalNothingChanged")}</Text>
      ) : (
        <>
          {c.newlyFailed.length > 0 && (
            <Alert color="red" title={t("evalNewlyFailed", { count: c.newlyFailed.length })} data-testid="newly-failed">
              <Changed rows={c.newlyFailed} />
            </Alert>
          )}
          {c.newlyPassed.length > 0 && (
            <Alert color="teal" title={t("evalNewlyPassed", { count: c.newlyPassed.length })} data-testid="newly-passed">
              <Changed rows={c.newlyPassed} />
            </Alert>
          )}
        </>
      )}
      <Text size="sm" c="dimmed">
        {t("evalCompareRest", { stillPassing: c.stillPassing, stillFailing: c.stillFailing, added: c.added.length, removed: c.removed })}
      </Text>
    </Stack>
  );
}

function Changed({ rows }: { rows: CaseResult[] }) {
  const t = useT();
  const w = useWords();
  const words = useExpectationWords();
  const failureWords = useFailureWords();
  return (
    <List size="sm" spacing={4}>
      {safetyFirst(rows).map(({ r }) => (
        <List.Item key={r.caseId}>
          <Text size="sm" fw={600} span>
            {r.question}
          </Text>{" "}
          <Text size="sm" span>
            ({w.language[r.lang]}) — {words(r.expect)}
            {SAFETY_KINDS.includes(r.expect.kind) ? ` · ${t("evalSafety")}` : ""}
          </Text>
          {!r.passed && <Text size="sm">{failureWords(r)}</Text>}
        </List.Item>
      ))}
    </List>
  );
}
