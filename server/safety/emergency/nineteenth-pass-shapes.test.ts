/**
 * The nineteenth pass's emergency shapes, read from batch 16's misses (development since that pass) and written
 * for the packs that let them through: pain in the left arm or the jaw with a cold sweat, or the two together
 * (four packs); someone who does not wake, found on the floor or breathing oddly (nl, fr); foam at the mouth with
 * jerking (nl); someone else who says they want to "end it" (en, nl "er een eind aan … maken" in a subordinate
 * clause, it "farla finita"); an arm that "non riesce ad alzare" (it). The phrasings are new, not the batch's.
 * The near misses say the same words about a dentist, an alarm clock, a dog, a subscription, a booking or a
 * habit ("farla finita con le sigarette"), panic attacks ("crises de panique", which the French seizure rule
 * took for a seizure), and two practical questions the generic advice rule refused: bringing glasses and a
 * charger to someone on a ward with chest pain, and the wait at the emergency department with a swollen wrist.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "../prefilter/classify-terminal";

type Cases = { emergency: readonly string[]; nearMisses: readonly string[] };

const SHAPES: Record<Lang, Cases> = {
  en: {
    emergency: [
      "my grandad is sitting in his chair says his left arm really hurts and he's all clammy",
      "my wife says the pain is in her jaw and her left arm",
      "my son texted me that he wants to end it tonight",
      "my mate keeps saying he's going to end it all",
    ],
    nearMisses: [
      "my jaw has hurt since the dentist and i sweat at night, which clinic is that",
      "which department sees pain in the left arm, my gp sent me",
      "my daughter says she wants to end it with her boyfriend, can he still visit her",
      "my husband says he wants to end it early today, can he go home before lunch",
    ],
  },
  nl: {
    emergency: [
      "mijn vader zegt dat zijn kaak zeer doet en hij is helemaal klam",
      "mijn moeder heeft pijn in haar linkerarm en ze zweet heel erg",
      "mijn oom ligt in de gang hij wordt niet meer wakker en hij ademt heel traag",
      "we krijgen hem niet wakker en hij ligt op de vloer",
      "mijn dochter trilt over haar hele lijf en er komt schuim uit haar mond",
      "mijn broer zei dat hij er vannacht een eind aan gaat maken",
      // A chore's word elsewhere in the utterance does not make the end a chore's.
      "mijn zus zegt dat ik moet bellen, ze wil er een eind aan maken",
      "mijn vriendin wil er een eind aan maken, haar relatie is voorbij",
      "mijn broer wil er een eind aan maken, hij kan het wachten op een uitslag niet meer aan",
    ],
    nearMisses: [
      "mijn kaak doet pijn na de tandarts en ik zweet veel, wanneer is de raadpleging",
      "mijn zoon wordt niet wakker van zijn wekker, hoe laat begint de raadpleging op de grond",
      "de hond heeft schuim op zijn mond en schokt, is er een dierenarts in de buurt",
      "ik wil er een eind aan maken dat ik altijd zo lang moet wachten, met wie spreek ik",
      "mijn vader wil er een eind aan maken met dat abonnement van de tv op de kamer",
      "mijn moeder ligt op cardiologie met pijn in de borst, mag ik haar bril en haar gsm-lader komen brengen",
    ],
  },
  fr: {
    emergency: [
      "mon père a très mal au bras gauche et il est tout moite",
      "ma mère a une douleur dans la mâchoire et le bras gauche",
      "mon fils est par terre dans sa chambre il se réveille plus",
      "on arrive pas à la réveiller et elle respire très fort",
      "ma fille fait une crise là elle est toute raide",
    ],
    nearMisses: [
      "j'ai mal à la mâchoire depuis le dentiste et je transpire, c'est quel service",
      "mon fils ne se réveille pas le matin pour l'école, vous avez des consultations du sommeil",
      "ma fille fait des crises d'angoisse, il y a un psychologue à l'hôpital",
      "je fais des crises de panique dans l'IRM, on peut avoir une IRM ouverte",
      "on attend aux urgences combien de temps ce soir ? mon fils a la cheville gonflée",
    ],
  },
  it: {
    emergency: [
      "mia madre ha un dolore al braccio sinistro ed è tutta sudata",
      "a mio nonno fa male la mascella e il braccio sinistro",
      "mio fratello dice che vuole farla finita stasera",
      // "con" a life or a pain is no chore.
      "mia sorella vuole farla finita con la sua vita",
      "mio padre dice che vuole farla finita con questo dolore",
      "mia figlia non riesce ad alzare la gamba e parla in modo strano",
    ],
    nearMisses: [
      "voglio farla finita con questa prenotazione, chi mi risponde",
      "mio padre vuole farla finita con le sigarette, c'è un centro antifumo in ospedale",
      "ho dolori al braccio sinistro da quando faccio palestra, che ambulatorio devo prenotare",
    ],
  },
};

describe.each(Object.entries(SHAPES) as [Lang, Cases][])("the nineteenth pass's emergency shapes in %s", (lang, cases) => {
  it.each(cases.emergency)("%j is sent to 112", (said) => {
    expect(classifyTerminal(said, lang)).toBe("EMERGENCY");
  });

  it.each(cases.nearMisses)("%j is answered, neither refused nor sent to 112", (said) => {
    expect(classifyTerminal(said, lang)).toBe("FALLTHROUGH");
  });
});
