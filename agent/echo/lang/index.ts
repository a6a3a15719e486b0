import type { PerLang } from "~/lib/lang";
import type { EchoLines } from "../lines";
import { lines as en } from "./en";
import { lines as fr } from "./fr";
import { lines as it } from "./it";
import { lines as nl } from "./nl";

export const ECHO_LINES: PerLang<EchoLines> = { nl, en, fr, it };
