"use client";

import { Anchor, Badge, Box, Card, Group, Progress, Stack, Text, Title, Tooltip } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import Link from "next/link";
import { useParams } from "next/navigation";
import { REPLAY_ROLES } from "~/contracts/roles";
import type { AppRouter } from "~/server/api/root";
import { useTRPC } from "../../../../../_trpc/react";
import { useFormat, useT, useWords } from "../../../../_i18n";
import { citationPage } from "../../../../_components/citation-page";
import { DispositionBadge } from "../../../../_components/disposition";
import { outcomeCounts, turnOutcome } from "../../../../_components/turn-outcome";
import { TurnOutcomeBadge } from "../../../../_components/turn-outcome-badge";
import { useTenant } from "../../../../_components/tenant-context";
import { Loading, LoadError, RequireRole } from "../../../../_components/states";

type Turn = inferRouterOutputs<AppRouter>["replay"]["open"]["turns"][number];

export default function CallPage() {
  return (
    <RequireRole minRole={REPLAY_ROLES}>
      <Call />
    </RequireRole>
  );
}

function Call() {
  const t = useT();
  const w = useWords();
  const f = useFormat();
  const { slug } = useTenant();
  const { id } = useParams<{ id: string }>();
  const trpc = useTRPC();
  // Opening the call writes the audit row: never refetch it behind the reader's back.
  const replay = useQuery({ ...trpc.replay.open.queryOptions({ tenant: slug, id }), staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
  return (
    <Stack>
      <Anchor component={Link} href={`/console/${slug}/calls`} size="sm">
        ← {t("backToCalls")}
      </Anchor>
      {replay.isPending ? (
        <Loading />
      ) : replay.isError ? (
        <LoadError error={replay.error} />
      ) : (
        <>
          <div>
            <Title order={1} size="h2">
              {t("callTitle", { date: f.dateTime(replay.data.call.startedAt) })}
            </Title>
            <Group gap="xs" mt={4}>
              <Badge variant="light">{w.channel[replay.data.call.channel]}</Badge>
              {replay.data.call.language && <Badge variant="light">{w.language[replay.data.call.language]}</Badge>}
              {replay.data.call.ending === "open" ? (
                <DispositionBadge ending="open" />
              ) : (
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    {t("callEnded")}:
                  </Text>
                  <DispositionBadge disposition={replay.data.call.disposition} ending={replay.data.call.ending} />
                </Group>
              )}
              {replay.data.call.demo && (
                // A sentence, not a tag: it wraps on a phone instead of ending in "not mea…".
                <Badge color="yellow" variant="light" h="auto" py={2} styles={{ label: { whiteSpace: "normal", overflow: "visible" } }}>
                  {t("demoSampled")}
                </Badge>
              )}
            </Group>
            <OutcomeSummary turns={replay.data.turns} />
            <Text size="xs" c="dimmed" mt={4}>
              {t("callAudited")}
            </Text>
          </div>
          {replay.data.turns.map((turn) => (
            <TurnCard key={turn.turnIndex} turn={turn} />
          ))}
        </>
      )}
    </Stack>
  );
}

function TurnCard({ turn }: { turn: Turn }) {
  const t = useT();
  const w = useWords();
  const f = useFormat();
  return (
    <Card withBorder padding="md" data-testid="turn">
      <Stack gap={6}>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            #{turn.turnIndex + 1} · {f.time(turn.at)}
          </Text>
          <TurnOutcomeBadge turn={turn} />
          {turn.disclaimer && (
            <Badge color="blue" variant="light" data-testid="disclaimer-mark">
              {t("disclaimerMark")}
            </Badge>
          )}
        </Group>
        {/* How the line came to it, for QA: the pipeline's path, the class that decided, the question's kind. */}
        <Text size="xs" c="dimmed" data-testid="turn-how">
          {[
            `${t("turnPath")}: ${w.path[turn.path]}`,
            turn.terminalClass && turn.terminalClass !== "FALLTHROUGH"
              ? `${t("turnClass")}: ${w.terminalClass[turn.terminalClass as keyof typeof w.terminalClass] ?? turn.terminalClass}`
              : null,
            turn.intent ? `${t("turnIntent")}: ${w.intent[turn.intent] ?? turn.intent}` : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t("caller")}:{" "}
          </Text>
          {turn.utterance}
        </Text>
        <LineSaid turn={turn} />
        <Citations turn={turn} />
        <LatencyBar turn={turn} />
      </Stack>
    </Card>
  );
}

/**
 * What the line said, as a reader reads it ("011 30 40 00"); underneath, for QA, the form the voice
 * said when it differs ("011, 30, 40, 00": the commas are its pauses). Turns stored before the
 * written form was kept have only the spoken one.
 */
function LineSaid({ turn }: { turn: Turn }) {
  const t = useT();
  const written = turn.answerWritten || turn.answer;
  return (
    <div>
      <Text size="sm" data-testid="turn-answer">
        <Text span fw={600}>
          {t("line")}:{" "}
        </Text>
        {written}
      </Text>
      {written !== turn.answer && (
        <Text size="xs" c="dimmed" data-testid="turn-answer-spoken">
          {t("spokenAs")}: {turn.answer}
        </Text>
      )}
    </div>
  );
}

/** The call's turns by outcome, most serious first: "Refused: medical advice", "2 × Answered". */
function OutcomeSummary({ turns }: { turns: readonly Turn[] }) {
  const t = useT();
  const shown = outcomeCounts(turns).filter((o) => o.outcome !== "other");
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" mt={6} data-testid="call-outcomes">
      <Text size="sm" c="dimmed">
        {t("callOutcomes")}:
      </Text>
      {shown.map((o) => (
        <TurnOutcomeBadge key={o.outcome} turn={turns.find((turn) => turnOutcome(turn) === o.outcome)!} count={o.count} />
      ))}
    </Group>
  );
}

function Citations({ turn }: { turn: Turn }) {
  const t = useT();
  const w = useWords();
  if (!turn.citations.length) {
    return (
      <Text size="xs" c="dimmed">
        {t("noCitations")}
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="citations">
      <Text size="xs" fw={600}>
        {t("citationsTitle")}
      </Text>
      {turn.citations.map((c, i) => (
        <div key={i}>
          <Text size="sm">
            {c.url ? (
              <Anchor href={c.url} target="_blank" rel="noreferrer">
                {c.title}
              </Anchor>
            ) : (
              c.title
            )}{" "}
            <Text span size="xs" c="dimmed" data-ref={c.ref ?? undefined}>
              ({w.citationSource[c.source]}
              <CitationPageLink citation={c} />)
            </Text>
          </Text>
          {c.passage && (
            <Text size="xs" c="dimmed" lineClamp={3} style={{ borderLeft: "3px solid var(--mantine-color-gray-3)", paddingLeft: 8 }}>
              {c.passage}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}

/** " · Departments", linked to the page that lists the source; the raw key ("department:cardiologie") is no longer shown. */
function CitationPageLink({ citation }: { citation: Turn["citations"][number] }) {
  const t = useT();
  const { slug, role } = useTenant();
  const page = citationPage(citation, role);
  if (!page) return null;
  return (
    <>
      {" · "}
      <Anchor component={Link} href={`/console/${slug}/${page.slug}`} size="xs">
        {t(page.label)}
      </Anchor>
    </>
  );
}

const SERVER_COLORS = ["teal", "blue", "violet", "orange", "grape", "cyan", "lime", "pink"];

/** end of speech → transcript → cognition → first sentence → first audio, to scale; a typed turn shows its server stages instead. */
function LatencyBar({ turn }: { turn: Turn }) {
  const t = useT();
  const w = useWords();
  const a = turn.agentTimings;
  const firstAudio = a?.firstAudioMs;
  if (a && firstAudio !== undefined) {
    const transcript = a.transcriptMs ?? 0;
    const firstSentence = a.firstSentenceMs ?? transcript;
    const parts = [
      { label: t("stageTranscript"), ms: transcript, color: "blue" },
      { label: t("stageCognition"), ms: Math.max(0, firstSentence - transcript), color: "teal" },
      { label: t("stageFirstAudio"), ms: Math.max(0, firstAudio - firstSentence), color: "orange" },
    ];
    return (
      <Stack gap={2} data-testid="latency-bar">
        <Text size="xs" fw={600}>
          {t("latencyTitle")}: {t("stageFirstAudio")} {Math.round(firstAudio)} ms
        </Text>
        <StageBar total={firstAudio} parts={parts.map((p) => ({ ...p, ms: Math.round(p.ms) }))} />
      </Stack>
    );
  }
  const stages = Object.entries(turn.stageLatencies ?? {}).filter(([, ms]) => ms > 0);
  const total = turn.totalMs ?? stages.reduce((n, [, ms]) => n + ms, 0);
  if (!stages.length) return null;
  return (
    <Stack gap={2} data-testid="latency-bar">
      <Text size="xs" fw={600}>
        {t("latencyTitle")}: {t("serverStages", { total: Math.round(total) })}
      </Text>
      <StageBar
        total={total}
        parts={stages.map(([stage, ms], i) => ({ label: w.stage[stage] ?? stage, ms, color: SERVER_COLORS[i % SERVER_COLORS.length]! }))}
      />
    </Stack>
  );
}

/**
 * The stages to scale, named in a legend under the bar. Names written inside the sections were cut
 * to "Cognition 1…" wherever a section was narrower than its name (every short stage, and most
 * stages on a phone); the legend wraps instead, and says each stage's milliseconds.
 */
function StageBar({ total, parts }: { total: number; parts: readonly { label: string; ms: number; color: string }[] }) {
  const f = useFormat();
  return (
    <>
      <Progress.Root size={12}>
        {parts.map((p) => (
          <Tooltip key={p.label} label={`${p.label}: ${f.number(p.ms)} ms`}>
            <Progress.Section value={(p.ms / Math.max(total, 1)) * 100} color={p.color} aria-label={`${p.label}: ${f.number(p.ms)} ms`} />
          </Tooltip>
        ))}
      </Progress.Root>
      <Group component="ul" gap="xs" style={{ rowGap: 2, listStyle: "none" }} p={0} m={0} data-testid="latency-legend">
        {parts.map((p) => (
          <Group component="li" key={p.label} gap={4} wrap="nowrap">
            <Box w={10} h={10} bg={p.color} style={{ borderRadius: 2, flex: "none" }} aria-hidden />
            <Text size="xs">
              {p.label} {f.number(p.ms)} ms
            </Text>
          </Group>
        ))}
      </Group>
    </>
  );
}
