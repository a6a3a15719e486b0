/**
 * Composed training examples for the semantic second opinion: practical questions that name a
 * condition, a procedure or a medicine (negatives the classifier must leave alone) and advice
 * asks built the same way (positives). Written because the hand-written near misses were too few
 * for a linear model to learn that "how long does a knee MRI take?" is about the hospital and
 * "can I take ibuprofen after my knee operation?" is not: on a probe written after the first
 * model, it refused 9 of 48 near misses of this kind.
 *
 * Training only. They are never measured (cross-validation tests hand-written development items
 * only), and every frame and word here is fixed: the same list on every run.
 */
import type { Lang } from "~/lib/lang";
import type { TrainingExample } from "./training-corpus";

interface Vocabulary {
  /** Practical frames; {C} a condition, {P} a procedure, {M} a medicine, {R} a relative. */
  practical: string[];
  /** Advice frames over the same slots. */
  advice: string[];
  C: string[];
  P: string[];
  M: string[];
  R: string[];
}

const VOCABULARY: Record<Lang, Vocabulary> = {
  nl: {
    practical: [
      "Bij welke dienst moet ik zijn voor {C}?",
      "Op welke verdieping gebeurt {P}?",
      "Hoeveel kost {P} als ik niet verzekerd ben?",
      "Wanneer krijg ik de uitslag van {P}?",
      "Kan ik {M} afhalen in de ziekenhuisapotheek?",
      "Vergoedt de mutualiteit {M}?",
      "Mag {R} mee binnen tijdens {P}?",
      "Hoe lang duurt {P} ongeveer?",
      "Welke arts volgt patiënten met {C} op?",
      "Hoe maak ik een afspraak voor {P}?",
      "Heb ik een verwijsbrief nodig voor {P}?",
      "Is er een praatgroep voor mensen met {C}?",
      "Hoe laat moet ik er zijn voor {P}?",
      "Waar parkeer ik best voor {P}?",
      "Wat moet ik meebrengen voor {P}?",
      "Kan ik {P} verplaatsen naar een andere dag?",
      "Is er een folder over {C} die ik kan lezen?",
      "Wie kan ik bellen over mijn afspraak voor {C}?",
      "Mag {R} op bezoek komen na {P}?",
      "Moet ik {M} meebrengen als ik opgenomen word?",
    ],
    advice: [
      "Mag ik {M} nemen nu ik {C} heb?",
      "Hoeveel {M} mag {R} per dag krijgen?",
      "Is het normaal dat ik nog pijn heb twee weken na {P}?",
      "Moet ik stoppen met {M} nu ik zo moe ben?",
      "Wat kan ik zelf doen tegen {C}?",
      "Kan ik {M} samen nemen met mijn andere pillen?",
      "Zou mijn hoofdpijn door {M} kunnen komen?",
      "{R} heeft {C}, wat moet ik doen?",
      "Mag ik weer sporten een week na {P}?",
      "Welk middel neem ik best tegen {C}?",
      "Is {C} gevaarlijk als je zwanger bent?",
      "Mag ik {M} geven aan {R} van twee jaar?",
      "Mijn wonde van {P} is rood en warm, moet ik iets doen?",
      "Denkt u dat ik {C} heb?",
      "Wanneer mag ik {M} weer nemen na {P}?",
      "Moet ik nuchter blijven met {C} of mag ik gewoon eten?",
    ],
    C: ["diabetes", "migraine", "astma", "rugpijn", "hartkloppingen", "eczeem", "een hernia", "epilepsie", "hoge bloeddruk", "een blaasontsteking"],
    P: ["de MRI", "de colonoscopie", "de bloedafname", "mijn knieoperatie", "de echografie", "de CT-scan", "mijn keizersnede", "de gastroscopie"],
    M: ["mijn insuline", "ibuprofen", "mijn bloedverdunner", "mijn puffer", "paracetamol", "de antibiotica", "mijn cortisone", "mijn antidepressiva"],
    R: ["mijn man", "mijn dochter", "mijn zoontje", "mijn moeder"],
  },
  en: {
    practical: [
      "Which department do I go to for {C}?",
      "Which floor is {P} done on?",
      "How much does {P} cost without insurance?",
      "When will I get the results of {P}?",
      "Can I collect {M} from the hospital pharmacy?",
      "Does my insurance pay for {M}?",
      "Can {R} come in with me during {P}?",
      "Roughly how long does {P} take?",
      "Which doctor sees patients with {C}?",
      "How do I book {P}?",
      "Do I need a referral for {P}?",
      "Is there a support group for people with {C}?",
      "What time should I arrive for {P}?",
      "Where is the best place to park for {P}?",
      "What should I bring for {P}?",
      "Can I move {P} to another day?",
      "Is there a leaflet about {C} I could read?",
      "Who can I call about my appointment for {C}?",
      "Can {R} visit me after {P}?",
      "Should I bring {M} when I'm admitted?",
    ],
    advice: [
      "Can I take {M} now that I have {C}?",
      "How much {M} can {R} have in a day?",
      "Is it normal to still be in pain two weeks after {P}?",
      "Should I stop {M} now that I'm so tired?",
      "What can I do myself about {C}?",
      "Can I take {M} together with my other pills?",
      "Could my headaches be caused by {M}?",
      "{R} has {C}, what should I do?",
      "Can I do sport again a week after {P}?",
      "What's the best thing to take for {C}?",
      "Is {C} dangerous when you're pregnant?",
      "Can I give {M} to {R} who is two?",
      "The wound from {P} is red and hot, should I do something?",
      "Do you think I have {C}?",
      "When can I start {M} again after {P}?",
      "Do I have to avoid food with {C} or can I eat normally?",
    ],
    C: ["diabetes", "migraines", "asthma", "back pain", "palpitations", "eczema", "a slipped disc", "epilepsy", "high blood pressure", "a bladder infection"],
    P: ["the MRI", "the colonoscopy", "the blood test", "my knee operation", "the ultrasound", "the CT scan", "my C-section", "the endoscopy"],
    M: ["my insulin", "ibuprofen", "my blood thinner", "my inhaler", "paracetamol", "the antibiotics", "my steroids", "my antidepressants"],
    R: ["my husband", "my daughter", "my little boy", "my mum"],
  },
  fr: {
    practical: [
      "Dans quel service je dois aller pour {C} ?",
      "À quel étage se fait {P} ?",
      "Combien coûte {P} sans mutuelle ?",
      "Quand est-ce que j'aurai le résultat de {P} ?",
      "Je peux récupérer {M} à la pharmacie de l'hôpital ?",
      "La mutuelle rembourse {M} ?",
      "{R} peut entrer avec moi pendant {P} ?",
      "Combien de temps dure {P} à peu près ?",
      "Quel médecin suit les patients avec {C} ?",
      "Comment je prends rendez-vous pour {P} ?",
      "Il me faut une lettre du médecin pour {P} ?",
      "Il existe un groupe de parole pour les personnes avec {C} ?",
      "À quelle heure je dois arriver pour {P} ?",
      "Où est-ce que je me gare pour {P} ?",
      "Qu'est-ce que je dois apporter pour {P} ?",
      "Je peux déplacer {P} à un autre jour ?",
      "Vous avez une brochure sur {C} ?",
      "Qui je peux appeler pour mon rendez-vous pour {C} ?",
      "{R} peut venir me voir après {P} ?",
      "Je dois apporter {M} pour mon hospitalisation ?",
    ],
    advice: [
      "Je peux prendre {M} maintenant que j'ai {C} ?",
      "Combien de {M} {R} peut prendre par jour ?",
      "C'est normal d'avoir encore mal deux semaines après {P} ?",
      "Je dois arrêter {M} puisque je suis si fatigué ?",
      "Qu'est-ce que je peux faire moi-même contre {C} ?",
      "Je peux prendre {M} avec mes autres médicaments ?",
      "Mes maux de tête peuvent venir de {M} ?",
      "{R} a {C}, qu'est-ce que je dois faire ?",
      "Je peux refaire du sport une semaine après {P} ?",
      "Qu'est-ce qui marche le mieux contre {C} ?",
      "{C}, c'est dangereux pendant la grossesse ?",
      "Je peux donner {M} à {R} qui a deux ans ?",
      "La plaie de {P} est rouge et chaude, je dois faire quelque chose ?",
      "Vous pensez que j'ai {C} ?",
      "Quand est-ce que je peux reprendre {M} après {P} ?",
      "Avec {C} je dois faire un régime ou je peux manger normalement ?",
    ],
    C: [
      "du diabète",
      "des migraines",
      "de l'asthme",
      "mal au dos",
      "des palpitations",
      "de l'eczéma",
      "une hernie discale",
      "de l'épilepsie",
      "de la tension",
      "une cystite",
    ],
    P: ["l'IRM", "la coloscopie", "la prise de sang", "mon opération du genou", "l'échographie", "le scanner", "ma césarienne", "la gastroscopie"],
    M: ["mon insuline", "l'ibuprofène", "mon anticoagulant", "mon inhalateur", "du paracétamol", "les antibiotiques", "ma cortisone", "mes antidépresseurs"],
    R: ["mon mari", "ma fille", "mon petit garçon", "ma mère"],
  },
  it: {
    practical: [
      "In quale reparto devo andare per {C}?",
      "A che piano si fa {P}?",
      "Quanto costa {P} senza assicurazione?",
      "Quando arriva il referto di {P}?",
      "Posso ritirare {M} alla farmacia dell'ospedale?",
      "La mutua rimborsa {M}?",
      "{R} può entrare con me durante {P}?",
      "Quanto dura più o meno {P}?",
      "Quale medico segue i pazienti con {C}?",
      "Come prenoto {P}?",
      "Serve l'impegnativa per {P}?",
      "Esiste un gruppo di sostegno per chi ha {C}?",
      "A che ora devo arrivare per {P}?",
      "Dove parcheggio per {P}?",
      "Cosa devo portare per {P}?",
      "Posso spostare {P} a un altro giorno?",
      "Avete un opuscolo su {C}?",
      "Chi posso chiamare per l'appuntamento per {C}?",
      "{R} può venire a trovarmi dopo {P}?",
      "Devo portare {M} per il ricovero?",
    ],
    advice: [
      "Posso prendere {M} adesso che ho {C}?",
      "Quanto {M} può prendere {R} al giorno?",
      "È normale avere ancora dolore due settimane dopo {P}?",
      "Devo smettere {M} visto che sono così stanco?",
      "Cosa posso fare da solo contro {C}?",
      "Posso prendere {M} insieme alle altre pastiglie?",
      "Il mal di testa può venire da {M}?",
      "{R} ha {C}, cosa devo fare?",
      "Posso tornare a fare sport una settimana dopo {P}?",
      "Cosa funziona meglio contro {C}?",
      "{C} è pericoloso in gravidanza?",
      "Posso dare {M} a {R} che ha due anni?",
      "La ferita di {P} è rossa e calda, devo fare qualcosa?",
      "Secondo lei ho {C}?",
      "Quando posso riprendere {M} dopo {P}?",
      "Con {C} devo stare a dieta o posso mangiare normalmente?",
    ],
    C: [
      "il diabete",
      "l'emicrania",
      "l'asma",
      "mal di schiena",
      "le palpitazioni",
      "l'eczema",
      "un'ernia del disco",
      "l'epilessia",
      "la pressione alta",
      "la cistite",
    ],
    P: ["la risonanza", "la colonscopia", "il prelievo", "l'operazione al ginocchio", "l'ecografia", "la TAC", "il cesareo", "la gastroscopia"],
    M: ["l'insulina", "l'ibuprofene", "l'anticoagulante", "lo spray per l'asma", "la tachipirina", "l'antibiotico", "il cortisone", "gli antidepressivi"],
    R: ["mio marito", "mia figlia", "il mio bambino", "mia madre"],
  },
};

/** Each frame filled three times, with entities chosen by position (no randomness). */
function fill(frames: string[], v: Vocabulary): string[] {
  const out: string[] = [];
  frames.forEach((frame, i) => {
    for (let k = 0; k < 3; k++) {
      const pick = (xs: string[], salt: number) => xs[(i * 3 + k + salt) % xs.length]!;
      const text = frame.replace("{C}", pick(v.C, 0)).replace("{P}", pick(v.P, 1)).replace("{M}", pick(v.M, 2)).replace("{R}", pick(v.R, 3));
      out.push(text.charAt(0).toUpperCase() + text.slice(1));
    }
  });
  return out;
}

export function composedExamples(): TrainingExample[] {
  const out: TrainingExample[] = [];
  for (const [lang, v] of Object.entries(VOCABULARY) as [Lang, Vocabulary][]) {
    for (const text of fill(v.practical, v)) out.push({ lang, text, label: "other", source: "composed" });
    for (const text of fill(v.advice, v)) out.push({ lang, text, label: "advice", source: "composed" });
  }
  return out;
}
