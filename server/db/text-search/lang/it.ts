import type { TextSearchPack } from "../pack";

export const it: TextSearchPack = { config: "italian" };
