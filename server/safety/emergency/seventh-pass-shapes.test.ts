/**
 * The seventh pass's emergency shapes, each with near misses in the same words: a weight or a vice
 * on the chest, pain running into the left arm or the jaw, someone who fell and does not answer,
 * someone hardly rousable, the baby's head felt or seen during a birth, a child who drank a
 * washing-up product; a scan where the baby's head is seen is no birth. The phrasings are new (neither the development batch that showed the gap nor
 * a held-out batch), so they test the shape, not a line.
 */
import { describe, expect, it } from "vitest";
import { classifyTerminal } from "../prefilter/classify-terminal";

type Cases = { emergency: readonly string[]; nearMisses: readonly string[] };

const SHAPES: Record<"nl" | "en" | "fr" | "it", Cases> = {
  nl: {
    emergency: ["mijn vader gloeit van de koorts en we krijgen hem nauwelijks wakker", "oma is amper aanspreekbaar en ze is helemaal grauw"],
    nearMisses: ["mijn zoon krijg ik 's ochtends amper wakker voor de afspraak, kan die later", "waar is de echo waar we het hoofdje van de baby zien"],
  },
  en: {
    emergency: [
      "my husband says it's like a ton of bricks on his chest and he's sweating",
      "she's got pain running down into her left arm and she feels faint",
      "i have this pressure that's spreading up to my jaw",
      "my nan has fallen in the bathroom and she isn't answering me",
      "he's burning up and we can barely wake him",
      "she keeps passing out on the sofa",
      "her waters went and i can now see the head",
    ],
    nearMisses: [
      "my dad had a weight on his chest last year, which floor is cardiology on",
      "the pain goes to my jaw since the dentist took my wisdom tooth, who do I call",
      "my mum isn't answering her phone on the ward, what is the ward's number",
      "we can barely find the entrance to the maternity ward",
      "is there parking close to the ultrasound where we can see the baby's head",
      "do you have lockers for gym weights at the physio department",
    ],
  },
  fr: {
    emergency: [
      "mon mari dit qu il a comme une enclume sur la poitrine",
      "j ai une douleur qui part dans le bras gauche et je transpire",
      "ma mère a mal et ça remonte jusqu à la machoire",
      "mon père réagit à peine on arrive pas à le réveiller vraiment",
      "les contractions sont rapprochées et je sens la tête du bébé",
      "mon fils de trois ans a avalé du liquide vaisselle",
    ],
    nearMisses: [
      "mon père a eu un poids sur la poitrine l année dernière, à quel étage est la cardiologie",
      "j ai mal à la machoire depuis le dentiste, qui dois-je appeler",
      "à quel étage on fait l échographie où on voit la tête du bébé",
      "où est-ce que je peux acheter du liquide vaisselle près de l hôpital",
    ],
  },
  it: {
    emergency: [
      "mio marito dice che ha come un macigno sul petto",
      "ho un dolore che va verso il braccio sinistro e sudo freddo",
      "a mia madre il dolore sale fino alla mascella",
      "la nonna risponde a malapena e non riusciamo a tenerla sveglia",
      "ho le contrazioni e sento già i capelli del bambino",
      "è caduto dalla scala e ora non si sente più le gambe",
    ],
    nearMisses: [
      "mio padre ha avuto un peso sul petto l anno scorso, a che piano è la cardiologia",
      "mi fa male la mascella dopo il dentista, chi devo chiamare",
      "a che piano si fa l ecografia dove si vede la testa del bambino",
      "c è un armadietto per i pesi della palestra in fisioterapia",
    ],
  },
};

describe.each(Object.entries(SHAPES) as ["nl" | "en" | "fr" | "it", Cases][])("the seventh pass's emergency shapes in %s", (lang, cases) => {
  it("send every emergency of the new shapes to 112", () => {
    for (const said of cases.emergency) expect(classifyTerminal(said, lang), said).toBe("EMERGENCY");
  });
  it("answer the near misses in the same words: none sent to 112, none refused", () => {
    for (const said of cases.nearMisses) expect(classifyTerminal(said, lang), said).toBe("FALLTHROUGH");
  });
});
