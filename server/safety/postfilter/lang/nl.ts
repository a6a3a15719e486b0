import { drugNames } from "../../medication-vocabulary";
import { oneOf, rule } from "../../rule";
import type { PostfilterPack } from "../pack";
import { numericDosage } from "../shared";

const v = {
  MED: `${drugNames}|${oneOf(["medicatie", "medicijn", "medicijnen", "geneesmiddel", "geneesmiddelen", "pil", "pillen", "tablet", "tabletten", "capsule", "capsules", "pijnstiller", "pijnstillers", "bloedverdunner", "bloedverdunners", "antidepressiva", "slaapmiddel", "slaapmiddelen", "siroop", "zalf", "puffer", "insuline"])}`,
  FORM: oneOf([
    "tablet",
    "tabletten",
    "tabletje",
    "tabletjes",
    "pil",
    "pillen",
    "pilletje",
    "capsule",
    "capsules",
    "druppel",
    "druppels",
    "puff",
    "puffs",
    "pufje",
    "pufjes",
    "zakje",
    "zakjes",
    "koffielepel",
    "koffielepels",
    "eetlepel",
    "ampul",
  ]),
  COUNT: oneOf(["een", "1", "2", "3", "4", "twee", "drie", "vier", "vijf", "een halve", "halve", "anderhalve", "een half"]),
  CONDITION: oneOf([
    "griep",
    "covid",
    "corona",
    "diabetes",
    "suikerziekte",
    "kanker",
    "een tumor",
    "astma",
    "een infectie",
    "infectie",
    "longontsteking",
    "een longontsteking",
    "migraine",
    "een migraine",
    "een hartaanval",
    "een hartinfarct",
    "een beroerte",
    "een hernia",
    "een breuk",
    "blindedarmontsteking",
    "een blindedarmontsteking",
    "een depressie",
    "depressie",
    "een burn out",
    "een allergie",
    "hoge bloeddruk",
    "een virus",
    "een ontsteking",
    "blaasontsteking",
    "een blaasontsteking",
    "hartfalen",
    "epilepsie",
    "angina",
  ]),
  HEDGE: oneOf(["waarschijnlijk", "wellicht", "mogelijk", "misschien", "vermoedelijk", "zeker", "duidelijk", "vast", "allicht", "gewoon"]),
};

export const nl: PostfilterPack = {
  diagnosis: [
    // Keyed on a condition after "u heeft / je hebt", never on the possessive alone:
    // "U heeft een verwijzing nodig" is navigation the reference system wrongly refused.
    rule(
      "nl.diagnosis.you_have",
      String.raw`(?<! als| wanneer| indien| of) (?:u|je|jij) (?:heeft|hebt|heb|lijdt aan|lijkt te lijden aan)(?: {HEDGE})? (?:last van )?(?:de |het )?{CONDITION} `,
      v,
    ),
    rule("nl.diagnosis.sounds_like", String.raw` (?:dat|dit|het) (?:klinkt|lijkt)(?: {HEDGE})? (?:als|op)(?: \w+){0,2} {CONDITION} `, v),
    rule("nl.diagnosis.it_is", String.raw` (?:het|dit|dat) (?:is|gaat om)(?: {HEDGE})? (?:om )?{CONDITION} `, v),
  ],
  dosage: [
    numericDosage,
    rule("nl.dosage.count_form", String.raw` {COUNT} {FORM} `, v),
    rule(
      "nl.dosage.frequency",
      String.raw`^(?=.* (?:{MED}|nemen|innemen|slikken|neem|neemt) )(?=.* (?:\d+|een|twee|drie|vier) (?:keer|maal) (?:per dag|daags|per week|per uur|s morgens|s avonds))`,
      v,
    ),
    rule("nl.dosage.every_hours", String.raw`^(?=.* (?:{MED}|nemen|innemen|neem|neemt) )(?=.* om de (?:\d+|twee|drie|vier|zes|acht|twaalf) uur )`, v),
  ],
  drug_instruction: [
    // "Neem uw medicatie mee naar het ziekenhuis" is admissions logistics, not a drug instruction.
    rule("nl.drug.take_med", String.raw` (?:neem|neemt|slik|slikt|gebruik|gebruikt|probeer|geef)(?: \w+){0,3} {MED} (?!(?:\w+ ){0,4}mee )`, v),
    rule(
      "nl.drug.you_can_take",
      String.raw` (?:u kunt|je kunt|je kan|u mag|je mag|u moet|je moet|best)(?: \w+){0,3} {MED}(?: \w+){0,3} (?:nemen|innemen|gebruiken|slikken) `,
      v,
    ),
  ],
  first_aid: [
    rule(
      "nl.first_aid.treat_wound",
      String.raw` (?:druk|leg|spuit|koel|spoel|verbind|ontsmet|masseer|wrijf|smeer|houd|hou)(?: \w+){0,4} (?:wond|wonde|brandwond|brandwonde|snijwonde|huid|bloeding|verband|ijs|ijszak|koud water|lauw water|zwelling|kompres|koud kompres) `,
    ),
    rule("nl.first_aid.resuscitate", String.raw` (?:reanimeer|begin met (?:hartmassage|reanimatie|borstcompressies)|geef mond op mond|mond op mondbeademing) `),
  ],
  medication_change: [
    rule(
      "nl.change.stop_start",
      String.raw` (?:stop|stopt|stoppen|zet|onderbreek|verminder|verhoog|halveer|verdubbel|begin|start|bouw)(?: \w+){0,5} (?:met |de |uw |je )?(?:inname van |gebruik van )?(?:uw |je |de )?{MED}(?: \w+){0,3}(?: af| stop| op)? `,
      v,
    ),
  ],
  reassurance: [
    rule(
      "nl.reassure.not_serious",
      String.raw` (?:niets ernstigs|niks ernstigs|geen reden tot ongerustheid|geen reden tot zorg|hoeft u zich geen zorgen te maken|u hoeft zich geen zorgen|maak u geen zorgen|onschuldig) `,
    ),
    // "gaat vanzelf over / trekt vanzelf weg" (not "de deur gaat vanzelf open"); "geneest vanzelf".
    rule(
      "nl.reassure.passes",
      String.raw` (?:gaat|trekt|gaan|trekken)(?: \w+){0,4} (?:vanzelf|uit zichzelf|binnen een paar dagen|na een paar dagen|binnen enkele dagen|na enkele dagen)(?: \w+){0,3} (?:over|weg) |(?:verdwijnt|geneest|herstelt|verdwijnen|genezen)(?: \w+){0,2} (?:vanzelf|uit zichzelf) `,
    ),
    // "Dat is normaal" over een lichaam; niet over de wachttijd, een bezoek, parkeren of de openingsuren.
    rule(
      "nl.reassure.normal",
      String.raw`^(?!.* (?:wacht|bezoek|parkeer|parkeren|parking|open|factuur|rekening)).* (?:dat|dit|het) is (?:heel |helemaal |volkomen |vrij |perfect |best )?normaal `,
    ),
    rule(
      "nl.reassure.no_doctor",
      String.raw` (?:u|je) (?:hoeft|moet) (?:niet|geen) (?:naar (?:de|uw|je) (?:dokter|huisarts|arts|spoed|spoedgevallen)|(?:de|uw|je) (?:dokter|huisarts|arts) te bellen|dokter|arts) `,
    ),
  ],
};
