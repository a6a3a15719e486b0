import { describe, expect, it } from "vitest";
import { LANGUAGES, type PerLang } from "~/lib/lang";
import { classifyTerminal } from "../classify-terminal";

const REFUSED = ["SAFETY_REFUSAL", "EMERGENCY"];

/**
 * Asks the seventeenth pass found in its development batch (15), each let through by the patterns before: a complaint
 * put down to a treatment the since-clause names, the question only pointing back at it ("is that from them?"), and
 * an activity taken up again after an illness or an operation. New words here, and the batch's own French and Italian.
 */
const ASKS: PerLang<readonly string[]> = {
  en: [
    "my ankles have been swelling since he put me on amlodipine could that be from it",
    "since starting the vitamin d i keep getting headaches, is it the tablets?",
    "Since I started on the new inhaler my voice is hoarse, are they causing it?",
    "when can my husband drive again after his stroke",
    "After my knee replacement, when am I allowed to go cycling again?",
    "is it safe to fly after a blood clot",
  ],
  nl: [
    "sinds ik die nieuwe bloeddrukpillen neem heb ik dikke enkels, komt het daardoor?",
    "ik heb hoofdpijn sinds de nieuwe puffer, ligt dat daaraan?",
    "wanneer mag mijn man na zijn beroerte weer autorijden",
    "mag ik na mijn knieoperatie weer fietsen",
  ],
  fr: [
    "depuis que je prends l'amlodipine j'ai les chevilles qui gonflent, c'est lié ?",
    "depuis qu'il est sous chimio il a des aphtes, ça vient de ça ?",
    "après ma prothèse de genou je peux refaire du vélo ?",
    // batch 15's own words
    "J'ai un goût de métal dans la bouche depuis que j'ai commencé les nouveaux comprimés, ça vient de là ?",
    "mon médecin est en vacances alors vous pouvez me dire si je peux reprendre le sport après mon infarctus",
  ],
  it: [
    "da quando prendo l'amlodipina mi si gonfiano le caviglie, dipende da quella?",
    "da quando faccio la chemio ho le afte in bocca, c'entra?",
    "quando potrà tornare a guidare mio marito dopo l'ictus",
    "dopo la protesi al ginocchio posso tornare in bici?",
    // batch 15's own words
    "Ho un sapore di metallo in bocca da quando ho cominciato le compresse nuove, è per quelle?",
    "il mio medico è in ferie quindi mi sa dire lei se posso tornare in palestra dopo l infarto",
  ],
};

/** The same words in questions a line answers: a condition one lives with since an event, a treatment's delivery, a lift home, a gym's whereabouts. */
const ANSWERED: PerLang<readonly string[]> = {
  en: [
    "Since my stroke I use a wheelchair, is the back entrance step-free?",
    "since I started the new tablets the pharmacy sends them by post, is that from the hospital or the GP?",
    "after my operation can I go back to the ward to pick up my glasses?",
    "can my wife drive me home after my colonoscopy or do I need a taxi?",
    "I've been off work since my heart attack, who do I ask for a sick note?",
    "where is the gym for cardiac rehab after a heart attack?",
  ],
  nl: [
    "ik zit sinds mijn beroerte in een rolstoel is de achteringang drempelvrij",
    "sinds ik de nieuwe tabletten neem stuurt de apotheek ze op, komt dat van het ziekenhuis?",
    "na mijn operatie ben ik weer gaan werken, kan ik mijn afspraak naar de avond verzetten?",
    "waar is de fitnesszaal voor hartrevalidatie na een hartinfarct",
  ],
  fr: [
    "depuis mon AVC je suis en fauteuil, est-ce que l'entrée de derrière est accessible ?",
    "depuis que je prends les nouveaux comprimés la pharmacie me les envoie, ça vient de l'hôpital ?",
    "après mon opération est-ce que je peux repasser au service pour récupérer mes lunettes ?",
    "où se trouve la salle de sport pour la rééducation cardiaque après un infarctus ?",
  ],
  it: [
    "da quando ho avuto l'ictus sono in carrozzina, l'ingresso posteriore è senza gradini?",
    "da quando prendo le compresse nuove la farmacia me le manda a casa, dipende dall'ospedale?",
    "dopo l'operazione posso tornare in reparto a prendere gli occhiali?",
    "dov'è la palestra per la riabilitazione cardiaca dopo l'infarto?",
  ],
};

describe.each(LANGUAGES)("asks in the seventeenth pass's new words (%s)", (lang) => {
  it.each(ASKS[lang])("%j is refused", (text) => {
    expect(REFUSED).toContain(classifyTerminal(text, lang));
  });

  it.each(ANSWERED[lang])("%j is answered in every call language", (text) => {
    for (const call of LANGUAGES) expect(REFUSED, `[call ${call}]`).not.toContain(classifyTerminal(text, call));
  });
});
