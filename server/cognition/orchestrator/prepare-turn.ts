import { prepareVoiceTurnInputSchema, type PrepareVoiceTurnInput } from "~/contracts/agent-app";
import type { Db } from "~/server/db";
import { tenantContext } from "~/server/tenant-context";
import { recognisedWordsCorrected } from "./stages/mishears";

/**
 * The recogniser's final words, ahead of their turn: corrected for the tenant's mishears in the
 * call's language, exactly as the turn's "mishears" stage will correct them, and handed to
 * `prepare` (the process's prepared question vectors). Reads the tenant's cached context only;
 * nothing is stored, answered or logged.
 */
export async function prepareVoiceTurn(db: Db, input: PrepareVoiceTurnInput, prepare: (question: string) => void): Promise<void> {
  const request = prepareVoiceTurnInputSchema.parse(input);
  const heard = request.text.trim();
  if (!heard) return;
  const tenant = await tenantContext(db, request.tenant);
  prepare(recognisedWordsCorrected(heard, request.lang, tenant.overlay.mishears).text);
}
