import { LANGUAGES } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { classifyTerminalDetailed, classifyTerminal, postFilter } from "~/server/safety";
import { shapeForSpeech } from "~/server/shaping";
import { loadDemoMaterial } from "../fixtures/demo-material";
import { buildTextCorpus, type LangText } from "../fixtures/text-corpus";
import { describeMachine } from "../machine";
import { baselineRow, externalReference, latencyRow, type BaselineRow, type LatencyRow } from "../report";
import type { BenchSuite } from "../suite";
import { timeEach, withLogsSilenced, type TimingOptions } from "../timing";

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

const DESCRIPTION = "µs per call of classifyTerminal, postFilter and shapeForSpeech over a seeded nl/en/fr/it corpus";

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
      return { baselines: [floor, baseUtterances, baseAnswers], rows: [...classify, ...post, ...shape] };
    });

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
      sections: [{ title: "µs per call (one sample per call; rows 'all' mix the four languages as a live line does)", rows }],
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
      ],
    };
    log.info({ rows: rows.length, baselines: baselines.length }, "text_bench_done");
    return report;
  },
};
