import { describe, expect, it } from "vitest";
import { BenchArgsError, parseBenchArgs } from "./args";
import { seededRandom } from "./fixtures/seeded-random";
import type { MachineInfo } from "./machine";
import {
  baselineRow,
  externalReference,
  formatTable,
  latencyRow,
  percentile,
  renderReport,
  reportProblems,
  summarise,
  throughputRow,
  type SuiteReport,
} from "./report";

const SUITES = ["text", "retrieval"];
const machine: MachineInfo = {
  cpuModel: "Test CPU",
  cores: 2,
  memoryGiB: 8,
  node: "v20.0.0",
  v8: "11",
  platform: "linux",
  arch: "x64",
  commit: "abc1234",
  loadAverage1m: 0.5,
};
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("percentiles", () => {
  it("interpolates between closest ranks on 1..100", () => {
    const xs = range(100);
    expect(percentile(xs, 50)).toBeCloseTo(50.5, 10);
    expect(percentile(xs, 95)).toBeCloseTo(95.05, 10);
    expect(percentile(xs, 99)).toBeCloseTo(99.01, 10);
    expect(percentile(xs, 0)).toBe(1);
    expect(percentile(xs, 100)).toBe(100);
  });

  it("gives the midpoint for an even count and the value itself for one sample", () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([7], 99)).toBe(7);
  });

  it("refuses an empty sample and an out-of-range percentile", () => {
    expect(() => percentile([], 50)).toThrow(/empty/);
    expect(() => percentile([1], 101)).toThrow(/0–100/);
  });

  it("summarises unsorted samples without reordering the caller's array", () => {
    const samples = [5, 1, 4, 2, 3];
    const s = summarise(samples);
    expect(s).toEqual({ n: 5, min: 1, p50: 3, p95: 4.8, p99: 4.96, max: 5, mean: 3 });
    expect(samples).toEqual([5, 1, 4, 2, 3]);
  });

  it("rejects a sample with NaN rather than reporting a quiet NaN percentile", () => {
    expect(() => summarise([1, Number.NaN])).toThrow(/non-finite/);
  });
});

describe("rows against a baseline", () => {
  const base = baselineRow("select1", "select 1", [0.2, 0.2, 0.2], "ms");

  it("divides p50 and p99 by the baseline's p50 across units", () => {
    // 40 µs against a 0.2 ms baseline is 0.2×.
    const row = latencyRow("vf", "vf", [0.04, 0.04, 0.04], "µs", base);
    expect(row.summary.p50).toBeCloseTo(40, 10);
    expect(row.baseline.p50).toBeCloseTo(0.2, 10);
    expect(row.baseline.p99).toBeCloseTo(0.2, 10);
  });

  it("expresses throughput as milliseconds per item over the baseline", () => {
    const row = throughputRow("ingest", "ingest", 1000, "chunks", 2, base);
    expect(row.perSecond).toBe(500);
    // 2 ms per chunk ÷ 0.2 ms.
    expect(row.baseline.ratio).toBeCloseTo(10, 10);
  });

  it("compares an external figure with the lower end of its range", () => {
    const row = latencyRow("search", "search", [30, 30], "ms", base);
    const ref = externalReference(
      { label: "seed", figure: "600–1200 ms", rangeMs: [600, 1200], source: "seed", compare: { rowId: "search", percentile: "p95" } },
      [row],
    );
    expect(ref.oursMs).toBe(30);
    expect(ref.ratioToLow).toBeCloseTo(0.05, 10);
    expect(() => externalReference({ ...ref, compare: { rowId: "missing", percentile: "p50" } }, [row])).toThrow(/unknown latency row/);
  });
});

describe("report completeness and rendering", () => {
  const base = baselineRow("nfc", "normalize + lowercase", [0.001, 0.001], "ms");
  const complete = (): SuiteReport => ({
    suite: "unit",
    description: "a report built by hand",
    startedAt: "2026-01-01T00:00:00.000Z",
    durationSeconds: 1,
    machine,
    params: { rounds: 1 },
    baselines: [base],
    sections: [{ title: "per call", rows: [latencyRow("f", "f()", [0.01, 0.02], "µs", base)] }],
    references: [],
    notes: ["a note"],
  });

  it("accepts a report where every row has a finite, positive ratio to an in-run baseline", () => {
    expect(reportProblems(complete())).toEqual([]);
  });

  it("flags a report without a baseline, with a dangling baseline id, or with a zero ratio", () => {
    expect(reportProblems({ ...complete(), baselines: [] })).toEqual(expect.arrayContaining(["no in-run baseline", "f: baseline nfc is not in the report"]));
    const zero = complete();
    zero.sections[0]!.rows = [latencyRow("g", "g()", [0, 0], "µs", base)];
    expect(reportProblems(zero)).toEqual(["g: ratio to baseline is not finite and positive"]);
    expect(reportProblems({ ...complete(), machine: { ...machine, cpuModel: "" } })).toEqual(["machine description incomplete"]);
  });

  it("pads the first column left and the figures right", () => {
    expect(
      formatTable(
        ["name", "n"],
        [
          ["a", "1"],
          ["long", "100"],
        ],
      ).split("\n"),
    ).toEqual(["name    n", "----  ---", "a       1", "long  100"]);
  });

  it("prints the machine, the baseline and the ratio", () => {
    const text = renderReport(complete());
    expect(text).toContain("machine: Test CPU, 2 cores");
    expect(text).toContain("node v20.0.0");
    expect(text).toContain("nfc: normalize + lowercase");
    expect(text).toMatch(/f\(\)\s+µs\s+2\s+15\.0/);
    expect(text).toContain("15.0×");
  });
});

