import { LANGUAGES } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { createE5Embedder, type Embedder } from "~/server/knowledge/embedding";
import { DEV_HOSPITALS_DIR, HELD_OUT_HOSPITALS_DIR, loadHospitals, SEALED_HOSPITALS_DIR, type Hospital } from "~/testkit/fixtures/hospitals/question-bank";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { withEmbeddingCache } from "~/testkit/services/local-models/embedding-cache";
import { startEmbedderServer } from "~/testkit/services/local-models/embedder-server";
import { describeMachine } from "../machine";
import { baselineRow, latencyRow, type CountTable, type SuiteReport } from "../report";
import { countSealedRun } from "../sealed-runs";
import type { BenchSuite } from "../suite";
import { withLogsSilenced } from "../timing";
import { askHospital, type ItemOutcome } from "../understanding/ask-bank";
import { failureNotes } from "../understanding/failure-notes";
import { judge, tally, tallyRow, TALLY_HEADERS, type Judged } from "../understanding/tally";

const log = moduleLogger("bench.understanding");

const DESCRIPTION =
  "whole turns over the question-bank hospitals on the embedded defaults (e5 + extractive answers): right / wrong fact spoken, not found, unanswerable answered, disclaimers on navigational answers, turn p95 — per hospital and language";

/**
 * Passages (chunks at import, sentences in a turn) come from the on-disk cache after the first run;
 * questions always go to the live server, so a turn's latency includes embedding the question.
 */
function benchEmbedder(baseUrl: string): { embedder: Embedder; save: () => void } {
  const live = createE5Embedder({ baseURL: baseUrl });
  const cached = withEmbeddingCache(live);
  return {
    embedder: { ...live, embed: (texts, role) => (role === "query" ? live.embed(texts, role) : cached.embed(texts, role)) },
    save: () => cached.save(),
  };
}

/** Per hospital and language, then per language over all hospitals, then everything. */
function countTables(judged: readonly Judged[], label: (slug: string) => string): CountTable[] {
  const rows: string[][] = [];
  const hospitals = [...new Set(judged.map((j) => j.outcome.hospital))];
  for (const h of hospitals) {
    const mine = judged.filter((j) => j.outcome.hospital === h);
    for (const lang of LANGUAGES) {
      const of = mine.filter((j) => j.outcome.question.lang === lang);
      if (of.length) rows.push(tallyRow(label(h), lang, tally(of)));
    }
    rows.push(tallyRow(label(h), "all", tally(mine)));
  }
  for (const lang of LANGUAGES) {
    const of = judged.filter((j) => j.outcome.question.lang === lang);
    if (of.length) rows.push(tallyRow("all", lang, tally(of)));
  }
  rows.push(tallyRow("all", "all", tally(judged)));
  return [{ title: "answers per hospital and caller language (turn ms: the item's own turn, question embedded live)", headers: TALLY_HEADERS, rows }];
}

export const understandingSuite: BenchSuite = {
  name: "understanding",
  description: DESCRIPTION,
  async run(ctx): Promise<SuiteReport> {
    const started = new Date();
    const sealed = ctx.options.sealed;
    // Counted before the run starts: a run that fails half-way was still a look at the sealed set.
    const sealedRuns = sealed ? countSealedRun("understanding") : 0;
    const named = ctx.options.hospitals;
    const root = sealed ? SEALED_HOSPITALS_DIR : ctx.options.heldOut ? HELD_OUT_HOSPITALS_DIR : DEV_HOSPITALS_DIR;
    // A named hospital may be a development or a held-out one; the held-out ones come flagged.
    const banks: Hospital[] = named ? [...loadHospitals(DEV_HOSPITALS_DIR), ...loadHospitals(HELD_OUT_HOSPITALS_DIR)] : loadHospitals(root);
    const unknown = (named ?? []).filter((slug) => !banks.some((h) => h.slug === slug));
    if (unknown.length > 0) throw new Error(`no development or held-out hospital ${unknown.join(", ")}; known: ${banks.map((h) => h.slug).join(", ")}`);
    const hospitals = named ? banks.filter((h) => named.includes(h.slug)) : banks;
    if (hospitals.length === 0) throw new Error(`no question-bank hospitals under ${root}`);
    // Sealed hospitals are named by position only: the report carries no word of their content.
    const label = (slug: string) => (sealed ? `sealed-${hospitals.findIndex((h) => h.slug === slug) + 1}` : slug);
    const server = await startEmbedderServer({ port: await freeTcpPort() });
    const outcomes: ItemOutcome[] = [];
    const { embedder, save } = benchEmbedder(server.baseUrl);
    try {
      for (const h of ctx.options.quick ? hospitals.slice(0, 1) : hospitals) {
        ctx.progress(`understanding: ${label(h.slug)} — importing and asking ${h.questions.length} questions`);
        const mine = await withLogsSilenced(() => askHospital(h, { embedder }));
        save();
        outcomes.push(...(ctx.options.quick ? mine.slice(0, 8) : mine));
      }
    } finally {
      save();
      await server.stop();
    }
    log.info({ items: outcomes.length, sealed }, "understanding_bank_done");
    const judged = outcomes.map(judge);
    const all = tally(judged);
    const base = baselineRow(
      "turn.all",
      "every item's own turn (the baseline the per-language rows divide by)",
      outcomes.map((o) => o.ms),
      "ms",
    );
    const rows = LANGUAGES.filter((lang) => outcomes.some((o) => o.question.lang === lang)).map((lang) =>
      latencyRow(
        `turn.${lang}`,
        `turns asked in ${lang}`,
        outcomes.filter((o) => o.question.lang === lang).map((o) => o.ms),
        "ms",
        base,
      ),
    );
    const rate = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : "–");
    return {
      suite: "understanding",
      description: DESCRIPTION,
      startedAt: started.toISOString(),
      durationSeconds: (Date.now() - started.getTime()) / 1000,
      machine: describeMachine(),
      params: {
        hospitals: hospitals.length,
        items: outcomes.length,
        set: sealed ? "sealed" : hospitals.every((h) => h.heldOut) ? "held-out" : hospitals.some((h) => h.heldOut) ? "development and held-out" : "development",
        ...(sealed ? { sealedRun: sealedRuns } : {}),
        embedder: embedder.model,
        answers: "extractive",
        quick: ctx.options.quick,
      },
      baselines: [base],
      sections: [{ title: "ms per turn, by caller language", rows }],
      references: [],
      tables: countTables(judged, label),
      notes: [
        `overall: right fact ${rate(all.right, all.answerable)} of ${all.answerable} answerable; wrong fact ${rate(all.wrong, all.answerable)}; other answer ${rate(all.other, all.answerable)}; not found ${rate(all.notFound, all.answerable)}; unanswerable answered ${rate(all.answeredAnyway, all.unanswerable)} of ${all.unanswerable}; answers with facts of two scopes ${all.contradictory}; disclaimers on navigational answers ${all.disclaimers} of ${all.spokenAnswers} spoken answers`,
        "right fact: every fact of the item heard (as written or as the shaper speaks it) and no listed wrong fact; wrong fact: a listed wrong fact heard (another campus's, ward's or day's value); other answer: neither; 2 scopes: a right and a wrong fact in one answer",
        ...(sealed
          ? [
              `sealed set: aggregate figures only, by design (testkit/fixtures/sealed/README.md); sealed run ${sealedRuns} of the understanding bench on this checkout`,
            ]
          : failureNotes(judged, new Set(hospitals.filter((h) => h.heldOut).map((h) => h.slug)))),
      ],
    };
  },
};
