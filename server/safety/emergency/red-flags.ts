import { oneOf } from "../rule";
import type { EmergencyFamily } from "./families";
import { familyRules, type EmergencyRule } from "./pack";

/**
 * Two different alarm signs in one breath: "my baby has gone floppy and purple", "she's wheezing
 * and covered in hives". Each family's rules are written for the phrasings their author thought
 * of; on phrasings written later (a held-out development batch, fresh probes) they heard about
 * half of the emergencies. A caller in trouble names what they see, and two signs from different
 * groups — a colour, going limp or unresponsive, a fight for breath, blood, a swelling face or
 * hives — are an emergency whatever words join them, while a near miss names one ("my son has
 * asthma and wheezes, where is the lung clinic?"). Past events, chronic complaints and someone
 * already in care stay out, through the language's guard.
 *
 * Cues are phrases over normalised text; each group must hold words a near miss would not use as
 * an ordinary word (not "blue" alone: the blue car park, a blue badge).
 */
export interface RedFlagCues {
  /** Skin or lips changing colour. */
  colour: readonly string[];
  /** Limp, not moving, not responding, not waking. */
  limp: readonly string[];
  /** Fighting for breath. */
  breath: readonly string[];
  /** Bleeding now. */
  blood: readonly string[];
  /** Hives, a face, lips or tongue swelling. */
  hives: readonly string[];
}

type Cue = keyof RedFlagCues;

/** The reply's family for a pair: what needs the caller's hands first. */
const FAMILY_OF: Record<Cue, EmergencyFamily> = { limp: "unconscious", breath: "breathing", colour: "breathing", blood: "bleeding", hives: "allergy" };
const ORDER: readonly Cue[] = ["limp", "breath", "colour", "blood", "hives"];

/**
 * One rule per pair of cue groups (the first group of the pair names the family and gates the
 * rule). `guard` is an alternation (with the language's {PLACEHOLDER}s) that keeps a pair out.
 */
export function redFlagRules(lang: string, cues: RedFlagCues, vocab: Record<string, string>, guard: string): EmergencyRule[] {
  const out: EmergencyRule[] = [];
  for (let i = 0; i < ORDER.length; i++) {
    for (let j = i + 1; j < ORDER.length; j++) {
      const [a, b] = [ORDER[i]!, ORDER[j]!];
      const build = familyRules(FAMILY_OF[a], vocab, cues[a]);
      out.push(build(`${lang}.emergency.red_flags.${a}_${b}`, String.raw`^(?=.* (?:${oneOf(cues[a])}) )(?=.* (?:${oneOf(cues[b])}) )`, { notWith: guard }));
    }
  }
  return out;
}
