import type { TextSearchPack } from "../pack";

export const en: TextSearchPack = { config: "english" };
