import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/text/normalise";
import { loadSafetySets } from "~/testkit/fixtures/safety";
import { expandContractions } from "./contractions";
import { PREFILTER_PACKS } from "./prefilter/classify-terminal";
import { conjuncts } from "./rule";
import { textTest } from "./vocabulary-test";

/** A vocabulary long enough to be taken apart (3,000 characters and more), with every kind of word in it. */
const FILLER = Array.from({ length: 400 }, (_, k) => `filler${k}`);
const BODY = [
  "short of breath",
  "cough",
  String.raw`\w*(?:paracetamol|ibuprofen|co codamol)\w{0,3}`,
  String.raw`\w+pijn`,
  String.raw`opzwel\w*`,
  String.raw`\w*vaccin\w*`,
  String.raw`(?<!(?:give|donate) )blood(?! (?:test|donor))`,
  String.raw`(?<!de )(?:uitslag|uitslagen)`,
  String.raw`(?:divent\w+|si fatt[oa]) (?:giall|ross)\w*`,
  ...FILLER,
].join("|");
const GATE = new RegExp(` (?:${BODY}) `);
const NEEDS = new RegExp(String.raw`^(?=.* (?:${BODY}) )`);
const NEEDS_NOT = new RegExp(String.raw`^(?!.* (?:${BODY}) )`);

const TEXTS = [
  " i am short of breath ",
  " short of breath ",
  " i am short of breathing ",
  " a bad cough ",
  " coughing ",
  " can i take paracetamols tonight ",
  " can i take paracetamolxxxx tonight ",
  " two co codamols ",
  " my co codamol ",
  " nurofen ibuprofen ",
  " my bijpijn ",
  " pijn ",
  " opzwellen ",
  " opzwel ",
  " het is gezwollen ",
  " griepvaccinatie ",
  " vaccin ",
  " blood in my stool ",
  " i give blood ",
  " a blood test ",
  " de uitslag ",
  " mijn uitslagen ",
  " e diventato giallo ",
  " si fatta rossa ",
  " filler17 ",
  " filler17x ",
  " nothing at all here ",
  " ",
  "",
  "cough",
  " cough",
  "cough ",
  "  cough  ",
  " my ß paracetamol ",
  " xßparacetamol ",
  " cough\nnext ",
  " next\n cough ",
  " pre-paracetamol ",
];

describe("a vocabulary test taken apart into word lookups", () => {
  it.each(TEXTS)("answers as the regex does on %j", (text) => {
    expect(textTest(GATE)(text)).toBe(GATE.test(text));
    expect(textTest(NEEDS)(text)).toBe(NEEDS.test(text));
    expect(textTest(NEEDS_NOT)(text)).toBe(NEEDS_NOT.test(text));
  });

  it("hears each kind of word: a phrase, a word ending or starting with one, a word holding one, a lookaround's word", () => {
    const yes = [
      " short of breath ",
      " paracetamols ",
      " bijpijn ",
      " opzwellen ",
      " griepvaccinatie ",
      " blood in it ",
      " mijn uitslag ",
      " e diventato giallo ",
    ];
    for (const t of yes) expect(textTest(GATE)(t), t).toBe(true);
    const no = [" short of breathing ", " paracetamolxxxx ", " pijn ", " i give blood ", " de uitslag ", " filler17x "];
    for (const t of no) expect(textTest(GATE)(t), t).toBe(false);
  });
});

/** Every utterance the tables and sets hold, as the pre-filter sees it in each call language. */
function utterances(): string[] {
  const out = new Set<string>();
  for (const i of loadSafetySets("dev").items) for (const lang of LANGUAGES) out.add(expandContractions(normaliseForMatch(i.text), lang as Lang));
  return [...out];
}

describe("the packs' gates and vocabulary conjuncts", () => {
  const texts = utterances();
  const patterns = LANGUAGES.flatMap((l) => [
    PREFILTER_PACKS[l].advice.gate,
    ...[...PREFILTER_PACKS[l].advice.rules, ...PREFILTER_PACKS[l].safety].flatMap((r) => conjuncts(r.pattern)),
  ]).filter((p) => p.source.length >= 3000);

  it("include long vocabularies (what the lookups are for)", () => {
    expect(patterns.length).toBeGreaterThanOrEqual(8);
  });

  it("answer as their regexes do on every development utterance", () => {
    const differ: string[] = [];
    for (const p of patterns) {
      const t = textTest(p);
      for (const text of texts) if (t(text) !== p.test(text)) differ.push(`${p.source.slice(0, 40)}… on "${text}"`);
    }
    expect(differ).toEqual([]);
  });
});
