"use client";

import "@mantine/charts/styles.css";
import { BarChart, DonutChart, LineChart } from "@mantine/charts";
import { Anchor, Card, ColorSwatch, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";
import type { CallEnding } from "~/contracts/vocabulary";
import { useTRPC } from "../../../../_trpc/react";
import { useFormat, useT, useWords } from "../../../_i18n";
import { DateFilter } from "../../../_components/date-filter";
import { AlertThresholdsCard } from "./alert-thresholds-card";
import { useTenant } from "../../../_components/tenant-context";
import { ResponsiveTable } from "../../../_components/responsive-table";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";

type Dashboard = inferRouterOutputs<AppRouter>["operations"]["dashboard"];
type Preset = "today" | "7d" | "30d" | "custom";

const PATH_COLORS: Record<string, string> = {
  prefilter: "gray.6",
  capability: "teal.6",
  faq: "blue.6",
  agent: "violet.6",
  extractive: "orange.6",
  fallback: "red.6",
};
/** How calls ended (CALL_ENDINGS): the call list's badges' colours, as chart swatches. */
const ENDING_COLORS: Record<CallEnding, string> = {
  emergency: "red.7",
  escalated: "blue.6",
  answered: "teal.6",
  after_refusal: "orange.6",
  unanswered: "orange.3",
  farewelled: "teal.3",
  ended_by_caller: "gray.5",
  abandoned: "grape.5",
  open: "yellow.5",
};
const LANGUAGE_COLORS = ["teal.6", "blue.6", "violet.6", "orange.6", "gray.5"];

export default function OperationsPage() {
  return (
    <RequireRole minRole="operator">
      <Operations />
    </RequireRole>
  );
}

function Operations() {
  const t = useT();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const f = useFormat();
  const [preset, setPreset] = useState<Preset>("7d");
  // Lazy initialisers: the default custom range is the hospital's last two weeks, computed once.
  const [from, setFrom] = useState(() => f.today(new Date(Date.now() - 13 * 86_400_000)));
  const [to, setTo] = useState(() => f.today());
  const period = preset === "custom" ? ({ preset, from, to } as const) : ({ preset } as const);
  const dashboard = useQuery({ ...trpc.operations.dashboard.queryOptions({ tenant: slug, period }), placeholderData: keepPreviousData });
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navOperations")}
        </Title>
        <Text c="dimmed">{t("opsLead")}</Text>
      </div>
      <Group align="flex-end">
        <SegmentedControl
          aria-label={t("period")}
          value={preset}
          onChange={(v) => setPreset(v as Preset)}
          data={[
            { value: "today", label: t("periodToday") },
            { value: "7d", label: t("period7d") },
            { value: "30d", label: t("period30d") },
            { value: "custom", label: t("periodCustom") },
          ]}
        />
        {preset === "custom" && (
          <>
            <DateFilter label={t("periodFrom")} value={from} onChange={(day) => day && setFrom(day)} />
            <DateFilter label={t("periodTo")} value={to} onChange={(day) => day && setTo(day)} />
          </>
        )}
      </Group>
      {dashboard.isPending ? (
        <Loading />
      ) : dashboard.isError ? (
        <LoadError error={dashboard.error} retry={() => void dashboard.refetch()} />
      ) : dashboard.data.calls.total === 0 && dashboard.data.turns.length === 0 ? (
        <Empty>{t("opsEmpty")}</Empty>
      ) : (
        <Charts d={dashboard.data} slug={slug} />
      )}
      <AlertThresholdsCard />
    </Stack>
  );
}

