import type { EspeakVoice } from "../voice";

/** Dutch: espeak-ng ships one Dutch voice; a Flemish caller hears it as Netherlands Dutch. */
export const voice: EspeakVoice = { name: "nl", naturalWpm: 155 };
