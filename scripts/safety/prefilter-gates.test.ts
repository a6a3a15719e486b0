/**
 * The pre-filter's gates (emergency families' substrings, the advice vocabulary) only skip work:
 * with and without them every utterance must get the same rule. Checked over every case table
 * (typed and as STT writes them), the safety development sets and 1,000 of the bench's caller
 * utterances, under every call language. The case tables and the sets are where the rules fire; the
 * bench's utterances are ordinary questions, where a gate must not wake a rule either. A quarter of
 * them (250 per language, the same seed) keeps that check at a quarter of the CPU: the whole 4,000
 * made this the suite's slowest unit file (93 s quiet, 344 s on a loaded host, past its timeout),
 * and the static proofs (gate-coverage, advice-gate-proof) cover every rule's gate word by word.
 *
 * Compared pack by pack: every call language runs all four packs and only orders them, so a pack
 * whose gated and ungated rule agree on an utterance agrees under every call language. Comparing
 * once per pack, not once per call language (each running up to four packs ungated), is a quarter
 * of the work (207 s in a loaded suite run), and a difference an earlier pack would have masked is
 * still found.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/lang/normalise";
import { emergencyInPack } from "~/server/safety/emergency";
import { EMERGENCIES, EMERGENCY_NEAR_MISSES } from "~/server/safety/emergency/emergency-cases";
import { ADVICE_ASKS, ADVICE_NEAR_MISSES } from "~/server/safety/prefilter/advice/advice-cases";
import { HELDOUT_ADVICE_ASKS, HELDOUT_NEAR_MISSES } from "~/server/safety/prefilter/advice/advice-heldout";
import { safetyRuleInPack } from "~/server/safety/prefilter/classify-terminal";
import { CASES } from "~/server/safety/prefilter/prefilter-cases";
import { loadDemoMaterial } from "../bench/fixtures/demo-material";
import { buildTextCorpus } from "../bench/fixtures/text-corpus";
import { loadSafetySets } from "~/testkit/fixtures/safety";

async function everyUtterance(): Promise<string[]> {
  const texts: string[] = [];
  for (const lang of LANGUAGES) {
    texts.push(...EMERGENCIES[lang].map(([t]) => t), ...EMERGENCY_NEAR_MISSES[lang].map(([t]) => t), ...CASES[lang].map(([t]) => t));
    texts.push(...Object.values(ADVICE_ASKS[lang]).flat(), ...ADVICE_NEAR_MISSES[lang]);
    texts.push(...Object.values(HELDOUT_ADVICE_ASKS[lang]).flat(), ...HELDOUT_NEAR_MISSES[lang]);
  }
  // Not a held-out batch: a difference would print its utterance, and it stays unread.
  texts.push(
    ...loadSafetySets("dev")
      .items.filter((i) => !i.heldOut)
      .map((i) => i.text),
  );
  const withStt = texts.flatMap((t) => [t, t.toLowerCase().replace(/[?!.,]/g, "")]);
  const corpus = buildTextCorpus(await loadDemoMaterial(), { perLang: 250, seed: "text-corpus-v1" });
  return [...withStt, ...corpus.utterances.map((u) => u.text)];
}

describe("pre-filter gates", () => {
  it("never change which rule fires, for any utterance in any language's pack (so under any call language)", async () => {
    const texts = await everyUtterance();
    expect(texts.length).toBeGreaterThan(4000);
    let fired = 0;
    // Differences are collected and compared once: an expect() per utterance and pack (tens of thousands of
    // them) cost more than the matching itself.
    const differences: string[] = [];
    // Utterances that normalise alike (the typed and the STT form often do) are matched once.
    const normalised = new Map(texts.map((raw) => [normaliseForMatch(raw), raw]));
    for (const [text, raw] of normalised) {
      let fires = false;
      for (const pack of LANGUAGES) {
        const emergency = [emergencyInPack(text, pack)?.id, emergencyInPack(text, pack, { ungated: true })?.id];
        const safety = [safetyRuleInPack(text, pack)?.id, safetyRuleInPack(text, pack, { ungated: true })?.id];
        if (emergency[0] !== emergency[1]) differences.push(`${raw} [${pack} pack] emergency: gated ${emergency[0]}, ungated ${emergency[1]}`);
        if (safety[0] !== safety[1]) differences.push(`${raw} [${pack} pack] safety: gated ${safety[0]}, ungated ${safety[1]}`);
        if (emergency[0] || safety[0]) fires = true;
      }
      if (fires) fired += 1;
    }
    expect(differences).toEqual([]);
    // The comparison covered utterances that do fire, not only ones that never could.
    expect(fired).toBeGreaterThan(1500);
  }, 300_000);
});
