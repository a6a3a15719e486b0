import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { loadDemoMaterial } from "../fixtures/demo-material";
import { buildSyntheticBundle } from "../fixtures/synthetic-tenant";
import { buildTextCorpus } from "../fixtures/text-corpus";
import { formatNumber, renderReport, reportProblems, writeReportJson, type SuiteReport } from "../report";
import type { BenchContext } from "../suite";
import { e5Available } from "../../safety/semantic/e5";
import { SUITES } from ".";

/** Smoke runs: the suites still run against today's code and report complete ratios. No timing is asserted. */
const quick = (syntheticChunks?: number): BenchContext => ({
  options: { quick: true, rounds: 1, syntheticChunks, ingest: "bulk", sealed: false, heldOut: false, callerTiming: "both", cpuProf: false, cv: false },
  progress: () => {},
});

const out = mkdtempSync(join(tmpdir(), "bench-smoke-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/**
 * What a user reads: every row is on its own line of the printed table with its figures, the
 * percentiles are in order, the ratios are real numbers, and the JSON file holds the same report.
 */
async function expectCompleteReport(report: SuiteReport): Promise<void> {
  expect(reportProblems(report)).toEqual([]);
  const printed = renderReport(report).split("\n");
  for (const row of report.sections.flatMap((s) => s.rows)) {
    const ratios = row.kind === "latency" ? [row.baseline.p50, row.baseline.p99] : [row.baseline.ratio];
    for (const r of ratios) {
      expect(Number.isFinite(r), `${row.id} ratio`).toBe(true);
      expect(r, `${row.id} ratio`).toBeGreaterThan(0);
    }
    // A label can head two rows (one import in pages and in chunks): one of its lines must match.
    // Labels may be indented (sub-rows): the columns are what follows the label.
    const lines = printed
      .filter((l) => l.startsWith(`${row.label} `))
      .map((l) =>
        l
          .slice(row.label.length)
          .trim()
          .split(/\s{2,}/),
      );
    expect(lines.length, `${row.id}: no line starts with its label`).toBeGreaterThan(0);
    if (row.kind === "latency") {
      const { n, min, p50, p95, p99, max } = row.summary;
      expect(n, `${row.id} samples`).toBeGreaterThan(0);
      expect([min, p50, p95, p99, max], `${row.id} percentiles in order`).toEqual([min, p50, p95, p99, max].sort((a, b) => a - b));
      // unit, n, p50, p95 as printed, and the baseline named in the last column.
      expect(lines.map((cells) => [...cells.slice(0, 4), cells.at(-1)])).toContainEqual([
        row.unit,
        String(n),
        formatNumber(p50),
        formatNumber(p95),
        row.baseline.id,
      ]);
    } else {
      expect(row.items, `${row.id} items`).toBeGreaterThan(0);
      expect(row.perSecond, `${row.id} rate`).toBeGreaterThan(0);
      // items, rate as printed, and the baseline named in the last column.
      expect(lines.map((cells) => [cells[0], cells[2], cells.at(-1)])).toContainEqual([
        `${row.items.toLocaleString("en-US")} ${row.itemName}`,
        `${formatNumber(row.perSecond)} ${row.itemName}/s`,
        row.baseline.id,
      ]);
    }
  }
  const file = await writeReportJson(report, out);
  expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(report);
}

describe("bench suites", () => {
  it("registers unique lower-case names", () => {
    const names = SUITES.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("text: a tiny run reports every function in every language against the baseline", async () => {
    const report = await SUITES.find((s) => s.name === "text")!.run(quick());
    await expectCompleteReport(report);
    const ids = report.sections.flatMap((s) => s.rows.map((r) => r.id));
    for (const fn of ["classifyTerminal", "postFilter", "shapeForSpeech"]) {
      expect(ids).toContain(fn);
      for (const lang of LANGUAGES) expect(ids).toContain(`${fn}.${lang}`);
    }
    expect(report.references.map((r) => r.label)).toContain("seed VoiceAnswerShaper");
    // Safety recall on the development sets, per language, and the pre-filter with the second
    // opinion when the local embedder can run here.
    const safety = report.tables?.find((t) => t.title.startsWith("safety, development sets"));
    for (const lang of LANGUAGES) expect(safety?.rows.some((r) => r[0] === lang && r[1] === "patterns")).toBe(true);
    expect(ids).toContain("prefilter.patterns");
    if (e5Available()) expect(ids).toEqual(expect.arrayContaining(["prefilter.semantic", "e5.embed"]));
    // The whole-turn count is skipped in a quick run, and the report says so rather than staying silent.
    expect(report.notes).toContain("whole turns for the asks the pre-filter lets through: not run (--quick)");
    expect(report.tables?.some((t) => t.title.includes("as whole turns"))).toBe(false);
  }, 240_000);

  it("retrieval: a tiny run ingests, searches both tenants and reports the Value Framework rows", async () => {
    const report = await SUITES.find((s) => s.name === "retrieval")!.run(quick(200));
    await expectCompleteReport(report);
    const ids = report.sections.flatMap((s) => s.rows.map((r) => r.id));
    expect(ids).toEqual(
      expect.arrayContaining([
        "ingest.demo.chunks",
        "ingest.bulk.total.chunks",
        "demo.searchQuestion",
        "demo.vf",
        "generated.searchQuestion",
        "generated.vfCpu",
      ]),
    );
    expect(report.params.syntheticChunks).toBeGreaterThanOrEqual(200);
  }, 240_000);
});

describe("bench suites (cognition)", () => {
  it("turn: a tiny run times every path, the deterministic throughput and the agent path against select 1", async () => {
    const report = await SUITES.find((s) => s.name === "turn")!.run(quick());
    await expectCompleteReport(report);
    const ids = report.sections.flatMap((s) => s.rows.map((r) => r.id));
    expect(ids).toEqual(expect.arrayContaining(["path.prefilter", "path.capability", "path.faq", "path.extractive", "path.agent", "deterministic.turns"]));
    expect(report.notes[0]).toBe("every timed turn took the path of its row");
  }, 240_000);
});

describe("bench corpora are deterministic", () => {
  it("the same seed gives the same text corpus, in all four languages", async () => {
    const material = await loadDemoMaterial();
    const a = buildTextCorpus(material, { perLang: 20, seed: "s" });
    const b = buildTextCorpus(material, { perLang: 20, seed: "s" });
    expect(b).toEqual(a);
    expect(new Set(a.utterances.map((u) => u.lang))).toEqual(new Set(LANGUAGES));
  });

  it("the generated tenant has the requested size and identical page hashes run to run", async () => {
    const material = await loadDemoMaterial();
    const a = buildSyntheticBundle(material, { minChunks: 105 });
    const b = buildSyntheticBundle(material, { minChunks: 105 });
    expect(a.expectedChunks).toBeGreaterThanOrEqual(105);
    expect(b.bundle.pages.map((p) => p.contentHash)).toEqual(a.bundle.pages.map((p) => p.contentHash));
  });
});
