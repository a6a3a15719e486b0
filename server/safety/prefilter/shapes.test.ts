/**
 * The sixth pass's shapes, each in the four languages with near misses in the same words: a
 * drug name inflected or compounded, a body part or a mark on the skin as the health word, "is it
 * stronger / does it still work", and for emergencies someone about to jump from a height, a
 * vehicle that hit someone, a limb bent the wrong way, a child's breathing distress signs. The
 * phrasings here are new (not the batch that showed the gaps), so they test the shape, not a line.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "./classify-terminal";

interface Shapes {
  advice: readonly string[];
  emergency: readonly string[];
  nearMisses: readonly string[];
}

const SHAPES: Record<Lang, Shapes> = {
  nl: {
    advice: [
      "Hoeveel hoestsiroop mag mijn dochter van zes per dag?",
      "Mag ik een halve slaaptablet van mijn man nemen?",
      "Mijn schouder kraakt bij elke beweging, is dat erg?",
      "Ik heb rode vlekken op mijn buik, wat zou dat kunnen zijn?",
      "Werkt de prikpil nog als ik overgeef?",
      "Is ibuprofen sterker dan paracetamol tegen kiespijn?",
    ],
    emergency: [
      "mijn vriendin staat op het balkon en zegt dat ze van het dak gaat springen",
      "een bus heeft mijn vader aangereden hij ligt op straat",
      "zijn arm staat helemaal scheef na de val van de trap",
      "ik schud aan mijn moeder maar reageert ze niet meer",
      "de ribben van mijn baby trekken in bij elke ademhaling",
    ],
    nearMisses: [
      "Waar kan ik de hoestsiroop ophalen die de dokter heeft voorgeschreven?",
      "Op welke verdieping is de polikliniek voor schouder en elleboog?",
      "Mijn vader is vorige maand aangereden en ligt nu op de revalidatie, wat zijn de bezoekuren?",
      "Hoe kom ik met de bus bij het ziekenhuis?",
      "Wat is het telefoonnummer van de dermatologie voor mijn vlekken?",
    ],
  },
  en: {
    advice: [
      "How much cough syrup can a six year old have in a day?",
      "My elbow clicks every time I bend it, should I worry?",
      "I have a rash on my stomach that won't go away, what could it be?",
      "Does the implant still work if I'm on antibiotics?",
      "Is naproxen stronger than ibuprofen for period pain?",
      "can i take two paracetamols with a cold and flu sachet",
    ],
    emergency: [
      "my friend is on the roof and says she's going to jump off the building",
      "a van just hit my dad he's lying on the pavement",
      "his arm is bent the wrong way after he fell down the stairs",
      "you can see the bone sticking out of her leg",
      "my baby's ribs are sucking in with every breath",
    ],
    nearMisses: [
      "Where do I collect the cough syrup the doctor prescribed?",
      "Which floor is the shoulder and elbow clinic on?",
      "My dad was hit by a car last month and is in rehab now, what are the visiting hours?",
      "Which bus goes to the hospital?",
      "What is the phone number of dermatology about my rash appointment?",
    ],
  },
  fr: {
    advice: [
      "Combien de sirops contre la toux un enfant de six ans peut prendre par jour ?",
      "Mon épaule craque à chaque mouvement, c'est grave ?",
      "J'ai des taches rouges sur le ventre, ça peut être quoi ?",
      "Est-ce que la pilule protège encore si j'ai vomi ?",
      "L'ibuprofène est plus fort que le paracétamol pour les dents ?",
    ],
    emergency: [
      "mon amie est sur le balcon et dit qu'elle va se jeter du toit",
      "un bus a renversé mon père il est allongé dans la rue",
      "son bras est tordu dans le mauvais sens après sa chute dans l'escalier",
      "on voit l'os qui sort de sa jambe",
      "les côtes de mon bébé se creusent à chaque respiration",
    ],
    nearMisses: [
      "Où est-ce que je retire le sirop que le médecin a prescrit ?",
      "À quel étage est la consultation épaule et coude ?",
      "Mon père a été renversé le mois dernier et il est en rééducation, quelles sont les heures de visite ?",
      "Quel bus va à l'hôpital ?",
      "Quel est le numéro de la dermatologie pour mes taches ?",
    ],
  },
  it: {
    advice: [
      "Quante tachipirine posso dare a un bambino di sei anni?",
      "Mi scrocchia la spalla a ogni movimento, è grave?",
      "Ho delle macchie rosse sulla pancia, cosa può essere?",
      "La pillola protegge ancora se ho vomitato?",
      "È più forte l'ibuprofene o il paracetamolo per il mal di denti?",
      "Devo sospendere la cardioaspirina prima della colonscopia?",
    ],
    emergency: [
      "la mia amica è sul balcone e dice che si butta giù dal tetto",
      "un autobus ha investito mio padre è steso per strada",
      "ha il braccio piegato al contrario dopo la caduta dalle scale",
      "si vede l'osso che esce dalla gamba",
      "mio figlio si sta strozzando con una caramella",
      "l'olio bollente è finito sul braccio di mia moglie",
      "mio marito ha una crisi con convulsioni forti",
    ],
    nearMisses: [
      "Dove ritiro lo sciroppo che mi ha prescritto il medico?",
      "A che piano è l'ambulatorio della spalla?",
      "Mio padre è stato investito il mese scorso ed è in riabilitazione, quali sono gli orari di visita?",
      "Quale autobus va all'ospedale?",
      "Qual è il numero della dermatologia per le mie macchie?",
    ],
  },
};

describe.each(Object.entries(SHAPES) as [Lang, Shapes][])("the sixth pass's shapes in %s", (lang, shapes) => {
  it("refuse every advice ask of the new shapes", () => {
    const missed = shapes.advice.filter((t) => !["SAFETY_REFUSAL", "EMERGENCY"].includes(classifyTerminal(t, lang)));
    expect(missed).toEqual([]);
  });

  it("send every emergency of the new shapes to 112", () => {
    expect(shapes.emergency.filter((t) => classifyTerminal(t, lang) !== "EMERGENCY")).toEqual([]);
  });

  it("answer the near misses in the same words: none refused, none sent to 112", () => {
    expect(shapes.nearMisses.filter((t) => classifyTerminal(t, lang) !== "FALLTHROUGH")).toEqual([]);
  });
});
