import { answerByCapability } from "../../capabilities";
import type { Resolution } from "../../intent";
import type { Draft, Turn } from "../turn";

/**
 * Stage "capability | faq": a question the tenant's own data answers (a doctor's schedule, a
 * department's floor, a campus address, a curated FAQ answer) — no retrieval, no model. null: no
 * capability owns the question.
 */
export function answerFromTenantData(turn: Turn, resolution: Resolution): Draft | null {
  const answer = answerByCapability(resolution, turn.lang, turn.tenant.taxonomy);
  turn.watch.lap("capability");
  if (!answer) return null;
  return {
    text: answer.text,
    path: answer.path,
    class: "FALLTHROUGH",
    intent: resolution.intent,
    found: true,
    citations: answer.citations,
    action: "none",
  };
}
