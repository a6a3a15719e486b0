import { turnRequestSchema, type TurnRequest } from "~/contracts/turn";
import { tenantContext } from "~/server/tenant-context";
import { journalOf } from "../journal";
import { conversationKey, settlePersistence } from "../persistence/write-queue";
import { Stopwatch } from "../stopwatch";
import type { OpenedTurn, TurnDeps } from "../turn";

/**
 * Stage "open": the request validated, the tenant's context (cached; one version read per turn),
 * and the conversation as the previous turn left it. Bad input is refused here, before anything runs or is written.
 */
export async function openTurn(deps: TurnDeps, input: TurnRequest): Promise<OpenedTurn> {
  const request = turnRequestSchema.parse(input);
  // The previous turn's writes (lock, focus, counters) must land before this turn reads them.
  await settlePersistence(conversationKey(request));
  const watch = new Stopwatch();
  const tenant = await tenantContext(deps.db, request.tenant);
  const conversation = await journalOf(deps).open(deps, tenant.id, request);
  watch.lap("load");
  return { deps, request, tenant, conversation, heard: request.text.trim(), watch };
}
