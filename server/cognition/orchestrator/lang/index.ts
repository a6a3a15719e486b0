import type { PerLang } from "~/lib/lang";
import { en } from "./en";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import type { OrchestratorPhrases } from "./pack";

export type { OrchestratorPhrases } from "./pack";
export const PHRASES: PerLang<OrchestratorPhrases> = { nl, en, fr, it };
