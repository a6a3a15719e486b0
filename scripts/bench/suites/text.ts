import { LANGUAGES } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { classifyTerminalDetailed, classifyTerminal, postFilter } from "~/server/safety";
import { shippedSemanticModel, type SemanticModel } from "~/server/safety/semantic/model";
import { opinionFromScores, semanticOpinion, type SemanticScores } from "~/server/safety/semantic/opinion";
import { joinSecondOpinion } from "~/server/safety/semantic/join";
import { loadSafetySets, type SafetyItem } from "~/testkit/fixtures/safety";
import { e5Available, withE5 } from "../../safety/semantic/e5";
import { crossValidate, FOLDS, nestedCrossValidate, type NestedHeldOut } from "../../safety/semantic/cross-validate";
import { exampleKey, trainingCorpus } from "../../safety/semantic/training-corpus";
import { shapeForSpeech } from "~/server/shaping";
import { loadDemoMaterial } from "../fixtures/demo-material";
import { buildTextCorpus, type LangText } from "../fixtures/text-corpus";
import { describeMachine } from "../machine";
import { baselineRow, externalReference, latencyRow, type BaselineRow, type CountTable, type LatencyRow } from "../report";
import { countSealedRun } from "../sealed-runs";
import type { BenchContext, BenchSuite } from "../suite";
import { timeEach, timeEachAsync, withLogsSilenced, type TimingOptions } from "../timing";
import { batchesInOrder, isMiss, missLines, safetyTable, type SafetyVerdict } from "./text-safety";
import { missedAsksThroughTurns, turnsTable } from "./text-turns";

const log = moduleLogger("bench.text");

const SEED = "text-corpus-v1";
const PER_LANG = { full: 1000, quick: 25 } as const;
const ROUNDS = { full: 5, quick: 1 } as const;

/**
 * The in-run yardstick: one Unicode normalisation and one lower-casing of the same string. Every
 * function under test does at least that much (normaliseForMatch starts with it), so "N× the
 * baseline" reads as "N passes of trivial string work", on whatever machine runs the bench.
 */
const trivialPass = (t: LangText) => t.text.normalize("NFC").toLowerCase();

/** Per-language rows next to the all-language row: a language pack that is slower stands out. */
function rowsPerLanguage(
  id: string,
  label: string,
  inputs: readonly LangText[],
  fn: (t: LangText) => unknown,
  timing: TimingOptions,
  baseline: BaselineRow,
): LatencyRow[] {
  const all = timeEach(inputs, fn, timing);
  const rows = [latencyRow(id, `${label} (all)`, all, "µs", baseline)];
  for (const lang of LANGUAGES) {
    const mine = inputs.filter((t) => t.lang === lang);
    rows.push(latencyRow(`${id}.${lang}`, `${label} ${lang}`, timeEach(mine, fn, timing), "µs", baseline));
  }
  return rows;
}

const DESCRIPTION =
  "µs per call of classifyTerminal (with and without the semantic second opinion), postFilter and shapeForSpeech over a seeded nl/en/fr/it corpus; safety recall on the labelled safety sets";

/** Live e5 calls timed for the second opinion's cost per turn (one utterance each, no cache). */
const EMBED_SAMPLES = { full: 60, quick: 4 } as const;

interface SemanticRun {
  model: SemanticModel;
  /** The query vector of every item, by set. */
  vectors: Map<SafetyItem, number[]>;
  embedMs: number[];
  roundTripMs: number[];
}

/** Embed every safety item once (cached on disk) and time single live calls; null when e5 cannot run here. */
async function embedSafetyItems(ctx: BenchContext, items: readonly SafetyItem[]): Promise<SemanticRun | null> {
  if (!e5Available()) return null;
  const model = shippedSemanticModel();
  return withE5(async ({ cached, live, baseUrl }) => {
    ctx.progress(`text: embedding ${items.length} safety utterances with ${cached.model}`);
    const vecs = await cached.embed(
      items.map((i) => i.text),
      "query",
    );
    const vectors = new Map(items.map((item, k) => [item, vecs[k]!]));
    const samples = items.slice(0, EMBED_SAMPLES[ctx.options.quick ? "quick" : "full"]);
    const health = `${baseUrl.replace(/\/v1$/, "")}/health`;
    const timing = { warmupRounds: 1, rounds: 1 };
    const roundTripMs = await timeEachAsync(samples, () => fetch(health).then((r) => r.text()), timing);
    const embedMs = await timeEachAsync(samples, (i) => live.embed([i.text], "query"), timing);
    return { model, vectors, embedMs, roundTripMs };
  });
}

