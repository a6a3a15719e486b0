import type { Lang, PerLang } from "~/lib/lang";
import type { Taxonomy } from "~/server/taxonomy/types";
import type { Citation } from "~/contracts/citations";
import type { Intent, Resolution } from "../intent";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { CapabilityPhrases } from "./phrases";

export const PHRASES: PerLang<CapabilityPhrases> = { nl, en, fr, it };

export interface CapabilityContext {
  lang: Lang;
  taxonomy: Taxonomy;
  resolution: Resolution;
  phrases: CapabilityPhrases;
}

export interface CapabilityAnswer {
  text: string;
  citations: Citation[];
  /** Which turn path this counts as in telemetry. */
  path: "capability" | "faq";
}

/**
 * A question answered deterministically from tenant data: no retrieval, no LLM. Returning null
 * means "not mine after all" (e.g. no FAQ entry in this language) and the turn falls through to
 * retrieval. Adding a capability is one module plus one line in the registry.
 */
export interface Capability {
  name: string;
  intents: readonly Intent[];
  answer(ctx: CapabilityContext): CapabilityAnswer | null;
}
