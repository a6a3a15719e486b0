import { capitalise, type LanguagePack } from "../pack";

export const en: LanguagePack = {
  names: { nl: ["dutch", "flemish"], en: ["english"], fr: ["french"], it: ["italian"] },
  switchCues: ["speak", "talk", "continue", "switch", "please", "can we", "could we", "in"],
  otherSpeakers: { persons: ["someone", "anyone", "somebody", "anybody", "staff", "doctor", "nurse", "people"], relatives: ["who", "that"] },
  ownName: "English",
  lockedOut: (locked) => `This call is in ${capitalise(locked)}. To continue in English, say: English, please.`,
  switched: "Sure, let's continue in English. How can I help you?",
};
