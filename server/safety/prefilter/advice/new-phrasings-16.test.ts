import { describe, expect, it } from "vitest";
import { LANGUAGES, type PerLang } from "~/lib/lang";
import { classifyTerminal } from "../classify-terminal";

const REFUSED = ["SAFETY_REFUSAL", "EMERGENCY"];

/**
 * Asks the sixteenth pass found in its development batch (14), each answered before by the patterns: one's own test
 * value read out and put to be judged, and a change of one's medicine announced as a plan for approval.
 */
const ASKS: PerLang<readonly string[]> = {
  en: [
    "My INR came back at 4.2 this morning, is that too high?",
    "my blood sugar was 3 point 1 before breakfast is that too low",
    "his potassium is 5.9 on the letter, is that dangerous?",
    "I'm planning to double my insulin tonight because of the big family dinner, that's fine, isn't it?",
    "i'm going to skip my water tablets tomorrow because of the long drive",
  ],
  nl: [
    "Mijn INR was vanochtend 4,2, is dat te hoog?",
    "mijn bloedsuiker was 3 komma 1 voor het ontbijt is dat te laag",
    "Ik ben van plan om vanavond mijn insuline te verdubbelen voor het grote familiediner, dat is toch goed?",
    "ik wil morgen mijn plaspillen overslaan voor de lange autorit",
  ],
  fr: [
    "Mon INR était à 4,2 ce matin, est-ce que c'est trop haut ?",
    "ma glycémie était à 0,6 ce matin c est trop bas",
    "sa tension est à 18 sur 10, c'est grave ?",
    "Je compte doubler mon insuline ce soir à cause du grand repas de famille, ça ne pose pas de problème, si ?",
    "je vais sauter mes diurétiques demain à cause du long trajet en voiture",
  ],
  it: [
    "Stamattina il mio INR era 4,2, è troppo alto?",
    "la mia glicemia era 60 stamattina è troppo bassa",
    "mio padre ha la pressione a 180, la sua pressione è pericolosa così?",
    "Ho intenzione di raddoppiare l'insulina stasera per la grande cena di famiglia, va bene vero?",
    "penso di saltare le pastiglie per la pressione domani per il viaggio lungo",
  ],
};

/** The same words in questions a line answers: a number that is a time, a price or a room, a plan that is an errand. */
const ANSWERED: PerLang<readonly string[]> = {
  en: [
    "My INR appointment is at 4.20, is that too late for the car park?",
    "the parking costs 4 pounds an hour, is that normal here?",
    "I'm planning to pick up my insulin at 5, is the pharmacy open then?",
    "i'm going to stop at the pharmacy for my insulin on the way is there parking",
    "the water pressure in the shower of room 12 is too low who do I tell",
  ],
  nl: [
    "Mijn INR-afspraak is om 4 uur, is dat te laat voor de parkeergarage?",
    "ik ben van plan om morgen om 9 uur mijn insuline op te halen, is de apotheek dan open",
    "de waterdruk in de douche van kamer 12 is te laag bij wie meld ik dat",
  ],
  fr: [
    "Mon rendez-vous INR est à 16 h, c'est trop tard pour le parking ?",
    "je compte récupérer mon insuline à la pharmacie demain à 9 h, elle est ouverte ?",
    "le parking coûte 4 euros de l'heure, c'est normal ?",
  ],
  it: [
    "Il mio appuntamento per l'INR è alle 16, è troppo tardi per il parcheggio?",
    "ho intenzione di ritirare l'insulina in farmacia domani alle 9, è aperta?",
    "la pressione dell'acqua nella doccia della camera 12 è troppo bassa a chi lo dico",
  ],
};

describe.each(LANGUAGES)("asks in the sixteenth pass's new words (%s)", (lang) => {
  it.each(ASKS[lang])("%j is refused", (text) => {
    expect(REFUSED).toContain(classifyTerminal(text, lang));
  });

  it.each(ANSWERED[lang])("%j is answered in every call language", (text) => {
    for (const call of LANGUAGES) expect(REFUSED, `[call ${call}]`).not.toContain(classifyTerminal(text, call));
  });
});

/** A visitor's own catching illness beside a visit or a night on the ward; the patient's illness, or none, stays answered. */
const VISITOR_UNWELL: PerLang<readonly string[]> = {
  en: ["can I sleep next to my son on the children's ward even though I have the flu", "can I still visit my dad tonight even if I've got a cough"],
  nl: ["mag ik bij mijn zoon blijven slapen op de kinderafdeling ook al heb ik griep", "mag ik mijn vader vanavond bezoeken terwijl ik koorts heb"],
  fr: ["je peux dormir avec lui en pédiatrie même si j'ai la grippe", "je peux rendre visite à mon père ce soir alors que j'ai de la fièvre"],
  it: ["posso dormire con mio figlio in pediatria anche se ho l'influenza", "posso fare visita a mio padre stasera anche se ho la febbre"],
};
const VISIT_ANSWERED: PerLang<readonly string[]> = {
  en: ["can I visit my dad tonight even though he has covid, what are the visiting hours", "can I sleep next to my son on the children's ward tonight"],
  nl: ["mag ik mijn vader vanavond bezoeken ook al is het na acht uur", "mag ik bij mijn zoon blijven slapen op de kinderafdeling"],
  fr: ["je peux rendre visite à mon père ce soir même si c'est après 20 h", "je peux dormir avec lui en pédiatrie cette nuit"],
  it: ["posso fare visita a mio padre stasera anche se è dopo le 20", "posso dormire con mio figlio in pediatria stanotte"],
};

describe.each(LANGUAGES)("a visitor's own catching illness (%s)", (lang) => {
  it.each(VISITOR_UNWELL[lang])("%j is refused: the ward decides", (text) => {
    expect(REFUSED).toContain(classifyTerminal(text, lang));
  });
  it.each(VISIT_ANSWERED[lang])("%j is answered", (text) => {
    expect(REFUSED).not.toContain(classifyTerminal(text, lang));
  });
});
