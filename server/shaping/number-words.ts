import { toCardinal as en } from "n2words/en-GB";
import { toCardinal as fr } from "n2words/fr-BE";
import { toCardinal as it } from "n2words/it-IT";
import { toCardinal as nl } from "n2words/nl-NL";
import type { Lang, PerLang } from "~/lib/lang";

/**
 * Cardinal number words from n2words (a maintained library) rather than hand-written tables.
 * French uses the Belgian variant: callers here say "septante", "nonante".
 */
const CARDINALS: PerLang<(n: number) => string> = {
  nl: (n) => nl(n),
  en: (n) => en(n),
  fr: (n) => fr(n),
  it: (n) => it(n),
};

export function cardinal(n: number, lang: Lang): string {
  return CARDINALS[lang](n);
}
