/**
 * A conjunction rule's guard (the red flags, the shaking with nobody answering, a pregnancy with heavy bleeding)
 * excuses a cue only next to it (pack.ts, CUE_WINDOW): 5 words before it, or its own words and the word after.
 * Each emergency below fell through the patterns while these guards read the whole utterance — a tremor, a visit
 * to the doctor last week or a seizure last year said in another clause. The near misses keep the past or the
 * tremor next to the sign and are still answered. The pregnant-and-bleeding rules' later alternatives were tested
 * at the utterance's start only (no `.*` before them): "she's pregnant and bleeding heavily" fell through.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { localCues } from "./pack";
import { classifyTerminal } from "../prefilter/classify-terminal";

const EMERGENCIES: readonly (readonly [Lang, string])[] = [
  ["en", "shaking all over and not responding, she has a tremor in her hands normally"],
  ["en", "he's jerking all over and not responding, he had a seizure last year too"],
  ["en", "he's gone all floppy and purple, we were at the doctor's last week for his ears"],
  ["en", "my little girl is wheezing and covered in hives, we saw the allergist last month about her eczema"],
  ["fr", "il est tout mou et violet, on était chez le médecin la semaine dernière pour ses oreilles"],
  ["it", "è tutto molle e ha le labbra viola, eravamo dal medico per le orecchie la settimana scorsa"],
  ["en", "she's pregnant and bleeding heavily"],
];

const NEAR_MISSES: readonly (readonly [Lang, string])[] = [
  // A tremor anywhere still says what shaking beside a weak sign (all over, on the floor) is.
  ["en", "my dad has a tremor and his hands are shaking all over, where is neurology"],
  ["fr", "mon père a un tremblement essentiel, il tremble de partout, où est la neurologie"],
  ["it", "mio padre ha un tremore, trema dappertutto, a che piano è la neurologia"],
  // The past next to the signs.
  ["en", "she had a fit last year, she was shaking all over and not responding, can we see the neurologist again"],
  ["it", "mia madre l'anno scorso ha avuto una crisi, tremava tutta e non rispondeva, quando è la visita di neurologia"],
  ["en", "my baby went floppy and blue last year after a fever, where is the paediatric clinic"],
  ["nl", "mijn zoon werd vorig jaar slap en blauw bij koorts, waar is de kinderpoli"],
  ["fr", "l'an dernier mon fils est devenu tout mou et bleu avec la fièvre, où est la pédiatrie"],
  ["it", "l'anno scorso mio figlio è diventato molle e blu con la febbre, dov'è la pediatria"],
  ["en", "I'm pregnant and I was bleeding heavily last year, where is the antenatal clinic"],
  ["en", "I'm pregnant and bleeding a little, which floor is the maternity ward"],
  ["nl", "ik ben zwanger en bloed een beetje, waar is de verloskunde"],
];

describe("a conjunction rule's guard excuses only the cue it stands next to", () => {
  it.each(EMERGENCIES)("sends (%s) %s to 112", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("EMERGENCY");
  });

  it.each(NEAR_MISSES)("answers (%s) %s", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("FALLTHROUGH");
  });

  it("refuses to build a conjunction rule it cannot make local", () => {
    expect(() => localCues(String.raw`^(?=.* a )b`, "x")).toThrow(/not a group/);
    expect(() => localCues(String.raw`^(?=.* a )(?:.* b )`, "x")).toThrow(/not a lookahead/);
  });
});
