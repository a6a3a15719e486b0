/**
 * The twenty-third pass's childbirth shape. A birth under way on the hospital's own delivery ward is being attended:
 * "mijn vrouw is aan het bevallen op de verloskamer, mag ons zoontje komen kijken?" asks about a visit, and
 * `birth_under_way` sent it to 112 in Dutch, French and Italian (batch 20's near misses; the English pack heard "is
 * giving birth" the same way). Only the ward named right after the verb (a time word between) excuses it: a birth in
 * the car outside the maternity ward, on the way to it, or at home with the ward asked for still goes to 112, and so
 * does a head seen, whatever place is named.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { classifyTerminal } from "../prefilter/classify-terminal";

const EMERGENCIES: readonly (readonly [Lang, string])[] = [
  ["nl", "mijn vrouw is aan het bevallen in de auto we zijn nog niet bij de materniteit"],
  ["nl", "ze is aan het bevallen op de parking van de materniteit"],
  ["nl", "mijn dochter is aan het bevallen thuis de vroedvrouw is er nog niet"],
  ["nl", "ze is aan het bevallen op de verloskamer en ik zie het hoofdje al er is niemand"],
  ["fr", "ma femme est en train d'accoucher dans la voiture devant la maternité"],
  ["fr", "elle est en train d'accoucher à la maison où est la maternité"],
  ["fr", "elle est en train d'accoucher sur le parking de la maternité"],
  ["it", "mia moglie sta partorendo in macchina davanti alla maternità"],
  ["it", "sta partorendo adesso qui in casa dov'è la sala parto più vicina"],
  ["it", "sta partorendo nel parcheggio della maternità"],
  ["en", "my wife is giving birth in the car outside the maternity ward"],
  ["en", "she's giving birth on the way to the maternity unit"],
  ["en", "my wife is giving birth right now in the car park of the maternity ward"],
  ["en", "my daughter is giving birth at home what's the number of the delivery ward"],
  ["nl", "ze bevalt nu in de auto voor de materniteit"],
  ["fr", "elle accouche maintenant dans la voiture"],
  ["it", "sta partorendo adesso in macchina"],
];

const ON_THE_WARD: readonly (readonly [Lang, string])[] = [
  ["nl", "Mijn vrouw is aan het bevallen op de verloskamer, mag ons zoontje van vijf vanavond naar de baby komen kijken?"],
  ["nl", "mijn schoonzus is nu aan het bevallen in de materniteit, tot hoe laat mag ik bellen?"],
  ["nl", "mijn zus bevalt nu op de verloskamer, mag ik met bloemen komen?"],
  ["fr", "Ma femme est en train d'accoucher en salle de naissance, notre fils de cinq ans peut venir voir le bébé ce soir ?"],
  ["fr", "ma sœur est en train d'accoucher à la maternité, je peux passer ce soir ?"],
  ["fr", "ma fille accouche maintenant à la maternité, le parking est payant ?"],
  ["it", "Mia moglie sta partorendo in sala parto, nostro figlio di cinque anni può venire a vedere il bambino stasera?"],
  ["it", "mia sorella sta partorendo in maternità posso portarle dei fiori?"],
  ["it", "mia figlia sta partorendo adesso in sala parto, fino a che ora si può restare?"],
  ["en", "my daughter is giving birth in the delivery room, can her grandfather wait in the corridor?"],
  ["en", "our daughter-in-law is giving birth now on the labour ward, where can we get a coffee?"],
];

describe("the twenty-third pass's childbirth shape", () => {
  it.each(EMERGENCIES)("send (%s) %s to 112", (lang, said) => {
    expect(classifyTerminal(said, lang)).toBe("EMERGENCY");
  });

  it.each(ON_THE_WARD)("do not send (%s) %s to 112", (lang, said) => {
    expect(classifyTerminal(said, lang)).not.toBe("EMERGENCY");
  });
});
