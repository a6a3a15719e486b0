import { z } from "zod";
import { anyPhrase, normaliseForMatch } from "~/lib/text/normalise";
import { LEXICONS, resolveTurn, type Resolution } from "../../intent";
import type { LlmConfig } from "../../llm/client";
import { structuredCall } from "../../llm/structured-call";
import type { Turn } from "../turn";

/**
 * Stage "resolve": what the caller asks and which doctor, department, campus or FAQ entry they
 * mean, against the tenant's taxonomy and the conversation's focus ("wanneer werkt hij?").
 */
export async function resolve(turn: Turn): Promise<Resolution> {
  const first = resolveTurn(turn.utterance, turn.lang, turn.tenant.taxonomy, turn.conversation.state.focus);
  const resolution = turn.deps.llm ? await rewriteFollowUp(turn, turn.deps.llm, first) : first;
  turn.watch.lap("resolve");
  return resolution;
}

const followUpSchema = z.object({ rewrite: z.string().min(1).max(500) });

/**
 * With an LLM configured, a follow-up the deterministic resolver could not place ("en die andere
 * dokter?") is rewritten into a self-contained question from the last turns, then resolved again
 * so a capability can still answer it. On any failure the deterministic resolution stands.
 */
async function rewriteFollowUp(turn: Turn, llm: LlmConfig, first: Resolution): Promise<Resolution> {
  const { utterance, lang, conversation } = turn;
  const lexicon = LEXICONS[lang];
  const text = normaliseForMatch(utterance);
  const refers = anyPhrase(text, lexicon.doctorReferences) || anyPhrase(text, lexicon.departmentReferences);
  if (first.intent !== "general" || first.department || !refers || conversation.state.history.length === 0) return first;
  const history = conversation.state.history.map((h) => `Caller: ${h.user}\nLine: ${h.assistant}`).join("\n");
  const { rewrite } = await structuredCall(llm, {
    task: "follow_up_rewrite",
    system:
      "Rewrite the caller's last question so it stands on its own, replacing pronouns with the names they refer to in the conversation. Keep the caller's language. Return {\"rewrite\": string}.",
    user: `${history}\nCaller (last question): ${utterance}`,
    schema: followUpSchema,
    fallback: () => ({ rewrite: utterance }),
  });
  if (rewrite === utterance) return first;
  const again = resolveTurn(rewrite, lang, turn.tenant.taxonomy, conversation.state.focus);
  return { ...again, isFollowUp: true, rewrite };
}
