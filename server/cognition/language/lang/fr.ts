import type { LanguagePack } from "../pack";

export const fr: LanguagePack = {
  names: { nl: ["néerlandais", "neerlandais", "flamand"], en: ["anglais"], fr: ["français", "francais"], it: ["italien"] },
  switchCues: ["parlez", "parler", "parle", "continuer", "continuons", "passer", "s'il vous plaît", "svp", "pouvons", "en"],
  otherSpeakers: { persons: ["quelqu un", "personne", "personnel", "medecin", "infirmiere", "infirmier", "employe"], relatives: ["qui"] },
  ownName: "français",
  lockedOut: (locked) => `Cet appel se déroule en ${locked}. Pour continuer en français, dites : français, s'il vous plaît.`,
  switched: "D'accord, continuons en français. Comment puis-je vous aider ?",
};