function sampleEach(items: readonly SafetyItem[], n: number): SafetyItem[] {
  const taken = new Map<string, number>();
  return items.filter((i) => {
    const key = `${i.lang}/${i.label}`;
    taken.set(key, (taken.get(key) ?? 0) + 1);
    return taken.get(key)! <= n;
  });
}

/** What `--cv` computes per development item: plain cross-validated scores, and the nested ones with their fold's thresholds. */
interface HeldOutRun {
  plain: Map<string, SemanticScores>;
  nested: Map<string, NestedHeldOut>;
}

/**
 * `--cv`: every development item's class probabilities from a model trained without it (nor its
 * translations): grouped k-fold cross-validation over the same corpus the shipped model learns from;
 * and nested, where each outer fold's thresholds are chosen on inner folds of its training part.
 */
async function heldOutScores(ctx: BenchContext): Promise<HeldOutRun> {
  const corpus = trainingCorpus();
  const vectors = await withE5(({ cached }) => {
    ctx.progress(`text --cv: embedding the ${corpus.length} training examples (cached on disk)`);
    return cached.embed(
      corpus.map((e) => e.text),
      "query",
    );
  });
  const plain = crossValidate(corpus, vectors, { progress: (f) => ctx.progress(`text --cv: fold ${f}/${FOLDS}`) });
  const nested = nestedCrossValidate(corpus, vectors, { progress: (f) => ctx.progress(`text --cv: nested, outer fold ${f}/${FOLDS}`) });
  return {
    plain: new Map(plain.map((h) => [exampleKey(h.example.lang, h.example.text), h.scores])),
    nested: new Map(nested.map((h) => [exampleKey(h.example.lang, h.example.text), h])),
  };
}

export const HELD_OUT_DECIDER = `patterns + semantic held out (${FOLDS}-fold CV, shipped thresholds)`;
export const NESTED_DECIDER = `patterns + semantic, nested CV (thresholds chosen inside each outer fold)`;

/** The patterns' verdicts, and the patterns with the second opinion when vectors exist (and held out, when scores are given). */
function decide(
  items: readonly SafetyItem[],
  semantic: SemanticRun | null,
  heldOut: HeldOutRun | null = null,
): { decider: string; verdicts: SafetyVerdict[] }[] {
  const patterns = items.map((item) => ({ item, decision: classifyTerminalDetailed(item.text, item.lang) }));
  const out = [{ decider: "patterns", verdicts: patterns.map(({ item, decision }) => ({ item, class: decision.class })) }];
  if (semantic) {
    out.push({
      decider: "patterns + semantic",
      verdicts: patterns.map(({ item, decision }) => {
        const opinion = semanticOpinion(semantic.model, semantic.vectors.get(item)!, item.text);
        return { item, class: joinSecondOpinion(decision, opinion, item.lang, item.text).class };
      }),
    });
  }
  if (semantic && heldOut) {
    const held = (item: SafetyItem) => {
      const key = exampleKey(item.lang, item.text);
      const plain = heldOut.plain.get(key);
      const nested = heldOut.nested.get(key);
      if (!plain || !nested) throw new Error(`--cv: no held-out score for a ${item.lang} development item (is it in the training corpus?)`);
      return { plain, nested };
    };
    out.push({
      decider: HELD_OUT_DECIDER,
      verdicts: patterns.map(({ item, decision }) => ({
        item,
        class: joinSecondOpinion(decision, opinionFromScores(semantic.model.thresholds, held(item).plain, item.text), item.lang, item.text).class,
      })),
    });
    out.push({
      decider: NESTED_DECIDER,
      verdicts: patterns.map(({ item, decision }) => {
        const { nested } = held(item);
        return { item, class: joinSecondOpinion(decision, opinionFromScores(nested.thresholds, nested.scores, item.text), item.lang, item.text).class };
      }),
    });
  }
  return out;
}

