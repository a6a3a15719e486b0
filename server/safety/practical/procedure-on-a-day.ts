import type { PerLang } from "~/lib/lang";

/**
 * Having a test or a jab done on a given day: "Can I get a blood test done on a Saturday morning?" names a test and
 * asks "can I", and the second opinion refused it at 0.42 in a whole turn (the patterns let it through; Dutch "kan ik
 * op zaterdagochtend een bloedafname laten doen?" the same, "can I get my flu jab on a Saturday?" was refused by the
 * generic rule). When a service is open is organised, not advised. Only with the day last (nothing said after it:
 * "… on Saturday if I have a cold" is a jab given with a complaint) and with the question opening the utterance
 * (OPENS: "can I drink before I have my blood test on Saturday?" asks about the test's preparation, not its day).
 *
 * Regex sources over normalised text (no accents, one space between words), without the spaces at their edges: the
 * packs put them in ` {PRACTICAL} `; `(?= $)` is the end of the utterance.
 */
const EN_DAY = String.raw`(?:a |the |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday|bank holiday)s?(?: morning| afternoon| evening)?`;
const NL_DAY = String.raw`(?:(?:een |de )?(?:maan|dins|woens|donder|vrij|zater|zon)dag(?:ochtend|morgen|voormiddag|middag|namiddag|avond)?|(?:een |het )?weekend|(?:een )?feestdag)`;
const FR_DAY = String.raw`(?:le |un |ce |en |pendant le )?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|week end|weekend|jour ferie)s?(?: matin| apres midi| soir)?`;
const IT_DAY = String.raw`(?:il |di |la |nel |durante il )?(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|fine settimana|weekend|festivi|giorno festivo)(?: mattina| pomeriggio| sera)?`;

/**
 * The question opens the utterance (greetings aside): "he has a cold, can he have his jab on Saturday?" puts a
 * complaint first and asks whether the jab may be given, which is a clinician's call.
 */
const OPENS: PerLang<string> = {
  en: String.raw`(?<=^ (?:(?:hi|hello|yes|so|and|please|sorry|um|er|also|good morning) )*(?:can|could|may|is it possible to|would it be possible to|do you let)(?: (?:i|we|he|she|you|they|my \w+|our \w+))? )`,
  nl: String.raw`(?<=^ (?:(?:hallo|dag|goedemorgen|ja|dus|en|eh|euh|sorry) )*(?:kan|kunnen|mag|mogen|is het mogelijk om) (?:ik|we|wij|hij|zij|ze|u|je|men|mijn \w+|onze \w+) (?:ook )?)`,
  fr: String.raw`(?<=^ (?:(?:bonjour|allo|oui|alors|et|euh|pardon) )*(?:est ce que )?(?:je peux|on peut|puis je|peut on|je pourrais|on pourrait|il est possible de|est il possible de|c est possible de|(?:mon|ma) \w+ peut|(?:mon|ma) \w+ pourrait) (?:me |se |lui |le |la )?)`,
  it: String.raw`(?<=^ (?:(?:buongiorno|salve|pronto|si|allora|e|ehm|scusi) )*(?:posso|possiamo|si puo|e possibile|potrei|(?:mio|mia) \w+ puo|(?:mio|mia) \w+ potrebbe) )`,
};

export const PROCEDURE_ON_A_DAY: PerLang<string> = {
  en: String.raw`${OPENS.en}(?:get|have|book|do) (?:a |an |my |his |her |our |their |the )?(?:\w+ )?(?:blood test|blood tests|bloods|blood|x ray|xray|scan|ecg|jab|jabs|vaccination|vaccine|injection|smear test|test) (?:done |taken |drawn |given )?(?:on|at|over|in) ${EN_DAY}(?= $)`,
  nl: String.raw`${OPENS.nl}(?:op ${NL_DAY} (?:een |mijn |zijn |haar |de |het )?(?:bloed|\w*(?:bloedafname|prik|test|scan|foto|echo|vaccinatie|inenting|spuitje|uitstrijkje)) (?:laten )?(?:doen|prikken|nemen|afnemen|trekken|maken|zetten|krijgen|komen (?:doen|halen|zetten))|(?:een|mijn|zijn|haar|de|het) \w*(?:bloedafname|prik|test|scan|foto|echo|vaccinatie|inenting|spuitje|uitstrijkje)(?: laten)?(?: (?:doen|prikken|nemen|afnemen|maken|zetten|krijgen))? op ${NL_DAY}(?: (?:laten )?(?:doen|prikken|nemen|afnemen|maken|zetten|krijgen))?)(?= $)`,
  fr: String.raw`${OPENS.fr}(?:faire|passer|avoir|recevoir) (?:une |un |ma |mon |la |le |l |mes |les |son |sa )?(?:prise de sang|prises de sang|bilan sanguin|radio|radiographie|scanner|echographie|echo|irm|ecg|vaccin|vaccination|piqure|injection|frottis|test|prelevement)(?: \w+){0,3}? ${FR_DAY}(?= $)`,
  it: String.raw`${OPENS.it}(?:fare|farmi|fargli|farle|avere|ricevere) (?:un |una |il |la |lo |l |i |gli |le |mio |mia |gli esami )?(?:prelievo|prelievi|esami del sangue|esami|analisi|analisi del sangue|radiografia|lastra|tac|ecografia|eco|risonanza|ecg|elettrocardiogramma|vaccino|vaccinazione|antinfluenzale|puntura|iniezione|pap test|tampone|test)(?: \w+){0,3}? ${IT_DAY}(?= $)`,
};
