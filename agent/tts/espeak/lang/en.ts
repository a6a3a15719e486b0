import type { EspeakVoice } from "../voice";

/** English: British rather than American, the variant Belgian callers learn at school. */
export const voice: EspeakVoice = { name: "en-gb", naturalWpm: 160 };