describe("bench arguments", () => {
  it("runs every suite when none is named, in registry order", () => {
    expect(parseBenchArgs([], SUITES)).toEqual({
      kind: "run",
      suites: ["text", "retrieval"],
      options: {
        quick: false,
        rounds: undefined,
        syntheticChunks: undefined,
        ingest: "bulk",
        sealed: false,
        heldOut: false,
        levels: undefined,
        callerTiming: "both",
        cpuProf: false,
        cv: false,
      },
    });
  });

  it("runs the named suites once each, in registry order, with validated options", () => {
    const cmd = parseBenchArgs(["retrieval", "text", "text", "--rounds", "3", "--synthetic-chunks", "2000", "--ingest", "both", "--quick"], SUITES);
    expect(cmd).toEqual({
      kind: "run",
      suites: ["text", "retrieval"],
      options: {
        quick: true,
        rounds: 3,
        syntheticChunks: 2000,
        ingest: "both",
        sealed: false,
        heldOut: false,
        levels: undefined,
        callerTiming: "both",
        cpuProf: false,
        cv: false,
      },
    });
  });

  it("--sealed asks for the sealed question-bank hospitals", () => {
    const cmd = parseBenchArgs(["text", "--sealed"], SUITES);
    expect(cmd.kind === "run" && cmd.options.sealed).toBe(true);
  });

  it("calls: --levels, --caller-timing and --cpu-prof reach the suite", () => {
    const cmd = parseBenchArgs(["text", "--levels", "1,5,10", "--caller-timing", "events", "--cpu-prof"], SUITES);
    expect(cmd.kind === "run" && cmd.options).toMatchObject({ levels: [1, 5, 10], callerTiming: "events", cpuProf: true });
    expect(() => parseBenchArgs(["--levels", "1,,5"], SUITES)).toThrow("--levels must be numbers separated by commas");
    expect(() => parseBenchArgs(["--levels", "0,5"], SUITES)).toThrow("--levels must each be between 1 and 500");
    expect(() => parseBenchArgs(["--caller-timing", "sometimes"], SUITES)).toThrow("--caller-timing must be one of fixed, events, both");
  });

  it("understanding: --hospitals names development hospitals, and is refused beside --sealed", () => {
    const cmd = parseBenchArgs(["understanding", "--hospitals", "vlasrode,hovelbeek"], ["understanding"]);
    expect(cmd.kind === "run" && cmd.options.hospitals).toEqual(["vlasrode", "hovelbeek"]);
    expect(() => parseBenchArgs(["--hospitals", "Vlasrode;x"], SUITES)).toThrow("--hospitals must be hospital folder names");
    expect(() => parseBenchArgs(["--hospitals", "vlasrode", "--sealed"], SUITES)).toThrow("--hospitals names development hospitals only");
  });

  it("understanding: --held-out asks the held-out hospitals, and is refused beside --sealed", () => {
    const cmd = parseBenchArgs(["understanding", "--held-out"], ["understanding"]);
    expect(cmd.kind === "run" && cmd.options.heldOut).toBe(true);
    expect(() => parseBenchArgs(["understanding", "--held-out", "--sealed"], ["understanding"])).toThrow("--held-out and --sealed are two different sets");
  });

  it("--cv asks the text bench for the held-out development figures, and is off by default", () => {
    const cmd = parseBenchArgs(["text", "--cv"], SUITES);
    expect(cmd.kind === "run" && cmd.options.cv).toBe(true);
    const plain = parseBenchArgs(["text"], SUITES);
    expect(plain.kind === "run" && plain.options.cv).toBe(false);
  });

  it("lists suites and shows help", () => {
    expect(parseBenchArgs(["--list"], SUITES)).toEqual({ kind: "list" });
    expect(parseBenchArgs(["-h"], SUITES)).toEqual({ kind: "help" });
  });

  it("refuses an unknown suite with exit code 2 and names the known ones", () => {
    let error: unknown;
    try {
      parseBenchArgs(["text", "voise"], SUITES);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BenchArgsError);
    expect((error as BenchArgsError).exitCode).toBe(2);
    expect((error as Error).message).toBe('unknown suite "voise"; known suites: text, retrieval');
  });

  it("refuses malformed options with a message naming the option", () => {
    expect(() => parseBenchArgs(["--rounds", "0"], SUITES)).toThrow("--rounds must be at least 1");
    expect(() => parseBenchArgs(["--rounds", "two"], SUITES)).toThrow("--rounds must be a number");
    expect(() => parseBenchArgs(["--ingest", "fast"], SUITES)).toThrow("--ingest must be one of bulk, indexed, both");
    expect(() => parseBenchArgs(["--iterations", "5"], SUITES)).toThrow(BenchArgsError);
    expect(() => parseBenchArgs(["--out", " "], SUITES)).toThrow("--out must name a directory");
  });

  it("--out sends the JSON reports to another directory", () => {
    expect(parseBenchArgs(["text", "--out", "/tmp/bench"], SUITES)).toMatchObject({ kind: "run", suites: ["text"], outDir: "/tmp/bench" });
    expect(parseBenchArgs(["text"], SUITES)).not.toHaveProperty("outDir");
  });
});

describe("seeded corpora", () => {
  it("draw the same sequence for the same seed and another for another seed", () => {
    const a = seededRandom("text");
    const b = seededRandom("text");
    const c = seededRandom("retrieval");
    const draw = (r: ReturnType<typeof seededRandom>) => Array.from({ length: 5 }, () => r.int(0, 1_000_000));
    const first = draw(a);
    expect(draw(b)).toEqual(first);
    expect(draw(c)).not.toEqual(first);
    expect(
      seededRandom(1)
        .shuffle(range(10))
        .sort((x, y) => x - y),
    ).toEqual(range(10));
  });
});
