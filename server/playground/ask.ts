import { randomUUID } from "node:crypto";
import { PLAYGROUND_LIMITS, type PlaygroundAsk } from "~/contracts/playground";
import type { TurnResult } from "~/contracts/turn";
import { moduleLogger } from "~/lib/logger";
import { rehearsalJournal, runTurn, type TurnDeps } from "~/server/cognition/orchestrator";
import { searchQuestion } from "~/server/cognition/search-question";
import { playgroundConversations, type PlaygroundConversations } from "./conversations";

const log = moduleLogger("playground");

/** One chunk of the ranking a question gets, as the page shows it. */
export interface RankedChunk {
  title: string;
  headingPath: string;
  category: string;
  /** rawScore × affinity: what the ranking is ordered by. */
  score: number;
}

export interface PlaygroundAnswer {
  turn: TurnResult;
  ranking: RankedChunk[];
}

export interface PlaygroundAsker {
  userId: string;
  tenant: { id: string; slug: string };
}

/**
 * A question asked in the console's playground: the real orchestrator — the hospital's live
 * documents, overlay, matrix, safety packs and (when configured) model — answers it exactly as it
 * would answer a caller, but in a rehearsal journal, so nothing reaches the call list, replay, the
 * dashboard, alerts or /api/metrics. With a conversation key the user's earlier questions under
 * that key are the conversation so far; without one the question stands alone.
 *
 * The ranking is what retrieval gives the question on its own (searchQuestion: the resolver's
 * intent, the tenant's matrix, no telemetry) in the language the line answered in — shown for a
 * refusal too, so an operator sees what the line would have had to go on.
 */
export async function askPlayground(
  deps: TurnDeps,
  asker: PlaygroundAsker,
  ask: PlaygroundAsk,
  conversations: PlaygroundConversations = playgroundConversations,
): Promise<PlaygroundAnswer> {
  const key = ask.conversation ?? randomUUID();
  const journal = ask.conversation ? conversations.journalFor({ userId: asker.userId, tenantId: asker.tenant.id, conversation: key }) : rehearsalJournal();
  const turn = await runTurn(
    { ...deps, journal },
    { tenant: asker.tenant.slug, conversation: `playground-${key}`, channel: "voice", lang: ask.lang, text: ask.question },
  );
  const search = await searchQuestion(deps.db, deps.embedder, {
    tenant: asker.tenant.slug,
    lang: turn.language,
    text: ask.question,
    limit: PLAYGROUND_LIMITS.ranking,
  });
  const ranking = search.chunks
    .slice(0, PLAYGROUND_LIMITS.ranking)
    .map((c) => ({ title: c.title, headingPath: c.headingPath, category: c.category, score: c.score }));
  log.info(
    {
      tenant: asker.tenant.slug,
      continued: ask.conversation !== undefined,
      turnIndex: turn.turnIndex,
      class: turn.class,
      path: turn.path,
      sentences: turn.sentences.length,
      citations: turn.citations.length,
      ranking: ranking.length,
    },
    "playground_answer",
  );
  return { turn, ranking };
}
