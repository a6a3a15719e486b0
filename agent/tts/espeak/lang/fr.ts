import type { EspeakVoice } from "../voice";

/** French: the Belgian voice says "septante"/"nonante", which Brussels and Walloon callers expect in numbers. */
export const voice: EspeakVoice = { name: "fr-be", naturalWpm: 160 };
