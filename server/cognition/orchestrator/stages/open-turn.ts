import { turnRequestSchema, type TurnRequest } from "~/contracts/turn";
import { tenantContext } from "~/server/tenant-context";
import { journalOf } from "../journal";
import { conversationKey, reserveTurnIndex, settlePersistence } from "../persistence/write-queue";
import { Stopwatch } from "../stopwatch";
import type { OpenedTurn, TurnDeps } from "../turn";

/**
 * Stage "open": the request validated, the tenant's context (cached; its version read with the
 * conversation, in one statement), and the conversation as the previous turn left it. Bad input is refused here, before anything runs or is written.
 */
export async function openTurn(deps: TurnDeps, input: TurnRequest, receivedAt?: number): Promise<OpenedTurn> {
  const request = turnRequestSchema.parse(input);
  // From the procedure's entry: what it did before the turn (a voice turn's per-call limit and room claim).
  const watch = new Stopwatch(receivedAt);
  if (receivedAt !== undefined) watch.lap("admit");
  // The previous turn's writes (lock, focus, counters) must land before this turn reads them.
  await settlePersistence(conversationKey(request));
  watch.lap("settle");
  // The tenant's context version comes with the conversation (one round trip); the context itself is cached.
  const opened = await journalOf(deps).open(deps, request);
  const tenant = await tenantContext(deps.db, request.tenant, opened.tenant);
  // Two turns of one call can be open at once (a voice turn asked again with longer words): each gets its own index.
  const conversation = { ...opened.conversation, nextTurnIndex: reserveTurnIndex(opened.conversation.id, opened.conversation.nextTurnIndex) };
  watch.lap("load");
  return { deps, request, tenant, conversation, heard: request.text.trim(), watch };
}
