import type { Lang } from "~/lib/lang";

/**
 * The demo hospital's scripted calls: what callers of a Flemish hospital ask, in their languages,
 * including questions the documents do not answer (they feed "top unanswered"), an emergency, a
 * dosage question the line must refuse and a caller who wants a person. Typed turns: the words go
 * through the real orchestrator exactly as a recognised utterance would.
 */
export interface ScriptedCall {
  lang: Lang;
  /** Relative frequency among the calls. */
  weight: number;
  turns: string[];
}

export const DEMO_CALLS: readonly ScriptedCall[] = [
  { lang: "nl", weight: 8, turns: ["Wat zijn de bezoekuren?", "Hoeveel kost parkeren?", "Dank je, tot ziens"] },
  { lang: "nl", weight: 5, turns: ["Wanneer is de cafetaria open?", "Bedankt, dag"] },
  { lang: "nl", weight: 4, turns: ["Is er wifi in het ziekenhuis?"] },
  { lang: "nl", weight: 4, turns: ["Hoe betaal ik mijn factuur?", "Ik wil iemand spreken"] },
  { lang: "nl", weight: 4, turns: ["Wat moet ik meebrengen voor een opname?", "Dank je wel"] },
  { lang: "nl", weight: 3, turns: ["Kan ik mijn elektrische wagen opladen?"] },
  { lang: "nl", weight: 3, turns: ["Mag ik mijn hond meebrengen op bezoek?", "Mag de hond mee op bezoek?"] },
  { lang: "nl", weight: 3, turns: ["Is er een kapper in het ziekenhuis?"] },
  { lang: "nl", weight: 2, turns: ["Kan ik bloemen laten bezorgen bij een patiënt?"] },
  { lang: "nl", weight: 1, turns: ["Ik heb hevige pijn op de borst en kan bijna niet ademen"] },
  { lang: "nl", weight: 2, turns: ["Hoeveel paracetamol mag ik per dag nemen?"] },
  { lang: "nl", weight: 2, turns: ["Hoe krijg ik een kopie van mijn medisch dossier?"] },
  { lang: "en", weight: 4, turns: ["What are the visiting hours?", "Is parking free?", "Thanks, goodbye"] },
  { lang: "en", weight: 2, turns: ["Can I bring my dog when I visit?"] },
  { lang: "en", weight: 2, turns: ["Is there a hairdresser in the hospital?"] },
  { lang: "en", weight: 2, turns: ["How do I pay my invoice?", "I want to speak to a person"] },
  { lang: "en", weight: 1, turns: ["Where is the chapel?"] },
  { lang: "fr", weight: 2, turns: ["Quelles sont les heures de visite ?", "Combien coûte le parking ?"] },
  { lang: "fr", weight: 1, turns: ["Y a-t-il un coiffeur à l'hôpital ?"] },
];
