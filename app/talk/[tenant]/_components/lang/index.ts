import type { Lang, PerLang } from "~/lib/lang";
import { en } from "./en";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import type { TalkStrings } from "./pack";

export type { TalkStrings } from "./pack";

export const TALK_STRINGS: PerLang<TalkStrings> = { nl, en, fr, it };

/** Each language named in itself: a visitor looks for the language they read, not ours. */
export const LANGUAGE_NAMES: PerLang<string> = { nl: "Nederlands", en: "English", fr: "Français", it: "Italiano" };

export function talkStrings(lang: Lang): TalkStrings {
  return TALK_STRINGS[lang];
}
