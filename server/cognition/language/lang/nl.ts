import { capitalise, type LanguagePack } from "../pack";

export const nl: LanguagePack = {
  /** How Dutch speakers name each supported language. */
  names: { nl: ["nederlands", "vlaams"], en: ["engels"], fr: ["frans"], it: ["italiaans"] },
  switchCues: ["spreek", "spreekt", "spreken", "praten", "verder", "overschakelen", "alstublieft", "aub", "graag", "kan het", "kunnen we", "in het"],
  otherSpeakers: { persons: ["iemand", "medewerker", "medewerkers", "personeel", "mensen", "dokter", "arts", "verpleegkundige"], relatives: ["die", "dat"] },
  ownName: "Nederlands",
  lockedOut: (locked) => `Dit gesprek verloopt in het ${capitalise(locked)}. Wilt u in het Nederlands verder, zeg dan: Nederlands, alstublieft.`,
  switched: "Goed, we gaan verder in het Nederlands. Waarmee kan ik u helpen?",
};
