import type { PlainSensePack } from "../pack";

/** Italian: a contact that does not answer (see ../index.ts). */
export const it: PlainSensePack = {
  contact: String.raw`centralino|accettazione|segreteria|segretaria|reception|sportello|reparto|ambulatorio|clinica|farmacia|ospedale|studio|cup|la linea|il numero|il telefono|chiamate|telefonate|(?:e )?mail|email|messaggi|nessuno|(?:il mio|la mia|il|la) (?:medico|dottore|dottoressa|medico di base|specialista|chirurgo|infermiere|infermiera|dentista|ostetrica|fisioterapista)`,
  unanswered: String.raw`non (?:mi |ci )?(?:risponde|rispondono|ha risposto|hanno risposto|rispondera|richiama|richiamano|ha richiamato)|(?:risponde|rispondono) (?:mai )?nessuno|nessuno (?:mi |ci )?(?:risponde|rispondono|alza)|non alza(?: \w+){0,2} (?:cornetta|telefono)|nessuna risposta|senza risposta`,
  afraid: String.raw`(?!)`,
  bodily: String.raw`(?!)`,
  person: String.raw`padre|papa|madre|mamma|marito|moglie|figlio|figlia|bambino|bambina|bimbo|bimba|fratello|sorella|nonna|nonno|compagno|compagna|ragazzo|ragazza|vicino|vicina|amico|amica|zio|zia|qualcuno`,
};
