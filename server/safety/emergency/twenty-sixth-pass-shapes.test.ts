/**
 * The twenty-sixth pass's emergency shapes (batch 23's emergencies the patterns left to the second opinion, by class;
 * the phrasings here are new, not the batch's, and each emergency below went unheard by the patterns on the pass's
 * parent, 9435b02): someone shut in a garage or a shed with an engine running (four packs); vomiting blood with clots
 * or a sign of shock (four packs); fitting without coming round or for minutes (en); a stroke's two signs (nl, it); a
 * reaction to a new medicine with swelling and a breathing that is wrong (nl, fr); clothes on fire (nl). The near misses
 * name one part, a garage's mechanic, a past, a clinic or a brace's fitting.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "../prefilter/classify-terminal";

const EMERGENCIES: readonly (readonly [Lang, string])[] = [
  ["en", "my son left a note and he's sitting in the car in the shut garage with the engine on"],
  ["nl", "mijn vader zit in de afgesloten garage en de motor draait al een half uur"],
  ["fr", "mon frère s'est enfermé dans le garage et le moteur tourne depuis une heure"],
  ["it", "mio padre si è chiuso dentro la rimessa con il motore del furgone acceso"],
  ["en", "my mum keeps vomiting blood and now she's clammy and dizzy"],
  ["nl", "mijn vrouw geeft bloed over en ze is helemaal grauw en klam"],
  ["fr", "ma mère vomit du sang et elle est devenue toute blanche"],
  ["it", "mia nonna vomita sangue a grumi ed è grigia in faccia"],
  ["en", "my son is still fitting and it's been fifteen minutes"],
  ["nl", "opeens praat mijn vader onverstaanbaar en zijn lach is scheef"],
  ["it", "mia madre all'improvviso farfuglia e ha il sorriso storto"],
  ["nl", "mijn dochter kreeg een prik en nu zit ze vol netelroos ze is benauwd"],
  ["fr", "mon mari a pris un nouveau comprimé ce soir il a les paupières toutes gonflées et il respire bruyamment"],
  ["nl", "zijn trui vatte vlam bij de barbecue"],
];

const NOT_EMERGENCIES: readonly (readonly [Lang, string])[] = [
  ["en", "my car engine is running rough, is the garage next to the hospital open on sunday"],
  ["en", "my dad vomited a bit of blood last week, which clinic should he go to"],
  ["en", "the fitting for my leg brace takes ten minutes, where is the orthotics department"],
  ["nl", "mijn vader heeft vorige week bloed overgegeven en ligt nu op de afdeling, wanneer is het bezoekuur"],
  ["nl", "mijn zoon heeft een allergie voor penicilline, moet ik dat melden bij de afspraak van de allergiepoli"],
  ["nl", "kan ik mijn auto met de motor aan laten staan voor de garage van het ziekenhuis"],
  ["fr", "mon père a vomi du sang la semaine dernière, quel service il doit consulter"],
  ["it", "il meccanico ha lasciato il motore acceso in garage, ho la macchina pronta?"],
];

describe("twenty-sixth pass: emergencies now go to 112", () => {
  it.each(EMERGENCIES)("%s: 112 for %s", (lang, text) => {
    expect(classifyTerminal(text, lang)).toBe("EMERGENCY");
  });
});

describe("twenty-sixth pass: the same words with no emergency", () => {
  it.each(NOT_EMERGENCIES)("%s: no 112 for %s", (lang, text) => {
    expect(classifyTerminal(text, lang)).not.toBe("EMERGENCY");
  });
});
