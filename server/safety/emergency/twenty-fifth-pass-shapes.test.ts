/**
 * The twenty-fifth pass's emergency shapes (batch 22's emergencies the patterns left to the second opinion, by class;
 * the phrasings here are new, not the batch's, and each emergency below went unheard by the patterns on the pass's
 * parent, 57541a2c): a child who chewed or swallowed a tablet and is now drowsy or limp; a diabetic who talks nonsense
 * or will not swallow; an allergy with a sign in the airway the allergy rules did not list (en, it); someone who says
 * they will jump, with the height said elsewhere (en, nl, fr). The near misses name one part, a habit, a clinic, or a
 * past. And the last pass's weekday probes: "was knocked out … on Saturday" (en) and "a fait une crise … lundi" (fr)
 * with more said after it are over; "is unconscious", "since Friday", "lundi soir" and a seizure again are not.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "../prefilter/classify-terminal";

/** Emergencies; the weekday ones (the last five) already went to 112 on the parent and must still. */
const EMERGENCIES: readonly (readonly [Lang, string])[] = [
  ["it", "mia nipote ha inghiottito due delle mie pastiglie per la pressione e adesso è molto sonnolenta"],
  ["en", "my toddler got into my handbag and chewed a pill and now she's floppy"],
  ["nl", "mijn dochtertje heeft een pilletje van opa ingeslikt en nu is ze slap en suf"],
  ["it", "mio figlio ha succhiato un cerotto di morfina del nonno e adesso è moscio"],
  ["en", "my husband is diabetic and he's all sweaty and not making sense and he won't swallow the juice"],
  ["en", "my mum is type 1 and she's really confused and can't swallow the glucose gel"],
  ["nl", "mijn man is diabeet hij is klam en praat wartaal en wil niet slikken"],
  ["fr", "mon mari est diabétique il est en sueur il dit n'importe quoi et il n'avale plus rien"],
  ["it", "mio marito è diabetico è sudato dice cose senza senso e non manda giù niente"],
  ["en", "my daughter is allergic to nuts her lips are massive and she's wheezing"],
  ["it", "mia figlia è allergica alle noci ha le labbra gonfissime e fischia"],
  ["en", "my brother is on the roof of the car park and he says he's going to jump"],
  ["en", "my son was knocked out just now and he's still not awake"],
  ["en", "he is unconscious on the floor, he fell on monday too"],
  ["en", "my dad has been unconscious since friday night on the sofa"],
  ["fr", "il a fait une crise lundi et là il en refait une"],
  ["fr", "il a fait une crise à l'école ce lundi"],
  ["nl", "mijn broer staat op het dak van de parkeergarage en hij zegt dat hij gaat springen"],
  ["fr", "mon frère est sur le toit du parking et il dit qu'il va sauter"],
];

const NOT_EMERGENCIES: readonly (readonly [Lang, string])[] = [
  ["en", "my son chewed his vitamin tablet last week and was sleepy after, which clinic do I ask?"],
  ["en", "my son is sleepy after his tablets at night, where is the children's ward?"],
  ["en", "my husband is diabetic and talks nonsense when his sugar is low, where is the diabetes clinic?"],
  ["nl", "mijn man is diabeet en praat soms wartaal als zijn suiker laag is, waar is de diabetespoli?"],
  ["fr", "mon mari est diabétique et il dit n'importe quoi quand il est en hypo, où est la consultation de diabétologie ?"],
  ["it", "mio marito è diabetico e dice cose senza senso quando ha l'ipoglicemia, dov'è l'ambulatorio di diabetologia?"],
  ["en", "my son is allergic to peanuts and wheezes with his asthma, where is the allergy clinic?"],
  ["it", "mio figlio è allergico alle arachidi e fischia quando ha l'asma, dov'è l'ambulatorio di allergologia?"],
  ["en", "my son wants to jump off the diving board at the hospital pool, is there a lifeguard?"],
  ["en", "my daughter jumped from the window last year and is on the rehabilitation ward, what are the visiting hours?"],
  ["fr", "mon fils dit qu'il va sauter dans la piscine de rééducation, il faut un bonnet ?"],
  ["en", "my son was knocked out playing rugby on Saturday, where is the concussion clinic?"],
  ["en", "my husband was knocked out at football last sunday, can he have his follow up at the minor injuries unit?"],
  ["fr", "il a fait une crise à l'école lundi, où se passe l'eeg ?"],
  ["fr", "ma fille a fait une crise d'épilepsie mardi dernier, à quel étage est la neurologie ?"],
];

describe("twenty-fifth pass: emergencies now go to 112", () => {
  it.each(EMERGENCIES)("%s: 112 for %s", (lang, text) => {
    expect(classifyTerminal(text, lang)).toBe("EMERGENCY");
  });
});

describe("twenty-fifth pass: the same words with no emergency", () => {
  it.each(NOT_EMERGENCIES)("%s: no 112 for %s", (lang, text) => {
    expect(classifyTerminal(text, lang)).not.toBe("EMERGENCY");
  });
});