/** The thresholds each outer fold chose, so a reader sees how much they move with the data. */
function nestedNote(run: HeldOutRun): string {
  const byFold = new Map<number, NestedHeldOut["thresholds"]>();
  for (const h of run.nested.values()) byFold.set(h.fold, h.thresholds);
  const folds = [...byFold]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([f, t]) => `fold ${f + 1}: advice ${t.advice} (${t.adviceOnPractical} on a practical question), emergency ${t.emergency} (${t.emergencyOnPractical})`,
    );
  return `--cv: "${NESTED_DECIDER}": for each of ${FOLDS} outer folds, an inner ${FOLDS}-fold cross-validation over the outer training part chooses the thresholds (scripts/safety/semantic/thresholds.ts), and a model trained on that part judges the outer fold — no item helped choose the threshold it is judged with (${folds.join("; ")})`;
}

export const textSuite: BenchSuite = {
  name: "text",
  description: DESCRIPTION,
  async run(ctx) {
    const started = new Date();
    const size = ctx.options.quick ? "quick" : "full";
    const timing: TimingOptions = { warmupRounds: ctx.options.quick ? 1 : 2, rounds: ctx.options.rounds ?? ROUNDS[size] };
    const material = await loadDemoMaterial();
    const corpus = buildTextCorpus(material, { perLang: PER_LANG[size], seed: SEED });
    ctx.progress(`text: ${corpus.utterances.length} utterances, ${corpus.answers.length} answers, ${timing.rounds} round(s)`);

    // --quick: a few utterances per language and label, enough to prove the path runs.
    const allDev = ctx.options.quick ? sampleEach(loadSafetySets("dev").items, 3) : loadSafetySets("dev").items;
    // A held-out batch is scored like a sealed set (aggregates only, the shipped model only: it is in no training fold).
    const dev = allDev.filter((i) => !i.heldOut);
    const heldOutBatch = allDev.filter((i) => i.heldOut);
    const sealed = ctx.options.sealed ? loadSafetySets("sealed") : null;
    const sealedRuns = sealed ? countSealedRun("text") : 0;
    const semantic = await embedSafetyItems(ctx, [...allDev, ...(sealed?.items ?? [])]);
    const heldOut = ctx.options.cv && semantic ? await heldOutScores(ctx) : null;
    const safety = await withLogsSilenced(() => ({
      dev: decide(dev, semantic, heldOut),
      heldOutBatch: decide(heldOutBatch, semantic),
      sealed: sealed ? decide(sealed.items, semantic) : null,
    }));
    // One table per development batch too: a batch written after the shipped model was trained is out of sample for it.
    const ofBatch = (byDecider: typeof safety.dev, b: string) =>
      byDecider.map(({ decider, verdicts }) => ({ decider, verdicts: verdicts.filter((v) => v.item.set === b) }));
    const tables: CountTable[] = [
      safetyTable("dev", safety.dev),
      ...batchesInOrder(dev).map((b) => safetyTable("dev", ofBatch(safety.dev, b), b)),
      ...batchesInOrder(heldOutBatch).map((b) => safetyTable("held-out", ofBatch(safety.heldOutBatch, b), b)),
    ];
    if (safety.sealed) tables.push(safetyTable("sealed", safety.sealed));

    // The post-filter as the last line: the advice asks the last decider let through, as whole
    // turns (e5 retrieval and second opinion, as a live call has them). Not in --quick.
    const missedAsks = (byDecider: typeof safety.dev) =>
      byDecider
        .at(-1)!
        .verdicts.filter((v) => v.item.label === "advice" && isMiss(v))
        .map((v) => v.item);
    const turnsRun = !ctx.options.quick && e5Available();
    if (turnsRun) {
      await withE5(async ({ cached }) => {
        ctx.progress("text: advice asks the pre-filter let through, as whole turns (extractive and agent paths)");
        tables.push(turnsTable("development sets", await withLogsSilenced(() => missedAsksThroughTurns(missedAsks(safety.dev), cached))));
        if (heldOutBatch.length)
          tables.push(
            turnsTable(
              "held-out development batches (aggregates only)",
              await withLogsSilenced(() => missedAsksThroughTurns(missedAsks(safety.heldOutBatch), cached)),
            ),
          );
        if (safety.sealed)
          tables.push(turnsTable("sealed sets (aggregates only)", await withLogsSilenced(() => missedAsksThroughTurns(missedAsks(safety.sealed!), cached))));
      });
    }

    // What the corpus exercises, so a fast figure cannot hide an input that skips the work.
    const classes = new Map<string, number>();
    let blocked = 0;
    const shaped = { times: 0, phones: 0, citations: 0, markdown: 0, urls: 0, truncated: 0, disclaimers: 0 };
    await withLogsSilenced(() => {
      for (const u of corpus.utterances) {
        const c = classifyTerminalDetailed(u.text, u.lang).class;
        classes.set(c, (classes.get(c) ?? 0) + 1);
      }
      for (const a of corpus.answers) {
        if (postFilter(a.text, a.lang).blocked) blocked += 1;
        const s = shapeForSpeech(a.text, { lang: a.lang });
        shaped.times += s.diagnostics.timesSpelled;
        shaped.phones += s.diagnostics.phonesFormatted;
        shaped.citations += s.diagnostics.citationsStripped;
        shaped.markdown += s.diagnostics.markdownStripped;
        shaped.urls += s.diagnostics.urlsStripped;
        shaped.truncated += s.diagnostics.sentencesTruncated > 0 ? 1 : 0;
        shaped.disclaimers += s.disclaimerPrepended ? 1 : 0;
      }
    });

    const { baselines, rows } = await withLogsSilenced(() => {
      const floor = baselineRow(
        "timer",
        "empty call (performance.now() overhead)",
        timeEach(corpus.answers, () => 0, timing),
        "µs",
      );
      const baseUtterances = baselineRow(
        "nfc_lower.utterances",
        "text.normalize('NFC').toLowerCase() over the utterances",
        timeEach(corpus.utterances, trivialPass, timing),
        "µs",
      );
      const baseAnswers = baselineRow(
        "nfc_lower.answers",
        "text.normalize('NFC').toLowerCase() over the answers",
        timeEach(corpus.answers, trivialPass, timing),
        "µs",
      );
      ctx.progress("text: classifyTerminal");
      const classify = rowsPerLanguage(
        "classifyTerminal",
        "classifyTerminal",
        corpus.utterances,
        (u) => classifyTerminal(u.text, u.lang),
        timing,
        baseUtterances,
      );
      ctx.progress("text: postFilter");
      const post = rowsPerLanguage("postFilter", "postFilter", corpus.answers, (a) => postFilter(a.text, a.lang), timing, baseAnswers);
      ctx.progress("text: shapeForSpeech");
      const shape = rowsPerLanguage("shapeForSpeech", "shapeForSpeech", corpus.answers, (a) => shapeForSpeech(a.text, { lang: a.lang }), timing, baseAnswers);
      ctx.progress("text: pre-filter with and without the second opinion (safety development sets)");
      const baseSafety = baselineRow(
        "nfc_lower.safety",
        "text.normalize('NFC').toLowerCase() over the safety development sets",
        timeEach(dev, trivialPass, timing),
        "µs",
      );
      const prefilterOnly = latencyRow(
        "prefilter.patterns",
        "pre-filter, patterns alone (safety dev sets)",
        timeEach(dev, (i) => classifyTerminalDetailed(i.text, i.lang), timing),
        "µs",
        baseSafety,
      );
      const withOpinion = semantic
        ? [
            latencyRow(
              "prefilter.semantic",
              "pre-filter + second opinion, vector given (safety dev sets)",
              timeEach(
                dev,
                (i) =>
                  joinSecondOpinion(
                    classifyTerminalDetailed(i.text, i.lang),
                    semanticOpinion(semantic.model, semantic.vectors.get(i)!, i.text),
                    i.lang,
                    i.text,
                  ),
                timing,
              ),
              "µs",
              baseSafety,
            ),
          ]
        : [];
      return {
        baselines: [floor, baseUtterances, baseAnswers, baseSafety],
        rows: [...classify, ...post, ...shape, prefilterOnly, ...withOpinion],
      };
    });
    const embedRows: LatencyRow[] = [];
    if (semantic) {
      const roundTrip = baselineRow("e5.health", "HTTP round trip to the e5 server's /health", semantic.roundTripMs, "ms");
      baselines.push(roundTrip);
      embedRows.push(latencyRow("e5.embed", "e5 query embedding of one utterance (live server, no cache)", semantic.embedMs, "ms", roundTrip));
    }

    const avgChars = (xs: readonly LangText[]) => Math.round(xs.reduce((s, x) => s + x.text.length, 0) / xs.length);
    const report = {
      suite: "text",
      description: DESCRIPTION,
      startedAt: started.toISOString(),
      durationSeconds: (Date.now() - started.getTime()) / 1000,
      machine: describeMachine(),
      params: {
        seed: SEED,
        utterances: corpus.utterances.length,
        answers: corpus.answers.length,
        avgUtteranceChars: avgChars(corpus.utterances),
        avgAnswerChars: avgChars(corpus.answers),
        warmupRounds: timing.warmupRounds,
        rounds: timing.rounds,
        quick: ctx.options.quick,
      },
      baselines,
      sections: [
        { title: "µs per call (one sample per call; rows 'all' mix the four languages as a live line does)", rows },
        ...(embedRows.length ? [{ title: "ms per call: the embedding the second opinion reads (shared with retrieval: one per turn)", rows: embedRows }] : []),
      ],
      tables,
      references: [
        externalReference(
          {
            label: "seed VoiceAnswerShaper",
            figure: "~5 ms per shape",
            rangeMs: [5, 5],
            source: "seeds/002 (ADR-0049) stage table, stage 10",
            compare: { rowId: "shapeForSpeech", percentile: "p99" },
          },
          rows,
        ),
        externalReference(
          {
            label: "seed regex pre-filter",
            figure: "~1 ms",
            rangeMs: [1, 1],
            source: "seeds/002 (ADR-0049) thin pipeline",
            compare: { rowId: "classifyTerminal", percentile: "p99" },
          },
          rows,
        ),
      ],
      notes: [
        `corpus: utterances from the pre-filter case tables and short demo-page sentences, dressed as callers speak (STT lower case, greetings, fillers); answers from 1–4 consecutive demo-page sentences with citation markers, **bold**, bullets, headings, clock times (any minute), tenant phone numbers and page URLs`,
        `classes over the utterances: ${[...classes]
          .sort((a, b) => b[1] - a[1])
          .map(([c, n]) => `${c} ${n}`)
          .join(", ")}; postFilter blocked ${blocked} of ${corpus.answers.length} answers`,
        `shapeForSpeech over the answers: ${shaped.times} times spelled, ${shaped.phones} phones grouped, ${shaped.citations} citation markers, ${shaped.markdown} markdown marks, ${shaped.urls} URLs stripped, ${shaped.truncated} answers capped, ${shaped.disclaimers} disclaimers prepended`,
        "log lines are silenced during timed loops (classifyTerminal logs every terminal decision, postFilter every block): the figures are the code, not stderr",
        "the external references are single figures from the seed's documents for the whole stage; ours is the p99 of one call",
        semantic
          ? `second opinion: ${semantic.model.embeddingModel} vectors, logistic regression (server/safety/semantic/model.json, thresholds advice ${semantic.model.thresholds.advice}, emergency ${semantic.model.thresholds.emergency}, in a practical question advice ${semantic.model.thresholds.adviceOnPractical} and emergency ${semantic.model.thresholds.emergencyOnPractical}); its cost per turn is the embedding row (the vector is shared with retrieval) plus the difference between the two pre-filter rows. It was trained on the development sets, so "patterns + semantic" on them is in-sample; held out (grouped cross-validation, semantic layer alone): ${semantic.model.training.crossValidation.replace(/^.*? — /, "")}`
          : "second opinion: not measured — the local e5 embedder is not installed here (bash scripts/setup/local-models.sh); the patterns alone decide",
        ...(heldOut ? [nestedNote(heldOut)] : []),
        heldOut
          ? `--cv: "${HELD_OUT_DECIDER}" judges every development item with the model of the fold that held it out (scripts/safety/semantic/cross-validate.ts: translations share a fold; case tables, question banks and composed examples always train), with the shipped thresholds and rules — the development figure that is not in-sample; a batch written after the shipped model was trained is out of sample for "patterns + semantic" too`
          : "held-out development figures: not computed (add --cv)",
        ...(sealed
          ? [
              `sealed sets: aggregate figures only, by design (testkit/fixtures/sealed/README.md); sealed run ${sealedRuns} of the text bench on this checkout${sealed.missing.length ? `; not written yet: ${sealed.missing.join(", ")}` : ""}`,
            ]
          : []),
        turnsRun
          ? "whole turns: every advice ask the last decider let through, asked of the demo tenant on the extractive path and on the agent path (the wire double complies); 'reached the caller' counts a complying sentence heard (agent) or an answer with medical content (extractive)"
          : `whole turns for the asks the pre-filter lets through: not run (${ctx.options.quick ? "--quick" : "the local e5 embedder is not installed here"})`,
        ...safety.dev.flatMap(({ decider, verdicts }) => (decider === safety.dev.at(-1)!.decider ? missLines(decider, verdicts) : [])),
      ],
    };
    log.info({ rows: rows.length, baselines: baselines.length }, "text_bench_done");
    return report;
  },
};
