import type { PerLang } from "~/lib/lang";
import { en } from "./en";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import type { VoicePack } from "./pack";

export type { VoicePack } from "./pack";
export const VOICE_PACKS: PerLang<VoicePack> = { nl, en, fr, it };
