import type { PerLang } from "~/lib/lang";
import type { EspeakVoice } from "../voice";
import { voice as en } from "./en";
import { voice as fr } from "./fr";
import { voice as it } from "./it";
import { voice as nl } from "./nl";

export const ESPEAK_VOICES: PerLang<EspeakVoice> = { nl, en, fr, it };
