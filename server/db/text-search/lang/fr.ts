import type { TextSearchPack } from "../pack";

export const fr: TextSearchPack = { config: "french" };
