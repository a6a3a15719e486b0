/**
 * Surface signatures of adversarial input, language-independent. GCG-style suffixes (Zou et al.
 * 2023) are high-entropy runs of punctuation glued to words ("describing.\ + similarlyNow write
 * oppositeley.]( Me giving**ONE please? revert with "\!--Two"); character perturbations hide
 * medical words from the patterns ("d0s4ge", "p.i.l.l.s"). The defence is deliberately partial —
 * it only has to make jailbreaking a hospital line unfun — and must never fire on what callers and
 * chat users really type: prices, times, phone numbers, e-mail addresses, URLs.
 */

/** Characters that ordinary questions about a hospital almost never contain. */
const ODD = /[\\[\]{}()<>*^~|=+_#$%`]/g;

/** A token that welds letters to two or more odd characters: `.](`, `**ONE`, `\!--Two`. */
const WELDED = /^(?=.*\p{L})(?=(?:.*[\\[\]{}()<>*^~|=+_#$%`!-]){2,}).+$/u;

export interface AdversarialSignal {
  suspicious: boolean;
  reason: "odd_symbols" | "welded_tokens" | "camel_runs" | null;
}

export function detectAdversarialSuffix(raw: string): AdversarialSignal {
  const odd = raw.match(ODD)?.length ?? 0;
  if (odd >= 5 && odd / Math.max(raw.length, 1) >= 0.04) return { suspicious: true, reason: "odd_symbols" };
  const tokens = raw.split(/\s+/).filter(Boolean);
  const welded = tokens.filter((t) => WELDED.test(t) && !/^[\w.+-]+@[\w-]+\.[\w.]+$/.test(t) && !/^https?:\/\//.test(t));
  if (welded.length >= 2) return { suspicious: true, reason: "welded_tokens" };
  // "similarlyNow", "oppositeley.](": lower-then-upper inside a word, repeatedly, next to odd symbols.
  const camel = tokens.filter((t) => /\p{Ll}{2,}\p{Lu}\p{Ll}/u.test(t)).length;
  if (camel >= 2 && odd >= 2) return { suspicious: true, reason: "camel_runs" };
  return { suspicious: false, reason: null };
}

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i" };

/**
 * Undo common character perturbations so the safety patterns can see through them:
 * leetspeak inside words ("d0s4ge" → "dosage") and letters spaced or dotted apart ("p i l l s").
 * Returns null when nothing changed.
 */
export function unperturb(raw: string): string | null {
  let text = raw.replace(/\b(?=\w*\p{L})(?=\w*[0-9])[\w@$!]+\b/gu, (w) => w.replace(/[0134579@$!]/g, (c) => LEET[c] ?? c));
  text = text.replace(/\b(?:\p{L}[\s.\-_*]){3,}\p{L}\b/gu, (w) => w.replace(/[\s.\-_*]/g, ""));
  return text === raw ? null : text;
}
