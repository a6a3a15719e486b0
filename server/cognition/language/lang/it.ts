import type { LanguagePack } from "../pack";

export const it: LanguagePack = {
  names: { nl: ["olandese", "fiammingo"], en: ["inglese"], fr: ["francese"], it: ["italiano"] },
  switchCues: ["parla", "parlare", "parliamo", "continuare", "continuiamo", "passare", "per favore", "possiamo", "in"],
  otherSpeakers: { persons: ["qualcuno", "personale", "persona", "medico", "infermiere", "infermiera"], relatives: ["che"] },
  ownName: "italiano",
  lockedOut: (locked) => `Questa chiamata si svolge in ${locked}. Per continuare in italiano, dica: italiano, per favore.`,
  switched: "Va bene, continuiamo in italiano. Come posso aiutarla?",
};
