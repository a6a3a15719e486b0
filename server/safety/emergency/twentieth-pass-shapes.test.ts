/**
 * The twentieth pass's emergency shapes, read from batch 17's misses (development since that pass): a goodbye
 * message from someone who then cannot be reached (four packs), and a scald whose liquid is named with a word
 * between ("the boiling pasta water", nl "kokend pastawater"). The phrasings are new, not the batch's. The near
 * misses carry one half of a shape: a colleague's farewell message on retiring, a phone that goes unanswered,
 * a kettle of boiling water on the ward.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "../prefilter/classify-terminal";

const EMERGENCIES: readonly (readonly [Lang, string])[] = [
  ["en", "my daughter sent me a goodbye text an hour ago and now her phone is off"],
  ["nl", "mijn broer heeft een afscheidsbriefje op tafel gelegd en hij is niet meer bereikbaar"],
  ["fr", "ma sœur m'a envoyé un sms d'adieu et son téléphone est éteint depuis"],
  ["it", "mia sorella mi ha lasciato una lettera di addio sul tavolo e il telefono è spento"],
  ["en", "the boiling rice water went over my son's arm it's all blistered"],
  ["nl", "mijn zoon heeft kokend theewater over zijn hand gekregen"],
];

const NEAR_MISSES: readonly (readonly [Lang, string])[] = [
  ["en", "my colleague left a farewell note on her last day, can I leave it at the ward desk"],
  ["en", "my son isn't answering his phone, is the ward still open"],
  ["nl", "mijn collega stuurde een afscheidsmail bij haar pensioen, kan ik die aan de afdeling doorsturen"],
  ["fr", "ma collègue a envoyé un message d'adieu pour son départ à la retraite, vous pouvez le transmettre au service"],
  ["it", "la mia collega ha mandato un messaggio di addio per la pensione, posso portarlo in reparto"],
  ["en", "where can I buy a boiling water kettle for the ward"],
  ["nl", "is er een waterkoker met kokend water op de afdeling voor thee"],
];

describe("the twentieth pass's emergency shapes", () => {
  it.each(EMERGENCIES)("send (%s) %s to 112", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("EMERGENCY");
  });

  it.each(NEAR_MISSES)("answer (%s) %s", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("FALLTHROUGH");
  });
});
