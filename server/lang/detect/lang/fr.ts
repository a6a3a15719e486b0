/** French function words that rarely occur in the other supported languages. */
export const frMarkers = [
  "le", "la", "les", "un", "une", "des", "et", "du", "je", "vous", "votre", "nous", "est", "sont", "que",
  "quoi", "où", "ou", "quand", "comment", "combien", "quel", "quelle", "quels", "quelles", "puis", "peux",
  "pouvez", "dois", "doit", "voudrais", "veux", "pas", "ne", "avec", "pour", "chez", "au", "aux", "aussi",
  "encore", "il", "elle", "ce", "cette", "ces", "ai", "a", "mon", "ma", "mes", "merci", "bonjour", "bonsoir",
  "oui", "non", "plus", "sur", "heure", "heures", "rendez-vous", "médecin", "hôpital", "se", "trouve", "s'il", "plaît",
];
