"use client";

import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Suspense } from "react";
import {
  ANSWER_PATHS,
  CALL_ENDINGS,
  CALL_OUTCOMES,
  CONVERSATION_CHANNELS,
  TERMINAL_CLASSES,
  type AnswerPath,
  type CallEnding,
  type CallOutcome,
  type ConversationChannel,
  type TerminalClass,
} from "~/contracts/vocabulary";
import { REPLAY_ROLES } from "~/contracts/roles";
import { LANGUAGES, type Lang } from "~/lib/lang";
import { useTRPC } from "../../../../_trpc/react";
import { useFormat, useT, useWords } from "../../../_i18n";
import { DateFilter } from "../../../_components/date-filter";
import { DispositionBadge } from "../../../_components/disposition";
import { FilterPanel } from "../../../_components/filter-panel";
import { FilterSelect } from "../../../_components/filter-select";
import { ListPager } from "../../../_components/list-pager";
import { ResponsiveTable } from "../../../_components/responsive-table";
import { OutcomeBadge } from "../../../_components/turn-outcome-badge";
import { TextFilter } from "../../../_components/text-filter";
import { useTenant } from "../../../_components/tenant-context";
import { useUrlFilters } from "../../../_components/url-filters";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILTERS = ["from", "to", "channel", "language", "ending", "outcome", "path", "class", "text", "ids"] as const;
const PAGE_SIZE = 50;

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined => ((list as readonly string[]).includes(value) ? (value as T) : undefined);

export default function CallsPage() {
  return (
    <RequireRole minRole={REPLAY_ROLES}>
      <Suspense fallback={<Loading />}>
        <Calls />
      </Suspense>
    </RequireRole>
  );
}

