import { LANGUAGES, type Lang, type PerLang } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/lang/normalise";
import { splitSentences } from "~/lib/text/sentences";
import { moduleLogger } from "~/lib/logger";
import { firstMatch } from "../rule";
import { safetyRefusalText, type ReplyChannel, type TerminalContext } from "../templates";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import { POSTFILTER_REASONS, type PostFilterReason, type PostfilterPack } from "./pack";

const log = moduleLogger("safety.postfilter");

export const POSTFILTER_PACKS: PerLang<PostfilterPack> = { nl, en, fr, it };

export interface PostFilterResult {
  blocked: boolean;
  reason: PostFilterReason | null;
  /** The answer unchanged, or the safety reply when blocked. */
  text: string;
  rule?: string;
}

/** Semicolons, colons and line breaks end a clause (a list item, "Dosering: …"); not inside "14:30". */
const CLAUSE_BREAK = /(?<![0-9])[;:\n]+(?![0-9])/;

/**
 * Split on sentence ends, then clause breaks, before normalising (normalising erases punctuation),
 * so a rule's word gaps cannot bridge two unrelated sentences. Decimals and times stay whole.
 */
function sentences(answer: string): string[] {
  return splitSentences(answer)
    .flatMap((s) => s.split(CLAUSE_BREAK))
    .filter((s) => s.trim() !== "");
}

/** Find a medical-advice slip in one sentence; every language's pack is checked (an LLM can switch). */
export function findMedicalAdviceSlip(sentence: string, lang: Lang): { reason: PostFilterReason; rule: string } | null {
  const text = normaliseForMatch(sentence);
  const order = [lang, ...LANGUAGES.filter((l) => l !== lang)];
  for (const reason of POSTFILTER_REASONS) {
    for (const l of order) {
      const hit = firstMatch(text, POSTFILTER_PACKS[l][reason]);
      if (hit) return { reason, rule: hit.id };
    }
  }
  return null;
}

/**
 * The belt-and-braces check after any answer path: a diagnosis, dosage, drug instruction,
 * first-aid imperative or medication change replaces the whole answer with the safety reply (its
 * typed variant for a chat: reception's number, no offer to put anyone through).
 */
export function postFilter(answer: string, lang: Lang, ctx?: TerminalContext, channel: ReplyChannel = {}): PostFilterResult {
  for (const sentence of sentences(answer)) {
    const slip = findMedicalAdviceSlip(sentence, lang);
    if (slip) {
      log.warn({ lang, reason: slip.reason, rule: slip.rule }, "postfilter_triggered");
      return { blocked: true, reason: slip.reason, rule: slip.rule, text: safetyRefusalText(lang, ctx, channel) };
    }
  }
  return { blocked: false, reason: null, text: answer };
}
