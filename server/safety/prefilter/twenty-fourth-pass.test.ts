/**
 * The twenty-fourth pass's shapes (batch 21's misses and batch 20's two Dutch leftovers, by class; the phrasings here
 * are new, not a batch's):
 * - is-this-normal asked as "part of the healing / to be expected" and a finding put as "X or something worse", in the
 *   four packs; Dutch "iets sterkers" (something stronger).
 * - a wound closure or a dressing taken off by the caller ("can I pull them off already?"); the closure words are not
 *   health words for the generic rule, so "the steri strips ran out, can I buy new ones in the shop?" stays answered.
 * - a food or a drink asked about on dialysis or with kidney failure (Dutch), French "a le droit de manger".
 * - a complaint from a treatment said as the reason for a practical request ("I get sick walking far after chemo, can my
 *   husband drop me right at the door?") is no side-effect ask: the four packs' complaint-from-treatment rules read the
 *   practical vocabulary now, and setting someone down at a door is in it with a word between.
 * - French "a fait une crise … hier" is a seizure over: no 112 (the present, "depuis hier" and a seizure now still go);
 *   likewise "a fait un malaise hier", and a seizure, a stroke or a collapse said next to a ward the patient is on now
 *   ("il est en neurologie"); "je suis en neurologie … il est en train de faire un AVC" is now.
 * - emergencies the patterns left to the second opinion in batch 21 (en, nl): a fall or a blow onto the head with a sign
 *   (out for a minute, confused, vomiting again and again); blue said before the body part ("going blue around his
 *   mouth"); Dutch a poison swallowed with the participle first, and a toddler ("peuter") as a person.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { isPracticalQuestion } from "../practical";
import { classifyTerminal } from "./classify-terminal";

const ASKS: readonly (readonly [Lang, string])[] = [
  ["en", "my knee wound is still oozing a bit two weeks after the operation, is that part of the healing?"],
  ["fr", "ma cicatrice tire et me démange, ça fait partie de la cicatrisation ?"],
  ["it", "la ferita dell'intervento mi prude tanto, fa parte della guarigione?"],
  ["en", "I bruise really easily on the blood thinners, is this to be expected?"],
  ["nl", "Ik heb veel hoofdpijn sinds de verdoving, is dat te verwachten?"],
  ["en", "I've had a cough for three weeks, is it just a cold or something more serious?"],
  ["nl", "mijn moedervlek is groter geworden, is dat niks of iets ergers?"],
  ["en", "the dressing on my son's knee is falling off, can I just peel it off?"],
  ["nl", "het verband op mijn arm zit los, mag ik het er zelf aftrekken?"],
  ["fr", "le pansement de ma fille se décolle, je peux le retirer moi-même ?"],
  ["it", "il cerotto sulla ferita si sta staccando, posso toglierlo da solo?"],
  ["nl", "de hechtstrips op de kin van mijn zoon laten los, mag ik ze eraf trekken?"],
  ["en", "the butterfly stitches on his chin are peeling, can I take them off now?"],
  ["fr", "les steri-strips sur le menton de mon fils se décollent, je peux les arracher ?"],
  ["it", "gli steri strip sul mento di mio figlio si staccano, posso toglierli adesso?"],
  ["nl", "mijn man is nierpatiënt, mag hij nog tomaten eten?"],
  ["fr", "mon père est sous dialyse, il a le droit de boire du jus d'orange ?"],
];

const NEAR_MISSES: readonly (readonly [Lang, string])[] = [
  // A complaint from a treatment as the reason for a practical request.
  ["en", "I feel dizzy after my radiotherapy, can my daughter drop me right at the entrance of the radiotherapy unit?"],
  ["nl", "Ik ben moe van de bestraling, mag mijn zoon me afzetten vlak voor de ingang?"],
  ["fr", "Je suis fatiguée après les rayons, ma fille peut me déposer juste devant l'entrée ?"],
  ["it", "Dopo la radioterapia sono stanca, mia figlia può lasciarmi proprio davanti all'ingresso?"],
  // Lying down for a blood test or a jab.
  ["en", "My son faints with needles, can he lie down for his vaccination?"],
  ["nl", "Mijn zoon valt flauw bij bloed, mag hij liggen tijdens de bloedafname?"],
  // A seizure over (French passé composé dated yesterday).
  ["fr", "Mon fils a fait une crise d'épilepsie hier soir, il est en pédiatrie, quelles sont les heures de visite ?"],
  ["fr", "Ma mère a fait une crise convulsive avant-hier, à quel étage est la neurologie ?"],
  ["fr", "Mon amie a fait un malaise hier, elle est en cardiologie, c'est quoi les horaires de visite ?"],
  ["fr", "Mon père a fait un AVC hier et il est en neurologie, je peux lui apporter son rasoir ?"],
  ["fr", "Ma mère a fait une crise d'épilepsie cette nuit, elle est maintenant en neurologie, je peux venir ce soir ?"],
  ["nl", "Mijn moeder is aan de dialyse, mogen wij tijdens de behandeling iets eten bij haar?"],
  // The new words in practical or other senses.
  ["en", "The steri strips ran out, can I buy new ones in the shop downstairs?"],
  ["en", "my daughter has a cast on her arm, can I take her coat off in the waiting room"],
  ["fr", "mon fils a un plâtre, je peux lui enlever sa veste dans la salle d'attente ?"],
  ["it", "mio figlio ha il gesso, posso togliergli la giacca in sala d'attesa?"],
  ["nl", "Waar kan ik mijn hechtingen laten verwijderen?"],
  ["nl", "Mijn vader is aan de dialyse, mag hij in de cafetaria iets eten na zijn behandeling?"],
  ["nl", "Mijn vader is aan de dialyse, mag ik hem op maandag naar de dialyse brengen en daar blijven wachten?"],
  ["fr", "Comment je vais de la gare au centre de dialyse ?"],
  ["fr", "Les patients dialysés ont le droit de manger à la cafétéria ?"],
  ["it", "La fisioterapia fa parte del recupero, chi devo chiamare per prenotarla?"],
  ["nl", "Is dat de apotheek of iets anders waar ik mijn insuline ophaal?"],
  ["en", "Is the new wing part of the recovery unit or the day surgery unit?"],
];

const EMERGENCIES: readonly (readonly [Lang, string])[] = [
  ["fr", "elle fait des crises depuis hier soir et là elle en refait une"],
  ["fr", "mon fils fait une crise d'épilepsie là maintenant"],
  ["fr", "mon mari est en train de faire une crise il a fait la même hier"],
  ["fr", "mon père a fait une crise il y a cinq minutes et il recommence"],
  ["fr", "je suis en neurologie pour voir mon père et il est en train de faire un AVC"],
  ["fr", "elle a fait un malaise hier et là elle refait un malaise"],
  ["fr", "il a fait un malaise là maintenant dans la cuisine"],
  ["fr", "mon père a fait un AVC hier soir et il parle toujours mal on n'a pas appelé"],
  ["en", "my son banged his head on the kerb and he keeps throwing up and he's so drowsy"],
  ["en", "my son fell onto his head and was out for a minute"],
  ["nl", "mijn dochter viel van de schommel op haar hoofd en nu is ze helemaal in de war"],
  ["nl", "mijn man stootte zijn hoofd tegen de kast en hij was even buiten westen"],
  ["en", "he is turning blue around the lips"],
  ["nl", "mijn zoontje ademt raar en hij wordt blauw rond zijn lippen"],
  ["nl", "mijn zoon heeft gekauwd op een wasbolletje"],
  ["nl", "mijn peuter heeft net wat bleekwater gedronken"],
];

/** The same words with no emergency now: a past bump, a sign that is old, a habit, the cold. */
const NOT_EMERGENCIES: readonly (readonly [Lang, string])[] = [
  ["en", "My son hit his head on the door yesterday, is the minor injuries unit open today?"],
  ["en", "my dad fell on his head last year and is still confused at times, which ward does memory tests?"],
  ["en", "my son fell onto his head and was outside for an hour, where is the minor injuries unit?"],
  ["nl", "Mijn zoon stootte gisteren zijn hoofd, is de huisartsenpost vandaag open?"],
  ["nl", "Mijn vader is vorig jaar op zijn hoofd gevallen en is soms verward, waar is de geheugenpoli?"],
  ["nl", "het kind was verward na het vallen op haar hoofd vorige week, wanneer is de controle?"],
  ["en", "the cold water made her lips turn blue, where is the swimming pool's first aid room?"],
  ["nl", "zijn handen worden blauw van de kou, waar is de wachtzaal?"],
  ["nl", "mijn dochter heeft vorig jaar gedronken van het bleekwater, waar is de kinderpoli?"],
];