function Panel({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Text fw={600}>{title}</Text>
      {lead && (
        <Text size="xs" c="dimmed">
          {lead}
        </Text>
      )}
      <div style={{ marginTop: 12 }}>{children}</div>
    </Card>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/**
 * A donut with its legend (the chart's labels show the numbers only). The legend sits beside the
 * donut where the panel has room and under it where not (console.css, by the panel's width); each
 * entry is one line, its count aligned on the right: a long name ("Ended with a goodbye") neither
 * wraps nor drops one panel's legend under its chart while the next panel's sits beside it.
 */
function Donut({ data, label }: { data: { name: string; value: number; color: string }[]; label: string }) {
  const f = useFormat();
  return (
    <div className="donut-with-legend">
      <div className="donut-layout">
        <DonutChart withLabelsLine withLabels withTooltip data={data} style={{ flexShrink: 0 }} />
        <Stack component="ul" aria-label={label} gap={6} m={0} p={0} className="donut-legend" data-testid="donut-legend">
          {data.map((x) => (
            <Group component="li" key={x.name} gap={8} wrap="nowrap" style={{ listStyle: "none" }} data-testid="donut-legend-entry">
              <ColorSwatch color={`var(--mantine-color-${x.color.replace(".", "-")})`} size={12} withShadow={false} style={{ flexShrink: 0 }} />
              <Text size="sm" style={{ flex: 1, whiteSpace: "nowrap" }}>
                {x.name}
              </Text>
              <Text size="sm" fw={600} ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                {f.number(x.value)}
              </Text>
            </Group>
          ))}
        </Stack>
      </div>
    </div>
  );
}

/**
 * A line chart's legend, above the chart in the page's own layout: the chart's built-in one is
 * drawn inside the chart's height, so at a phone's width its three or four entries wrapped onto
 * as many lines and left the plot a strip (the answer quality chart at 390 px: about 110 of its
 * 240 px, the 25 % and 75 % lines lost). Here the entries wrap as text does and the chart keeps
 * its height. A series with no value in the period says so, instead of a swatch with no line.
 */
function LineLegend({ series, data, label }: { series: ChartLine[]; data: Record<string, unknown>[]; label: string }) {
  const t = useT();
  return (
    <Group component="ul" aria-label={label} gap="md" m={0} mb={8} p={0} style={{ rowGap: 4 }} data-testid="line-legend">
      {series.map((s) => {
        const empty = data.every((row) => row[s.name] === null || row[s.name] === undefined);
        return (
          <Group component="li" key={s.name} gap={6} wrap="nowrap" style={{ listStyle: "none" }} data-testid="line-legend-entry">
            <svg width="18" height="10" aria-hidden="true" style={{ flexShrink: 0 }}>
              <line
                x1="1"
                y1="5"
                x2="17"
                y2="5"
                stroke={`var(--mantine-color-${s.color.replace(".", "-")})`}
                strokeWidth="3"
                strokeDasharray={s.strokeDasharray}
              />
            </svg>
            <Text size="sm" c={empty ? "dimmed" : undefined}>
              {s.label ?? s.name}
              {empty && ` (${t("noDataInPeriod")})`}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}

/** A line chart's series as the legend and the chart both read it. */
interface ChartLine {
  name: string;
  label?: string;
  color: string;
  strokeDasharray?: string;
}

/**
 * Room for "1.200 ms" on one line: at a phone's width the axis broke it after the number. Recharts
 * wraps a tick's words to the width it measures for them; the tick (Mantine's own, repeated) is
 * given more than any label needs, and the axis the room to show it.
 */
const MS_AXIS = { width: 72, tick: { transform: "translate(-10, 0)", fontSize: 12, fill: "currentColor", width: 200 } };

/**
 * Every second hour, 00 to 22, at every width. Left to itself the axis dropped whichever labels it
 * measured as crowded (22 was missing between its neighbours), so a reader could not count the bars
 * to an hour; a fixed step of two fits a phone's width and reads the same on a laptop.
 */
const HOUR_AXIS = { interval: 1, minTickGap: 0 } as const;

const round = (n: number | null | undefined) => (n == null ? null : Math.round(n));
const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

function Charts({ d, slug }: { d: Dashboard; slug: string }) {
  const t = useT();
  const w = useWords();
  const f = useFormat();
  // Axes and tooltips in the console's language: days as 24-11-2026, 1.200 ms in Dutch.
  const count = (v: number) => f.number(v);
  const emergencyCount = d.turns.reduce((n, x) => n + x.emergencies, 0);
  const turns = d.turns.reduce((n, x) => n + x.turns, 0);
  const overall = d.latency.find((r) => r.day === null && r.path === null);
  const days = d.latency
    .filter((r) => r.day !== null && r.path === null)
    .map((r) => ({ day: f.day(r.day!), p50: round(r.p50), p95: round(r.p95), p99: round(r.p99) }));
  const paths = [...new Set(d.latency.filter((r) => r.path !== null).map((r) => r.path!))];
  const perPath = [...new Set(d.latency.filter((r) => r.day !== null).map((r) => r.day!))].map((day) => ({
    day: f.day(day),
    ...Object.fromEntries(paths.map((p) => [p, round(d.latency.find((r) => r.day === day && r.path === p)?.p95)])),
  }));
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    hour: String(hour).padStart(2, "0"),
    calls: d.calls.perHour.find((h) => h.hour === hour)?.calls ?? 0,
  }));
  const per1000 = (n: number, of: number) => (of ? Math.round((n / of) * 10_000) / 10 : 0);
  const safety = d.turns.map((x) => ({
    day: f.day(x.day),
    emergencies: per1000(x.emergencies, x.turns),
    refusals: per1000(x.refusals, x.turns),
    postfilterBlocks: per1000(x.postfilterBlocks, x.turns),
    disclaimers: per1000(x.disclaimers, x.turns),
  }));
  const mismatchByDay = new Map(d.mismatch.map((m) => [m.day, m.mismatchRate]));
  const latencyLines: ChartLine[] = [
    { name: "p50", color: "teal.6" },
    { name: "p95", color: "orange.6" },
    { name: "p99", color: "red.6" },
  ];
  const pathLines: ChartLine[] = paths.map((p) => ({ name: p, label: w.path[p as keyof typeof w.path] ?? p, color: PATH_COLORS[p] ?? "gray.6" }));
  const safetyLines: ChartLine[] = [
    { name: "emergencies", label: t("emergencies"), color: "red.7" },
    { name: "refusals", label: t("refusals"), color: "orange.6" },
    { name: "postfilterBlocks", label: t("postfilterBlocks"), color: "grape.6" },
    { name: "disclaimers", label: t("disclaimers"), color: "blue.5" },
  ];
  // Two shares are often equal (every answer grounded and spoken whole: both 100 %): the second
  // is dashed, so both lines show where they lie on each other.
  const qualityLines: ChartLine[] = [
    { name: "mismatch", label: t("mismatch"), color: "orange.6" },
    { name: "grounding", label: t("grounding"), color: "teal.6" },
    { name: "shaper", label: t("shaper"), color: "blue.6", strokeDasharray: "7 5" },
  ];
  const quality = d.turns.map((x) => ({
    day: f.day(x.day),
    mismatch: mismatchByDay.has(x.day) ? Math.round(mismatchByDay.get(x.day)! * 1000) / 10 : null,
    grounding: pct(x.grounded, x.answers),
    shaper: pct(x.shapedWhole, x.answers),
  }));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Stat label={t("statCalls")} value={f.number(d.calls.total)} testId="stat-calls" />
        <Stat label={t("statTurns")} value={f.number(turns)} testId="stat-turns" />
        <Stat label={t("statPeak")} value={f.number(d.calls.peak)} testId="stat-peak" />
        <Stat label={t("statP95")} value={overall ? f.seconds(overall.p95) : "—"} testId="stat-p95" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Panel title={t("callsPerDay")}>
          <BarChart
            h={220}
            data={d.calls.perDay.map((x) => ({ ...x, day: f.day(x.day) }))}
            dataKey="day"
            valueFormatter={count}
            yAxisProps={{ allowDecimals: false }}
            series={[{ name: "calls", label: t("statCalls"), color: "teal.6" }]}
          />
        </Panel>
        <Panel title={t("callsPerHour")}>
          <BarChart
            h={220}
            data={hours}
            dataKey="hour"
            valueFormatter={count}
            xAxisProps={HOUR_AXIS}
            yAxisProps={{ allowDecimals: false }}
            series={[{ name: "calls", label: t("statCalls"), color: "blue.6" }]}
          />
        </Panel>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Panel title={t("firstAudioTitle")} lead={t("firstAudioLead")}>
          {days.length ? (
            <>
              <LineLegend series={latencyLines} data={days} label={t("firstAudioTitle")} />
              <LineChart
                h={220}
                data={days}
                dataKey="day"
                unit=" ms"
                yAxisProps={MS_AXIS}
                series={latencyLines}
                valueFormatter={count}
                referenceLines={[{ y: 1500, label: f.seconds(1500), color: "red.4" }]}
              />
            </>
          ) : (
            <Empty>{t("noVoiceTurns")}</Empty>
          )}
        </Panel>
        <Panel title={t("firstAudioPerPath")}>
          {perPath.length ? (
            <>
              <LineLegend series={pathLines} data={perPath} label={t("firstAudioPerPath")} />
              <LineChart h={220} data={perPath} dataKey="day" unit=" ms" yAxisProps={MS_AXIS} valueFormatter={count} connectNulls series={pathLines} />
            </>
          ) : (
            <Empty>{t("noVoiceTurns")}</Empty>
          )}
        </Panel>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Panel title={t("safetyTitle")}>
          {emergencyCount > 0 && (
            <Anchor component={Link} href={`/console/${slug}/calls?outcome=emergency`} size="sm" data-testid="emergency-calls-link">
              {t("seeEmergencyCalls", { count: emergencyCount })}
            </Anchor>
          )}
          <LineLegend series={safetyLines} data={safety} label={t("safetyTitle")} />
          <LineChart h={220} data={safety} dataKey="day" valueFormatter={(v) => f.number(v, Number.isInteger(v) ? 0 : 1)} series={safetyLines} />
        </Panel>
        <Panel title={t("qualityTitle")}>
          <LineLegend series={qualityLines} data={quality} label={t("qualityTitle")} />
          <LineChart
            h={220}
            data={quality}
            dataKey="day"
            unit=" %"
            valueFormatter={(v) => f.number(v, Number.isInteger(v) ? 0 : 1)}
            connectNulls
            yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100] }}
            series={qualityLines}
            data-testid="quality-chart"
          />
        </Panel>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Panel title={t("dispositionsTitle")}>
          <Donut
            label={t("dispositionsTitle")}
            // In the call list's words (one vocabulary, one rule on the server): a call the list shows
            // as ended with a goodbye or after a refusal is not counted as answered here.
            data={d.dispositions.map((x) => ({
              name: w.disposition[x.disposition],
              value: x.calls,
              color: ENDING_COLORS[x.disposition],
            }))}
          />
        </Panel>
        <Panel title={t("languagesTitle")}>
          <Donut
            label={t("languagesTitle")}
            data={d.languages.map((x, i) => ({
              name: w.language[x.language as keyof typeof w.language] ?? w.unknown,
              value: x.calls,
              color: LANGUAGE_COLORS[i % LANGUAGE_COLORS.length]!,
            }))}
          />
        </Panel>
      </SimpleGrid>
      <Panel title={t("unansweredTitle")} lead={t("unansweredLead")}>
        {d.unanswered.length === 0 ? (
          <Empty>{t("unansweredEmpty")}</Empty>
        ) : (
          // Cards on a phone: the 640 px table scrolled sideways at 390 px inside the dashboard.
          <ResponsiveTable
            testId="unanswered"
            minWidth={640}
            rows={d.unanswered}
            rowKey={(q) => q.questionKey}
            columns={[
              {
                label: t("colQuestion"),
                card: "title",
                cell: (q) => (
                  <Anchor
                    component={Link}
                    href={
                      q.conversationIds.length === 1
                        ? `/console/${slug}/calls/${q.conversationIds[0]}`
                        : `/console/${slug}/calls?ids=${q.conversationIds.join(",")}`
                    }
                  >
                    {q.example ?? q.questionKey}
                  </Anchor>
                ),
              },
              { label: t("colAsked"), cell: (q) => f.number(q.turns) },
              { label: t("colCalls"), cell: (q) => f.number(q.calls) },
              { label: t("colNotFound"), cell: (q) => f.number(q.notFound) },
              { label: t("colTransferred"), cell: (q) => f.number(q.transferred) },
              { label: t("colLastAsked"), card: "text", cell: (q) => f.dateTime(q.lastAsked) },
            ]}
          />
        )}
      </Panel>
    </Stack>
  );
}