function Calls() {
  const t = useT();
  const w = useWords();
  const f = useFormat();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const { values: v, page, set } = useUrlFilters(FILTERS);
  // ?ids=… : the calls a dashboard link or an alert pointed at.
  const ids = v.ids
    .split(",")
    .filter((id) => UUID.test(id))
    .slice(0, 30);
  const filter = {
    from: v.from || undefined,
    to: v.to || undefined,
    channel: oneOf<ConversationChannel>(CONVERSATION_CHANNELS, v.channel),
    language: oneOf<Lang>(LANGUAGES, v.language),
    ending: oneOf<CallEnding>(CALL_ENDINGS, v.ending),
    outcome: oneOf<CallOutcome>(CALL_OUTCOMES, v.outcome),
    path: oneOf<AnswerPath>(ANSWER_PATHS, v.path),
    terminalClass: oneOf<TerminalClass>(TERMINAL_CLASSES, v.class),
    text: v.text || undefined,
    ids: ids.length ? ids : undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({ ...trpc.replay.list.queryOptions({ tenant: slug, filter }), placeholderData: keepPreviousData });
  const options = <T extends string>(codes: readonly T[], words: Record<T, string>) =>
    codes.map((c) => ({ value: c, label: words[c] })).sort((a, b) => a.label.localeCompare(b.label));
  // Every call in which the caller was sent to 112, by its turns: a call stored as put through after
  // the 112 reply is one of them too (a stored disposition alone missed it).
  const emergencyOnly = v.outcome === "emergency";
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navCalls")}
        </Title>
        <Text c="dimmed">{t("callsLead")}</Text>
      </div>
      <Group gap="xs">
        <Button
          size="xs"
          color="red"
          variant={emergencyOnly ? "filled" : "light"}
          aria-pressed={emergencyOnly}
          onClick={() => set({ outcome: emergencyOnly ? null : "emergency" })}
          data-testid="filter-emergencies"
        >
          {t("onlyEmergencies")}
        </Button>
      </Group>
      <FilterPanel active={FILTERS.filter((k) => k !== "ids" && v[k] !== "").length}>
        <DateFilter label={t("filterFrom")} value={v.from} onChange={(from) => set({ from })} />
        <DateFilter label={t("filterTo")} value={v.to} onChange={(to) => set({ to })} />
        <FilterSelect
          label={t("filterChannel")}
          data={options(CONVERSATION_CHANNELS, w.channel)}
          value={filter.channel}
          onChange={(c) => set({ channel: c })}
          w={170}
        />
        <FilterSelect
          label={t("filterLanguage")}
          data={options(LANGUAGES, w.language)}
          value={filter.language}
          onChange={(l) => set({ language: l })}
          w={150}
        />
        <FilterSelect
          label={t("filterDisposition")}
          // Most serious first, as the dashboard lists them: the same words as the column.
          data={CALL_ENDINGS.map((e) => ({ value: e, label: w.disposition[e] }))}
          value={filter.ending}
          onChange={(e) => set({ ending: e })}
          w={200}
        />
        <FilterSelect
          label={t("filterOutcome")}
          // Most serious first, as the column shows them: not sorted by their words.
          data={CALL_OUTCOMES.map((o) => ({ value: o, label: w.callOutcome[o] }))}
          value={filter.outcome}
          onChange={(o) => set({ outcome: o })}
          w={240}
        />
        <FilterSelect label={t("filterPath")} data={options(ANSWER_PATHS, w.path)} value={filter.path} onChange={(p) => set({ path: p })} w={180} />
        <FilterSelect
          label={t("filterClass")}
          data={options(TERMINAL_CLASSES, w.terminalClass)}
          value={filter.terminalClass}
          onChange={(c) => set({ class: c })}
          searchable
          w={240}
        />
        <TextFilter label={t("filterTextWords")} value={v.text} onChange={(text) => set({ text })} w={220} />
      </FilterPanel>
      {ids.length > 0 && (
        <Group gap="xs">
          <Text size="sm">{t("filterOnlyLinked", { count: ids.length })}</Text>
          <Button size="xs" variant="subtle" onClick={() => set({ ids: null })}>
            {t("showAll")}
          </Button>
        </Group>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} retry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <Empty>{t("callsEmpty")}</Empty>
      ) : (
        <>
          <ResponsiveTable
            rows={list.data.rows}
            rowKey={(c) => c.id}
            minWidth={800}
            testId="calls"
            rowAttributes={(c) => ({ "data-turns": String(c.turns) })}
            columns={[
              {
                label: t("colStarted"),
                card: "title",
                cell: (c) => (
                  <Anchor component={Link} href={`/console/${slug}/calls/${c.id}`} style={{ whiteSpace: "nowrap" }}>
                    {f.dateTime(c.startedAt)}
                  </Anchor>
                ),
              },
              { label: t("colChannel"), card: "meta", cell: (c) => w.channel[c.channel] },
              { label: t("language"), card: "meta", cell: (c) => (c.language ? w.language[c.language] : "—") },
              {
                label: t("colDisposition"),
                card: "aside",
                cell: (c) => <DispositionBadge disposition={c.disposition} ending={c.ending} />,
              },
              {
                label: t("colOutcome"),
                card: "text",
                cardCell: (c) =>
                  c.emergency + c.refused + c.notFound === 0 ? null : <CallOutcomes emergency={c.emergency} refused={c.refused} notFound={c.notFound} />,
                cell: (c) =>
                  c.emergency + c.refused + c.notFound === 0 ? "—" : <CallOutcomes emergency={c.emergency} refused={c.refused} notFound={c.notFound} />,
              },
              { label: t("colTurns"), card: "meta", cell: (c) => f.number(c.turns), cardCell: (c) => t("turnsCount", { count: c.turns }) },
              { label: t("colFirstQuestion"), card: "text", cell: (c) => c.firstQuestion ?? "—" },
            ]}
          />
          <ListPager total={list.data.total} page={list.data.page} pageSize={list.data.pageSize} noun="callsCount" onPage={(p) => set({ page: p })} />
        </>
      )}
    </Stack>
  );
}

/** A call's turns that sent the caller to 112, were refused (medical advice, or stopped by the post-filter) or found nothing; most serious first. */
function CallOutcomes({ emergency, refused, notFound }: { emergency: number; refused: number; notFound: number }) {
  return (
    <Group gap={4}>
      {emergency > 0 && <OutcomeBadge outcome="emergency" count={emergency} />}
      {refused > 0 && <OutcomeBadge outcome="refused" count={refused} />}
      {notFound > 0 && <OutcomeBadge outcome="not_found" count={notFound} />}
    </Group>
  );
}
