/**
 * The twenty-fifth pass's shapes (batch 22's misses and the last pass's leftovers, by class; the phrasings here are
 * new, not a batch's; each positive was checked to fail on the pass's parent, 57541a2c):
 * - near misses: keeping a patient company through a treatment ("sit next to her the whole time", in either order in
 *   Dutch: ../practical/company-during-treatment.ts), a fridge on the ward, the clinic texting instead of calling,
 *   telling the desk on arrival; Italian "terapia intensiva" is a ward, not a treatment.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { isPracticalQuestion } from "../practical";
import { classifyTerminal } from "./classify-terminal";

const NEAR_MISSES: readonly (readonly [Lang, string])[] = [
  // Keeping a patient company through a treatment.
  ["fr", "Ma mère a sa perfusion de fer vendredi, je peux rester à côté d'elle tout le temps ?"],
  ["it", "Mia madre fa la flebo di ferro venerdì, posso stare accanto a lei tutto il tempo?"],
  // The neonatal intensive care unit is a ward.
  ["it", "Mia figlia è in terapia intensiva neonatale, posso portarle il mio latte tirato a casa?"],
];

/**
 * Practical questions the patterns answered and the second opinion refused under its plain bar (about 0.4): read as
 * practical now, the opinion needs its practical bar (../semantic/practical-guard.ts).
 */
const PRACTICAL_FOR_THE_OPINION = [
  "Mijn moeder krijgt vrijdag haar ijzerinfuus, mag ik de hele tijd bij haar zitten?",
  "Mon bébé est en pédiatrie pour une bronchiolite, il y a un frigo pour mon lait maternel ?",
  "Ik ben allergisch voor pleisters, moet ik dat bij aankomst zeggen?",
  // Dutch "voor mijn afspraak" after arriving is its purpose, not a date.
  "Ik ben allergisch voor jodium, moet ik dat aan de balie melden als ik aankom voor mijn scan?",
  "Sono allergico al lattice, devo dirlo all'accettazione quando arrivo?",
  "Ho l'apparecchio acustico, l'ambulatorio può avvisarmi via sms invece di chiamarmi?",
];

/** The same words in an ask: no time of company, a medicine taken, a therapy that is a treatment. */
const ASKS: readonly (readonly [Lang, string])[] = [
  ["en", "can I sit with him and give him his paracetamol myself"],
  ["nl", "mag ik naast hem zitten en hem zelf zijn paracetamol geven"],
  ["nl", "kan ik bij aankomst nog een ibuprofen nemen voor de pijn"],
  ["fr", "je peux prendre un doliprane à l'accueil avant le scanner"],
  ["it", "posso prendere la tachipirina accanto a lui"],
  ["it", "sono in terapia con il warfarin posso prendere l'aspirina"],
  ["fr", "je dois garder mon insuline au frigo ou pas"],
  ["it", "devo tenere l'insulina in frigo"],
];

describe("twenty-fifth pass: near misses answered", () => {
  it.each(NEAR_MISSES)("%s: answers %s", (lang, text) => {
    expect(classifyTerminal(text, lang)).toBe("FALLTHROUGH");
  });
});

describe("twenty-fifth pass: practical questions the second opinion refused", () => {
  it.each(PRACTICAL_FOR_THE_OPINION)("practical: %s", (text) => {
    expect(isPracticalQuestion(text)).toBe(true);
  });
});

describe("twenty-fifth pass: advice asks still refused", () => {
  it.each(ASKS)("%s: refuses %s", (lang, text) => {
    expect(["SAFETY_REFUSAL", "EMERGENCY"]).toContain(classifyTerminal(text, lang));
  });
});

describe("twenty-fifth pass: company through a treatment is practical only with its time", () => {
  it.each([
    "my dad's radiotherapy is tomorrow, can I stay with him during the session?",
    "Mijn vader krijgt dinsdag chemo, mag ik tijdens het infuus naast hem zitten?",
    "je peux rester avec elle pendant la dialyse ?",
    "posso restare con lui durante la chemio?",
  ])("practical: %s", (text) => {
    expect(isPracticalQuestion(text)).toBe(true);
  });
  it.each(["can I sit with him and give him a paracetamol", "mag ik naast hem zitten en hem een paracetamol geven"])("not practical: %s", (text) => {
    expect(isPracticalQuestion(text)).toBe(false);
  });
});
