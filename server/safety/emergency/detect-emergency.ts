import { LANGUAGES, type Lang, type PerLang } from "~/lib/lang";
import { firstMatch, oneOf } from "../rule";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { EmergencyRule } from "./pack";
import { writtenForm } from "./spoken-forms";

export const EMERGENCY_PACKS: PerLang<EmergencyRule[]> = { nl, en, fr, it };

/**
 * A family's gate as one precompiled test: "contains any of these substrings", which is what
 * `gate.some((g) => text.includes(g))` said — one regex over the text instead of a scan per substring.
 */
function containsAny(substrings: readonly string[]): RegExp {
  // No substring: the gate never passes, as `some` over an empty list never did.
  return substrings.length ? new RegExp(oneOf([...new Set(substrings)])) : /(?!)/;
}

interface Group {
  gate: RegExp;
  rules: EmergencyRule[];
}

interface PackGates {
  /** Whether any family's gate can pass: most turns (parking, visiting hours) pass none, and the pack is skipped after one test. */
  any: RegExp;
  groups: Group[];
}

/** Consecutive rules sharing a gate (one family), in pack order. */
function groups(rules: EmergencyRule[]): PackGates {
  const out: { substrings: readonly string[]; rules: EmergencyRule[] }[] = [];
  for (const r of rules) {
    const last = out.at(-1);
    if (last && last.substrings === r.gate) last.rules.push(r);
    else out.push({ substrings: r.gate, rules: [r] });
  }
  return {
    any: containsAny(rules.flatMap((r) => r.gate)),
    groups: out.map((g) => ({ gate: containsAny(g.substrings), rules: g.rules })),
  };
}

const GROUPS: PerLang<PackGates> = { nl: groups(nl), en: groups(en), fr: groups(fr), it: groups(it) };

/**
 * The emergency rule a normalised utterance matches, if any. Like the safety patterns it runs
 * every language's rules, the call's first: someone in trouble does not keep to the call's
 * language, and a recogniser locked to Dutch may still write an English "I can't breathe".
 * `ungated` skips the families' substring gates (tests compare both).
 */
export function detectEmergency(normalised: string, lang: Lang, opts: { ungated?: boolean } = {}): EmergencyRule | undefined {
  for (const l of [lang, ...LANGUAGES.filter((x) => x !== lang)]) {
    const hit = emergencyInPack(normalised, l, opts);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The first rule of one language's pack the utterance matches. The call's language only orders the
 * packs, so gates that never change this pack by pack never change `detectEmergency` under any
 * call language (prefilter-gates.test.ts compares them pack by pack).
 */
export function emergencyInPack(normalised: string, pack: Lang, opts: { ungated?: boolean } = {}): EmergencyRule | undefined {
  const text = writtenForm(normalised, pack);
  const gates = GROUPS[pack];
  if (!opts.ungated && !gates.any.test(text)) return undefined;
  for (const group of gates.groups) {
    if (!opts.ungated && !group.gate.test(text)) continue;
    const hit = firstMatch(text, group.rules);
    if (hit) return hit;
  }
  return undefined;
}
