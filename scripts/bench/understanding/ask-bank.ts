import { createMemoryDatabase } from "~/server/db";
import { rehearsalJournal, runTurn, type TurnDeps, type TurnJournal } from "~/server/cognition/orchestrator";
import { secondOpinionFor } from "~/server/runtime";
import type { TurnResult } from "~/contracts/turn";
import type { Embedder } from "~/server/knowledge/embedding";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { conversationOf, type BankQuestion, type Hospital } from "~/testkit/fixtures/hospitals/question-bank";

/** One question of the bank as the line answered it (the last turn of its conversation). */
export interface ItemOutcome {
  hospital: string;
  question: BankQuestion;
  result: TurnResult;
  /** The answer stage's words before the shaper (verbatim page sentences on the extractive path). */
  draftText: string;
  /** ms from the request to the whole shaped answer of the item's own turn. */
  ms: number;
}

/**
 * A rehearsal journal (nothing written: a bench run is no call) that also keeps each turn's draft,
 * so a report can show what the answer stage chose next to what was spoken.
 */
function draftKeepingJournal(): { journal: TurnJournal; lastDraft: (conversation: string) => string } {
  const inner = rehearsalJournal();
  const drafts = new Map<string, string>();
  return {
    journal: {
      open: inner.open,
      recordMismatch: inner.recordMismatch,
      afterReply: (turn, outcome) => {
        drafts.set(turn.request.conversation, outcome.draft.text);
        return inner.afterReply(turn, outcome);
      },
    },
    lastDraft: (conversation) => drafts.get(conversation) ?? "",
  };
}

/**
 * Imports a hospital into a fresh in-memory database and asks every question of its bank as a
 * typed turn in the question's language — each in a conversation of its own, after the questions
 * it follows up. `deps` decides the path (llm null: extractive).
 */
export async function askHospital(
  hospital: Hospital,
  opts: { embedder: Embedder; llm?: TurnDeps["llm"]; beforeTurn?: (q: BankQuestion) => void },
): Promise<ItemOutcome[]> {
  const handle = await createMemoryDatabase();
  try {
    const imported = await ingestTenantDir(handle.db, hospital.dir, { embedder: opts.embedder });
    if (!imported.ok) throw new Error(`${hospital.slug} did not import: ${imported.errors.length} bundle errors`);
    const { journal, lastDraft } = draftKeepingJournal();
    // The safety second opinion as the app runs it with this embedder: a refused near miss shows here.
    const deps: TurnDeps = {
      db: handle.db,
      embedder: opts.embedder,
      llm: opts.llm ?? null,
      journal,
      secondOpinion: secondOpinionFor(opts.embedder, undefined),
    };
    const byId = new Map(hospital.questions.map((q) => [q.id, q]));
    const outcomes: ItemOutcome[] = [];
    for (const question of hospital.questions) {
      const conversation = `bank-${hospital.slug}-${question.id}`;
      let last: { result: TurnResult; ms: number } | undefined;
      for (const turn of conversationOf(question, byId)) {
        opts.beforeTurn?.(turn);
        const t0 = performance.now();
        const result = await runTurn(deps, { tenant: imported.stats.slug, conversation, lang: turn.lang, text: turn.text, channel: "cli" });
        last = { result, ms: performance.now() - t0 };
      }
      outcomes.push({ hospital: hospital.slug, question, result: last!.result, draftText: lastDraft(conversation), ms: last!.ms });
    }
    return outcomes;
  } finally {
    await handle.close();
  }
}
