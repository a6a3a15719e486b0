import type { EspeakVoice } from "../voice";

/** Italian: espeak-ng's only Italian voice. */
export const voice: EspeakVoice = { name: "it", naturalWpm: 160 };
