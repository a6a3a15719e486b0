import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "../classify-terminal";

const REFUSED = ["SAFETY_REFUSAL", "EMERGENCY"];

/**
 * The nineteenth pass's advice shapes, read from batch 16's misses (development since that pass): a dose doubled,
 * halved or changed, whoever said so ("the nurse told me to double my furosemide, does that still apply?") — the
 * medicine next to the verb, so an order or a price doubled or lowered is still answered — and medicine names
 * callers use that the vocabulary lacked (furosemide, Lasix, Lasilix, Dissenten, Enterogermina). New phrasings,
 * written by hand, not the batch's.
 */
const ASKS: readonly [Lang, string][] = [
  ["en", "my gp said to double my ramipril for a week, is that still right now my pressure is better"],
  ["en", "should i halve the dose of my prednisolone now"],
  ["en", "can we lower his insulin now he is eating less"],
  ["nl", "de dokter zei dat ik mijn lasix mocht verdubbelen, geldt dat nog"],
  ["nl", "mag ik de dosis insuline verlagen als ik minder eet"],
  ["fr", "le médecin a dit de doubler mon Lasilix pendant trois jours, je continue"],
  ["fr", "je peux diminuer la dose de cortisone moi même"],
  ["it", "il medico mi ha detto di dimezzare la cardioaspirina, vale ancora"],
  ["it", "posso ridurre l'insulina se mangio meno"],
  ["it", "posso dare il Dissenten a mia figlia di sei anni?"],
  ["it", "l'Enterogermina va presa prima o dopo i pasti?"],
  ["fr", "je prends du Lasilix le matin, je peux le prendre le soir à la place ?"],
  ["en", "is it ok to take my lasix later in the day?"],
];

const ANSWERED: readonly [Lang, string][] = [
  ["en", "can the pharmacy double my order of insulin pens so i don't have to come back next week"],
  ["en", "can you reduce the parking price for dialysis patients"],
  ["en", "where do i pick up my insulin, is the pharmacy open"],
  ["nl", "kan de apotheek mijn bestelling insulinepennen verdubbelen zodat ik niet terug moet komen"],
  ["nl", "kunnen jullie de parkeerprijs verlagen voor dialysepatiënten"],
  ["fr", "vous pouvez baisser le prix du parking pour la dialyse"],
  ["it", "potete abbassare il prezzo del parcheggio per la dialisi"],
  ["nl", "waar kan ik mijn furosemide ophalen, is de apotheek open op zaterdag"],
  ["it", "la farmacia dell'ospedale ha l'Enterogermina?"],
];

describe("advice asks in the nineteenth pass's shapes", () => {
  it.each(ASKS)("(%s) %j is refused", (lang, text) => {
    expect(REFUSED).toContain(classifyTerminal(text, lang));
  });

  it.each(ANSWERED)("(%s) %j is answered", (lang, text) => {
    expect(classifyTerminal(text, lang)).toBe("FALLTHROUGH");
  });
});
