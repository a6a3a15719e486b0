import type { PerLang } from "~/lib/lang";

/**
 * Buying a new one of something used up or lost, in the hospital's shop or pharmacy: "de puffer is op, kan ik in de
 * winkel een nieuwe kopen?" names an inhaler and asks "kan ik", and the generic rule refused it in the four languages
 * (the twenty-fourth pass's Dutch shop question). Where to buy a replacement is an errand, not a choice of medicine:
 * "welke puffer kan ik het best kopen" names no replacement and stays an ask. Not when going without it is asked in
 * the same breath ("moet ik een nieuwe kopen of kan ik een paar dagen zonder?": whether to go without is a
 * clinician's call).
 *
 * Regex sources over normalised text (no accents, one space between words), without the spaces at their edges: the
 * packs put them in ` {PRACTICAL} `.
 */
export const REPLACEMENT_BOUGHT: PerLang<string> = {
  en: String.raw`(?:buy|get|purchase) (?:a new one|new ones|another one)(?!.* (?:without|skip|go without|do without|manage without|stop))`,
  nl: String.raw`(?:een nieuwe|nieuwe|een nieuw) (?:kopen|halen)(?!.* (?:zonder|overslaan|stoppen))`,
  fr: String.raw`(?:en racheter|(?:en )?acheter (?:un nouveau|une nouvelle|des nouveaux|des nouvelles))(?!.* (?:sans|sauter|arreter|m en passer|s en passer))`,
  it: String.raw`(?:comprarne (?:uno nuovo|una nuova|altri|altre)|ricomprarl[oaie])(?!.* (?:senza|saltare|smettere|farne a meno))`,
};
