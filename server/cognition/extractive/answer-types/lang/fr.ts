import type { AnswerTypePack } from "./types";

export const fr: AnswerTypePack = {
  asks: {
    time: ["quand", "a quelle heure", "jusqu a quelle heure", "ouvert", "ouverte", "horaires", "horaire", "heures", "heure"],
    price: ["combien coute", "coute", "prix", "tarif", "tarifs", "supplement", "combien"],
    // "où" folds to "ou" (= "or"): the folded "ou" is heard only at the start of the question.
    place: ["quel etage", "a quel etage", "quel campus", "sur quel campus", "quel batiment", "je cherche", "trouver"],
    phone: ["numero de telephone", "numero", "appeler", "joindre"],
    line: ["bus", "tram", "ligne", "transports en commun", "quel bus"],
    count: ["combien de personnes", "combien de visiteurs", "combien de lits", "combien de places"],
  },
  placeWords: [
    "etage",
    "rez de chaussee",
    "a cote",
    "en face",
    "entree",
    "hall",
    "derriere",
    "aile",
    "niveau",
    "bureau",
    "couloir",
    "gauche",
    "droite",
    "guichet",
    "accueil",
    "parking",
  ],
  numberWords: ["un", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"],
  allDayWords: ["jour et nuit", "24 heures", "ferme", "fermee", "tous les jours"],
  freeWords: ["gratuit", "gratuite", "gratuits", "gratuitement"],
  phoneDevices: ["telephone portable", "mon telephone", "portable", "smartphone", "chargeur"],
  mentions: { price: ["payer", "paye"], phone: ["telephone"] },
  valueAsks: ["quel", "quelle", "quels", "quelles", "qui", "combien", "dois je", "je dois", "on doit", "doit on", "faut il", "il faut", "obligatoire"],
};
