/**
 * An emergency rule's guard (a past, an operation, a form, a chore) excuses only the stretch it stands next to
 * (pack.ts, GUARD_WINDOW). Each emergency below fell through the patterns while the guards read the whole
 * utterance: an age ("80 years old") read as a past, an operation last year before a chest pain happening now, an
 * insurance form to fill in later after a crash happening now, a "quando" or an operation in the clause before
 * the emergency (it, fr). The near misses keep the guard next to the event and are still answered.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "../prefilter/classify-terminal";

const EMERGENCIES: readonly (readonly [Lang, string])[] = [
  ["en", "my dad is 80 years old and he has crushing pain in his chest going down his arm"],
  ["en", "my mum had a hip operation last year and now she has crushing pressure on her chest and she's sweating"],
  ["en", "there's been a crash on the motorway my brother is bleeding and I'm filling in the insurance form later"],
  // A "quando"/"quand" or a past in the first clause, the emergency in the next.
  ["it", "quando sono tornata a casa ho trovato mio figlio per terra che non respira più"],
  ["it", "mia madre è stata operata al ginocchio l'anno scorso e adesso ha un dolore fortissimo al petto che va al braccio"],
  ["it", "mio padre ha avuto la febbre ieri oggi ha un dolore al petto che va al braccio e suda freddo"],
  ["fr", "mon père a été opéré du genou l'an dernier et là il a une douleur qui serre dans la poitrine et il transpire"],
];

const NEAR_MISSES: readonly (readonly [Lang, string])[] = [
  ["en", "he had crushing pain in his chest going down his arm last year, which department does follow up"],
  ["en", "there was a crash last week, where do I send the insurance form"],
  ["it", "mio padre ha avuto un infarto l'anno scorso, a che ora è la visita di controllo in cardiologia?"],
  ["it", "mia madre aveva un dolore al petto che andava al braccio mesi fa, dove si prenota la visita?"],
  ["fr", "mon père a eu une douleur qui serre dans la poitrine et il transpirait l'an dernier, où est la cardiologie ?"],
  // A first-aid course frames the whole question, however far the choking is from it (notWithAnywhere).
  ["en", "do you run a first aid course for new parents about what you should do when a toddler is choking"],
  ["nl", "geven jullie een cursus eerste hulp voor ouders over wat je moet doen als je kind zich verslikt"],
  // Words that come out wrong now and then (the stroke rules' local "sometimes").
  ["nl", "mijn moeder had twee jaar geleden een beroerte en haar woorden komen er af en toe verkeerd uit, waar is de logopedie"],
];

describe("a guard excuses only the stretch it stands next to", () => {
  it.each(EMERGENCIES)("sends (%s) %s to 112", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("EMERGENCY");
  });

  it.each(NEAR_MISSES)("answers (%s) %s", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("FALLTHROUGH");
  });
});
