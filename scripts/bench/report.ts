import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { MachineInfo } from "./machine";

/**
 * What every suite hands back. The project rule is that performance is a ratio against a baseline
 * measured in the same run on the same machine, so a row without a baseline ratio is incomplete
 * (see reportProblems) and the machine is part of the report, not an afterthought.
 */

export type TimeUnit = "µs" | "ms";

export interface LatencySummary {
  n: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export interface BaselineRatio {
  /** Id of a row in SuiteReport.baselines. */
  id: string;
  /** Metric p50 ÷ baseline p50, both in the same unit. */
  p50: number;
  p99: number;
}

export interface LatencyRow {
  kind: "latency";
  id: string;
  label: string;
  unit: TimeUnit;
  summary: LatencySummary;
  baseline: BaselineRatio;
}

export interface ThroughputRow {
  kind: "throughput";
  id: string;
  label: string;
  items: number;
  /** "pages", "chunks". */
  itemName: string;
  seconds: number;
  perSecond: number;
  /** Milliseconds per item ÷ the baseline's p50 in ms: "one chunk costs N round trips". */
  baseline: { id: string; ratio: number };
}

export type MetricRow = LatencyRow | ThroughputRow;

/** A measured, in-run reference point; ratios in the other rows divide by its p50. */
export interface BaselineRow {
  id: string;
  label: string;
  unit: TimeUnit;
  summary: LatencySummary;
}

/** A figure from outside this run (the seed reference system): stated, compared, never re-measured. */
export interface ExternalReference {
  label: string;
  /** As the source states it, e.g. "~5 ms per shape". */
  figure: string;
  /** The figure as a range in ms (lo = hi for a point figure). */
  rangeMs: [number, number];
  source: string;
  /** Which of our rows and percentile it is compared with. */
  compare: { rowId: string; percentile: "p50" | "p95" | "p99" };
  oursMs: number;
  /** ours ÷ the lower end of the reference range: below 1 means faster even than the seed's best case. */
  ratioToLow: number;
}

export interface ReportSection {
  title: string;
  rows: MetricRow[];
}

export interface SuiteReport {
  suite: string;
  description: string;
  startedAt: string;
  durationSeconds: number;
  machine: MachineInfo;
  /** Inputs and settings that decide the figures (corpus sizes, rounds, embedder, seeds). */
  params: Record<string, string | number | boolean>;
  baselines: BaselineRow[];
  sections: ReportSection[];
  references: ExternalReference[];
  /** Tables of counts (quality figures) that are no latency or throughput row. */
  tables?: CountTable[];
  notes: string[];
}

export interface CountTable {
  title: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * Percentile with linear interpolation between closest ranks (the common "type 7" definition, as
 * numpy and spreadsheets use): p50 of [1, 2, 3, 4] is 2.5, not 2 or 3.
 */
export function percentile(sortedAscending: readonly number[], p: number): number {
  if (sortedAscending.length === 0) throw new Error("percentile of an empty sample");
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile must be within 0–100, got ${p}`);
  const rank = (p / 100) * (sortedAscending.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  const a = sortedAscending[lo]!;
  const b = sortedAscending[hi]!;
  return a + (b - a) * (rank - lo);
}

export function summarise(samples: readonly number[]): LatencySummary {
  if (samples.length === 0) throw new Error("cannot summarise an empty sample");
  if (samples.some((s) => !Number.isFinite(s))) throw new Error("sample contains a non-finite value");
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length;
  return {
    n: sorted.length,
    min: sorted[0]!,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1]!,
    mean,
  };
}

const MS_PER_UNIT: Record<TimeUnit, number> = { µs: 0.001, ms: 1 };

/** Summarise samples given in ms, expressed in `unit`. */
export function summariseMs(samplesMs: readonly number[], unit: TimeUnit): LatencySummary {
  return summarise(samplesMs.map((ms) => ms / MS_PER_UNIT[unit]));
}

function toMs(value: number, unit: TimeUnit): number {
  return value * MS_PER_UNIT[unit];
}

export function baselineRow(id: string, label: string, samplesMs: readonly number[], unit: TimeUnit): BaselineRow {
  return { id, label, unit, summary: summariseMs(samplesMs, unit) };
}

export function latencyRow(id: string, label: string, samplesMs: readonly number[], unit: TimeUnit, baseline: BaselineRow): LatencyRow {
  const summary = summariseMs(samplesMs, unit);
  const base = toMs(baseline.summary.p50, baseline.unit);
  return {
    kind: "latency",
    id,
    label,
    unit,
    summary,
    baseline: { id: baseline.id, p50: toMs(summary.p50, unit) / base, p99: toMs(summary.p99, unit) / base },
  };
}

export function throughputRow(id: string, label: string, items: number, itemName: string, seconds: number, baseline: BaselineRow): ThroughputRow {
  const msPerItem = (seconds * 1000) / items;
  return {
    kind: "throughput",
    id,
    label,
    items,
    itemName,
    seconds,
    perSecond: items / seconds,
    baseline: { id: baseline.id, ratio: msPerItem / toMs(baseline.summary.p50, baseline.unit) },
  };
}

export function externalReference(ref: Omit<ExternalReference, "oursMs" | "ratioToLow">, rows: readonly MetricRow[]): ExternalReference {
  const row = rows.find((r) => r.id === ref.compare.rowId);
  if (!row || row.kind !== "latency") throw new Error(`external reference "${ref.label}" compares with unknown latency row "${ref.compare.rowId}"`);
  const oursMs = toMs(row.summary[ref.compare.percentile], row.unit);
  return { ...ref, oursMs, ratioToLow: oursMs / ref.rangeMs[0] };
}

/** Why a report does not meet the project rule (empty when it does). */
export function reportProblems(report: SuiteReport): string[] {
  const problems: string[] = [];
  if (report.baselines.length === 0) problems.push("no in-run baseline");
  const ids = new Set(report.baselines.map((b) => b.id));
  for (const b of report.baselines) if (!(b.summary.p50 > 0)) problems.push(`baseline ${b.id} has a non-positive p50`);
  for (const s of report.sections) {
    for (const r of s.rows) {
      if (!ids.has(r.baseline.id)) problems.push(`${r.id}: baseline ${r.baseline.id} is not in the report`);
      const ratios = r.kind === "latency" ? [r.baseline.p50, r.baseline.p99] : [r.baseline.ratio];
      if (!ratios.every((x) => Number.isFinite(x) && x > 0)) problems.push(`${r.id}: ratio to baseline is not finite and positive`);
    }
  }
  if (!report.machine.cpuModel || !(report.machine.cores > 0) || !report.machine.node) problems.push("machine description incomplete");
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Rendering

/** Three significant digits, without scientific notation for the magnitudes a bench produces. */
export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  const abs = Math.abs(x);
  if (abs >= 1000) return Math.round(x).toLocaleString("en-US");
  if (abs >= 100) return x.toFixed(0);
  if (abs >= 10) return x.toFixed(1);
  if (abs >= 1) return x.toFixed(2);
  if (abs === 0) return "0";
  return x.toPrecision(3);
}

export function formatRatio(x: number): string {
  return `${formatNumber(x)}×`;
}

/** A plain-text table: first column left-aligned, the others right-aligned. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

function latencyTable(rows: readonly LatencyRow[]): string {
  return formatTable(
    ["metric", "unit", "n", "p50", "p95", "p99", "max", "p50 ÷ base", "p99 ÷ base", "baseline"],
    rows.map((r) => [
      r.label,
      r.unit,
      String(r.summary.n),
      formatNumber(r.summary.p50),
      formatNumber(r.summary.p95),
      formatNumber(r.summary.p99),
      formatNumber(r.summary.max),
      formatRatio(r.baseline.p50),
      formatRatio(r.baseline.p99),
      r.baseline.id,
    ]),
  );
}

function throughputTable(rows: readonly ThroughputRow[]): string {
  return formatTable(
    ["metric", "items", "seconds", "rate", "ms/item ÷ base", "baseline"],
    rows.map((r) => [
      r.label,
      `${r.items.toLocaleString("en-US")} ${r.itemName}`,
      formatNumber(r.seconds),
      `${formatNumber(r.perSecond)} ${r.itemName}/s`,
      formatRatio(r.baseline.ratio),
      r.baseline.id,
    ]),
  );
}

export function renderReport(report: SuiteReport): string {
  const m = report.machine;
  const out: string[] = [];
  out.push(`== bench ${report.suite}: ${report.description}`);
  out.push(
    `machine: ${m.cpuModel}, ${m.cores} cores, ${Math.round(m.memoryGiB)} GiB, node ${m.node} (${m.platform}/${m.arch}), commit ${m.commit}, load ${m.loadAverage1m} (1 min)`,
  );
  out.push(`run: ${report.startedAt}, ${formatNumber(report.durationSeconds)} s`);
  out.push(
    `params: ${Object.entries(report.params)
      .map(([k, v]) => `${k}=${v}`)
      .join(", ")}`,
  );
  out.push("", "in-run baselines (same process, same machine; ratios below divide by their p50):");
  out.push(
    formatTable(
      ["baseline", "unit", "n", "p50", "p95", "p99"],
      report.baselines.map((b) => [
        `${b.id}: ${b.label}`,
        b.unit,
        String(b.summary.n),
        formatNumber(b.summary.p50),
        formatNumber(b.summary.p95),
        formatNumber(b.summary.p99),
      ]),
    ),
  );
  for (const s of report.sections) {
    out.push("", `${s.title}:`);
    const latency = s.rows.filter((r): r is LatencyRow => r.kind === "latency");
    const throughput = s.rows.filter((r): r is ThroughputRow => r.kind === "throughput");
    if (latency.length) out.push(latencyTable(latency));
    if (throughput.length) out.push(throughputTable(throughput));
  }
  for (const t of report.tables ?? []) out.push("", `${t.title}:`, formatTable(t.headers, t.rows));
  if (report.references.length) {
    out.push("", "external references (seed reference system, not re-measured here):");
    out.push(
      formatTable(
        ["reference", "figure", "ours", "ours ÷ low end", "source"],
        report.references.map((r) => [
          r.label,
          r.figure,
          `${formatNumber(r.oursMs)} ms (${r.compare.rowId} ${r.compare.percentile})`,
          formatRatio(r.ratioToLow),
          r.source,
        ]),
      ),
    );
  }
  if (report.notes.length) out.push("", "notes:", ...report.notes.map((n) => `- ${n}`));
  return `${out.join("\n")}\n`;
}

/** bench-results/ at the repository root (git-ignored). */
export const RESULTS_DIR = fileURLToPath(new URL("../../bench-results", import.meta.url));

export async function writeReportJson(report: SuiteReport, dir: string = RESULTS_DIR): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${report.suite}.json`);
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
}
