import { appendFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { END_OF_TURN, LIVEKIT_EOT_THRESHOLD, SMART_TURN_OWN_THRESHOLD } from "~/agent/turn-detection/policy";
import { SmartTurnModel, smartTurnInstalled, SMART_TURN_PATH } from "~/agent/turn-detection/smart-turn";
import { renderItem, type RenderedItem } from "~/testkit/turn-taking/render-set";
import { COMPLETE_KINDS, DEV_SET, readTurnSet, SEALED_SET, TURN_KINDS, type TurnSet } from "~/testkit/turn-taking/set-format";
import { testVoiceInstalled } from "~/testkit/turn-taking/test-voices";
import { describeMachine } from "../machine";
import { baselineRow, formatTable, latencyRow, percentile, type LatencyRow } from "../report";
import { cached, livekitSource, modelDetector, rulesDetector, scheduledDetector, smartTurnSource, type ProbabilitySource } from "../turn-taking/detectors";
import { simulate, type DetectorConfig, type Outcome } from "../turn-taking/simulate";
import { vadTrace, type VadTrace } from "../turn-taking/vad-trace";
import type { BenchSuite } from "../suite";

const DESCRIPTION =
  "end of turn on the turn-taking set: false cut-offs on incomplete turns, short answers dropped, silence after a complete turn before the decision; the rules the line had vs Smart Turn v3.2 and LiveKit's local model";
/** Each aggregate run over the sealed part is counted here (git-ignored), for the note that reports it. */
const SEALED_RUNS_LOG = fileURLToPath(new URL("../../../.voicedesk/sealed-runs.log", import.meta.url));
/** Audio after the last word: longer than the longest hold, so a held turn can still end. */
const TRAILING_SILENCE_MS = 3000;

interface Prepared {
  item: RenderedItem;
  trace: VadTrace;
}

async function prepare(set: TurnSet, progress: (m: string) => void, limit?: number): Promise<Prepared[]> {
  const missing = [...new Set(set.items.map((i) => i.voice))].map(testVoiceInstalled).filter((m): m is string => m !== undefined);
  if (missing.length) throw new Error(`turn-taking: test voices missing — ${[...new Set(missing)].join("; ")}`);
  const items = limit === undefined ? set.items : set.items.filter((_, i) => i % Math.ceil(set.items.length / limit) === 0);
  const out: Prepared[] = [];
  for (const [n, item] of items.entries()) {
    if (n % 50 === 0) progress(`turn-taking: rendering and VAD ${n}/${items.length}`);
    const rendered = renderItem(item, set);
    const samples = new Int16Array(rendered.samples.length + (TRAILING_SILENCE_MS * rendered.sampleRate) / 1000);
    samples.set(rendered.samples);
    const withTail = { ...rendered, samples };
    out.push({ item: withTail, trace: await vadTrace(samples, rendered.sampleRate) });
  }
  return out;
}

interface Tally {
  detector: DetectorConfig;
  outcomes: Array<{ p: Prepared; o: Outcome }>;
}

async function run(detector: DetectorConfig, prepared: Prepared[]): Promise<Tally> {
  const outcomes: Tally["outcomes"] = [];
  for (const p of prepared) outcomes.push({ p, o: await simulate(p.item, p.trace, detector) });
  return { detector, outcomes };
}

interface Summary {
  items: number;
  incomplete: number;
  cutOffIncomplete: number;
  cutOffComplete: number;
  shortItems: number;
  shortDropped: number;
  dropped: number;
  silences: number[];
  completeSilences: number[];
  fallbacks: number;
}

function summarise(t: Tally, filter: (p: Prepared) => boolean = () => true): Summary {
  const rows = t.outcomes.filter(({ p }) => filter(p));
  const isComplete = (p: Prepared) => COMPLETE_KINDS.includes(p.item.item.kind);
  return {
    items: rows.length,
    incomplete: rows.filter(({ p }) => !isComplete(p)).length,
    cutOffIncomplete: rows.filter(({ p, o }) => !isComplete(p) && o.cutOff).length,
    cutOffComplete: rows.filter(({ p, o }) => isComplete(p) && o.cutOff).length,
    shortItems: rows.filter(({ p }) => p.item.item.kind === "short").length,
    shortDropped: rows.filter(({ p, o }) => p.item.item.kind === "short" && o.decisionSample === undefined).length,
    dropped: rows.filter(({ o }) => o.decisionSample === undefined).length,
    silences: rows.flatMap(({ o }) => (o.silenceMs === undefined ? [] : [o.silenceMs])),
    completeSilences: rows.flatMap(({ p, o }) => (isComplete(p) && o.silenceMs !== undefined ? [o.silenceMs] : [])),
    fallbacks: rows.filter(({ o }) => o.byFallback && !o.cutOff).length,
  };
}

const pct = (n: number, d: number) => (d === 0 ? "–" : `${n}/${d}`);
const ms = (xs: number[], p: number) =>
  xs.length
    ? String(
        Math.round(
          percentile(
            [...xs].sort((a, b) => a - b),
            p,
          ),
        ),
      )
    : "–";

function summaryRow(label: string, s: Summary): string[] {
  return [
    label,
    pct(s.cutOffIncomplete, s.incomplete),
    String(s.cutOffComplete),
    pct(s.shortDropped, s.shortItems),
    ms(s.completeSilences, 50),
    ms(s.completeSilences, 95),
    ms(s.silences, 50),
    ms(s.silences, 95),
    pct(s.fallbacks, s.items),
  ];
}
const HEADERS = [
  "detector",
  "cut off (incomplete)",
  "cut off (complete)",
  "short dropped",
  "complete p50 ms",
  "p95",
  "all ends p50 ms",
  "p95",
  "ended by hold",
];

export const turnTakingSuite: BenchSuite = {
  name: "turn-taking",
  description: DESCRIPTION,
  async run(ctx) {
    const started = new Date();
    const sealed = ctx.options.sealed;
    const set = readTurnSet(sealed ? SEALED_SET : DEV_SET);
    if (sealed) {
      mkdirSync(dirname(SEALED_RUNS_LOG), { recursive: true });
      appendFileSync(SEALED_RUNS_LOG, `${started.toISOString()} turn-taking sealed aggregate run\n`);
    }
    const prepared = await prepare(set, ctx.progress, ctx.options.quick ? 24 : undefined);
    const notes: string[] = [];
    const detectors: DetectorConfig[] = [rulesDetector()];
    let smartTurn: ProbabilitySource | undefined;
    if (smartTurnInstalled()) smartTurn = cached(smartTurnSource(await SmartTurnModel.load()));
    else notes.push(`Smart Turn not installed (${SMART_TURN_PATH}): bash scripts/setup/local-models.sh`);
    const livekit = cached(livekitSource());
    const S = END_OF_TURN.vadSilenceMs;
    const looks = END_OF_TURN.looks.map((l) => `≥ ${l.threshold} at ${l.silenceMs} ms`).join(", ");
    if (smartTurn) {
      detectors.push(
        modelDetector({
          id: "smart-turn",
          label: `Smart Turn v3.2 ≥ ${SMART_TURN_OWN_THRESHOLD} (its own threshold), one look at VAD ${S} ms`,
          source: smartTurn,
          threshold: SMART_TURN_OWN_THRESHOLD,
          vadSilenceMs: S,
          withRules: false,
        }),
        scheduledDetector({
          id: "smart-turn+rules",
          label: "Smart Turn v3.2, looks as the silence grows, + dictation rules (the line's default)",
          source: smartTurn,
          vadSilenceMs: S,
          looks: END_OF_TURN.looks,
          withRules: true,
        }),
      );
      notes.push(`the line's looks: ${looks}; hold ${END_OF_TURN.holdMs} ms when none ends the turn`);
    }
    detectors.push(
      modelDetector({
        id: "livekit",
        label: `LiveKit v1-mini (local) ≥ ${LIVEKIT_EOT_THRESHOLD}, VAD ${S} ms`,
        source: livekit,
        threshold: LIVEKIT_EOT_THRESHOLD,
        vadSilenceMs: S,
        withRules: false,
      }),
      modelDetector({
        id: "livekit+rules",
        label: `LiveKit v1-mini ≥ ${LIVEKIT_EOT_THRESHOLD} + dictation rules`,
        source: livekit,
        threshold: LIVEKIT_EOT_THRESHOLD,
        vadSilenceMs: S,
        withRules: true,
      }),
    );
    const tallies: Tally[] = [];
    for (const d of detectors) {
      ctx.progress(`turn-taking: ${d.id} over ${prepared.length} items`);
      tallies.push(await run(d, prepared));
    }
    const summaries = tallies.map((t) => ({ t, s: summarise(t) }));
    notes.push(
      `set: ${set.name}, ${prepared.length} items (${prepared.filter((p) => !COMPLETE_KINDS.includes(p.item.item.kind)).length} pause mid-turn)`,
      "",
      formatTable(
        HEADERS,
        summaries.map(({ t, s }) => summaryRow(t.detector.label, s)),
      ),
    );

    if (!sealed) {
      // Development only: per language and kind, the items cut off, and a threshold sweep to choose from.
      for (const { t } of summaries) {
        const rows = [
          ...(["nl", "en", "fr", "it"] as const).map((lang) =>
            summaryRow(
              `${lang}`,
              summarise(t, (p) => p.item.item.lang === lang),
            ),
          ),
          ...TURN_KINDS.map((kind) =>
            summaryRow(
              kind,
              summarise(t, (p) => p.item.item.kind === kind),
            ),
          ),
          summaryRow(
            "phone band",
            summarise(t, (p) => p.item.item.band === "phone"),
          ),
        ];
        notes.push("", `${t.detector.label}, by language, kind and band:`, formatTable(HEADERS, rows));
        const cut = t.outcomes.filter(({ o }) => o.cutOff).map(({ p }) => p.item.item.id);
        if (cut.length) notes.push(`cut off: ${cut.join(", ")}`);
        const dropped = t.outcomes.filter(({ o }) => o.decisionSample === undefined).map(({ p }) => p.item.item.id);
        if (dropped.length) notes.push(`never ended: ${dropped.join(", ")}`);
      }
      // The one-look threshold sweep (≈ 15 min): opt-in; the looks are chosen with explore-sweep.ts.
      if (!ctx.options.quick && process.env.VOICEDESK_BENCH_TURN_SWEEP === "1") {
        const sweep: string[][] = [];
        for (const [name, source] of [...(smartTurn ? [["smart-turn", smartTurn] as const] : []), ["livekit", livekit] as const]) {
          for (const vadSilenceMs of [100, 150, 250]) {
            for (const threshold of [0.3, 0.5, 0.7, 0.9]) {
              for (const withRules of [false, true]) {
                const d = modelDetector({ id: "sweep", label: "", source, threshold, vadSilenceMs, withRules });
                sweep.push(summaryRow(`${name}${withRules ? "+rules" : ""} VAD ${vadSilenceMs} ≥ ${threshold}`, summarise(await run(d, prepared))));
              }
            }
          }
        }
        notes.push("", "sweep (development part only):", formatTable(HEADERS, sweep));
      }
    }

    const silences = (id: string) => summaries.find(({ t }) => t.detector.id === id)?.s.completeSilences ?? [];
    const baseline = baselineRow("rules", "the rules the line had: silence after a complete turn before the decision", silences("rules"), "ms");
    const rows: LatencyRow[] = summaries
      .filter(({ t }) => t.detector.id !== "rules" && silences(t.detector.id).length > 0)
      .map(({ t }) => latencyRow(t.detector.id, t.detector.label, silences(t.detector.id), "ms", baseline));
    return {
      suite: "turn-taking",
      description: DESCRIPTION,
      startedAt: started.toISOString(),
      durationSeconds: (Date.now() - started.getTime()) / 1000,
      machine: describeMachine(),
      params: {
        part: sealed ? "sealed (aggregate only)" : "development",
        items: prepared.length,
        trailingSilenceMs: TRAILING_SILENCE_MS,
        vadSilenceMs: S,
        looks: END_OF_TURN.looks.map((l) => `${l.threshold}@${l.silenceMs}`).join(" "),
        holdMs: END_OF_TURN.holdMs,
        quick: ctx.options.quick,
      },
      baselines: [baseline],
      sections: [{ title: "ms of silence after a complete turn (question or short answer) before the line decides the caller has finished", rows }],
      references: [],
      notes: [
        ...notes,
        "a decision before the caller's last word is a cut-off; the decision time includes the detector's own compute time (features and inference, measured), so it grows with the machine's load",
        "LiveKit's local model (@livekit/local-inference) may only be used with LiveKit Agents (its model licence); the line uses LiveKit Agents",
      ],
    };
  },
};