describe("twenty-fourth pass: advice asks", () => {
  it.each(ASKS)("%s: refuses %s", (lang, text) => {
    expect(["SAFETY_REFUSAL", "EMERGENCY"]).toContain(classifyTerminal(text, lang));
  });
});

describe("twenty-fourth pass: near misses answered", () => {
  it.each(NEAR_MISSES)("%s: answers %s", (lang, text) => {
    expect(classifyTerminal(text, lang)).toBe("FALLTHROUGH");
  });
});

describe("twenty-fourth pass: emergencies now go to 112", () => {
  it.each(EMERGENCIES)("%s: 112 for %s", (lang, text) => {
    expect(classifyTerminal(text, lang)).toBe("EMERGENCY");
  });
});

describe("twenty-fourth pass: the same words with no emergency now", () => {
  it.each(NOT_EMERGENCIES)("%s: no 112 for %s", (lang, text) => {
    expect(classifyTerminal(text, lang)).not.toBe("EMERGENCY");
  });
});

describe("twenty-fourth pass: lying down for a procedure is practical, lying down for a complaint is not", () => {
  it.each([
    "My daughter faints at the sight of a needle, can she lie down for her blood test?",
    "Mijn dochter valt flauw als ze een naald ziet, kan ze liggen bij de bloedafname?",
    "Ma fille s'évanouit, elle peut être allongée pour la prise de sang ?",
    "Mia figlia sviene, può stare sdraiata durante il prelievo?",
  ])("practical: %s", (text) => {
    expect(isPracticalQuestion(text)).toBe(true);
  });
  it.each([
    "Should I lie down for an hour after my injection?",
    "Is it better to lie down for my back pain or keep moving?",
    "Moet ik gaan liggen voor de pijn in mijn rug?",
    "Je dois m'allonger pour la douleur au dos ?",
    "Devo stare sdraiata per il mal di schiena?",
  ])("not practical: %s", (text) => {
    expect(isPracticalQuestion(text)).toBe(false);
  });
});
