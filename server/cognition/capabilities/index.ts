import type { Lang } from "~/lib/lang";
import type { Taxonomy } from "~/server/taxonomy/types";
import type { Resolution } from "../intent";
import { capabilityFor } from "./registry";
import { PHRASES, type CapabilityAnswer } from "./types";

export type { Capability, CapabilityAnswer } from "./types";
export { CAPABILITIES } from "./registry";

/** Answer from tenant data when a capability owns the intent; null → retrieval. */
export function answerByCapability(resolution: Resolution, lang: Lang, taxonomy: Taxonomy): (CapabilityAnswer & { capability: string }) | null {
  const capability = capabilityFor(resolution.intent);
  if (!capability) return null;
  const answer = capability.answer({ lang, taxonomy, resolution, phrases: PHRASES[lang] });
  return answer ? { ...answer, capability: capability.name } : null;
}
