import { drugNames } from "../../medication-vocabulary";
import { oneOf, rule } from "../../rule";
import type { PostfilterPack } from "../pack";
import { numericDosage } from "../shared";

const v = {
  MED: `${drugNames}|${oneOf(["medicament", "medicaments", "medication", "pilule", "pilules", "comprime", "comprimes", "gelule", "gelules", "cachet", "cachets", "antidouleur", "antidouleurs", "anticoagulant", "anticoagulants", "antidepresseurs", "somnifere", "somniferes", "sirop", "pommade", "inhalateur", "insuline"])}`,
  FORM: oneOf([
    "comprime",
    "comprimes",
    "gelule",
    "gelules",
    "cachet",
    "cachets",
    "pilule",
    "pilules",
    "goutte",
    "gouttes",
    "bouffee",
    "bouffees",
    "sachet",
    "sachets",
    "cuillere",
    "cuilleres",
  ]),
  COUNT: oneOf(["un", "une", "1", "2", "3", "4", "deux", "trois", "quatre", "cinq", "un demi", "une demi", "demi"]),
  CONDITION: oneOf([
    "la grippe",
    "le covid",
    "du diabete",
    "un cancer",
    "une tumeur",
    "de l asthme",
    "une infection",
    "une pneumonie",
    "une migraine",
    "une crise cardiaque",
    "un infarctus",
    "un avc",
    "une hernie",
    "une fracture",
    "une appendicite",
    "une depression",
    "un burn out",
    "une allergie",
    "de l hypertension",
    "un virus",
    "une inflammation",
    "une cystite",
    "une insuffisance cardiaque",
    "de l epilepsie",
    "une angine",
  ]),
  HEDGE: oneOf(["probablement", "sans doute", "peut etre", "certainement", "clairement", "surement", "simplement"]),
};

export const fr: PostfilterPack = {
  diagnosis: [
    rule("fr.diagnosis.you_have", String.raw`(?<! si| quand| lorsque| lorsqu| s) vous (?:avez|souffrez d|souffrez de|faites)(?: {HEDGE})? {CONDITION} `, v),
    rule("fr.diagnosis.sounds_like", String.raw` (?:cela|ca) (?:ressemble|semble etre)(?: {HEDGE})? (?:a )?{CONDITION} `, v),
    rule("fr.diagnosis.it_is", String.raw` (?:il s agit|c est)(?: {HEDGE})? (?:d |de )?{CONDITION} `, v),
  ],
  dosage: [
    numericDosage,
    rule("fr.dosage.count_form", String.raw` {COUNT} {FORM} `, v),
    rule("fr.dosage.frequency", String.raw`^(?=.* (?:{MED}|prenez|prendre) )(?=.* (?:une|deux|trois|quatre|\d+) fois par (?:jour|semaine|heure))`, v),
    rule("fr.dosage.every_hours", String.raw`^(?=.* (?:{MED}|prenez|prendre) )(?=.* toutes les (?:\d+|deux|trois|quatre|six|huit|douze) heures )`, v),
  ],
  drug_instruction: [
    rule("fr.drug.take_med", String.raw` (?:prenez|avalez|utilisez|essayez|donnez)(?: \w+){0,3} {MED} (?!(?:\w+ ){0,4}avec vous )`, v),
    rule(
      "fr.drug.you_can_take",
      String.raw` vous (?:pouvez|devez|pourriez)(?: \w+){0,2} (?:prendre|utiliser) (?:du |de la |de l |des |un |une |votre |vos )?{MED} (?!(?:\w+ ){0,4}avec vous )`,
      v,
    ),
  ],
  first_aid: [
    rule(
      "fr.first_aid.treat_wound",
      String.raw` (?:appliquez|appuyez|mettez|posez|refroidissez|rincez|desinfectez|comprimez|surelevez)(?: \w+){0,4} (?:plaie|brulure|glace|pansement|eau froide|saignement|gonflement|compresse) `,
    ),
    rule("fr.first_aid.resuscitate", String.raw` (?:commencez (?:un )?massage cardiaque|pratiquez (?:la )?reanimation|bouche a bouche) `),
  ],
  medication_change: [
    rule(
      "fr.change.stop_start",
      String.raw` (?:arretez|cessez|interrompez|diminuez|augmentez|commencez|doublez)(?: \w+){0,3} (?:de prendre |votre |vos |le |la |les )?{MED} `,
      v,
    ),
    rule(
      "fr.change.you_can_stop",
      String.raw` vous (?:pouvez|devez|pourriez|devriez)(?: \w+){0,2} (?:arreter|cesser|interrompre|diminuer|augmenter|doubler|reprendre)(?: \w+){0,3} (?:de prendre |ce |cet |cette |ces |votre |vos |le |la |les |l )?{MED} `,
      v,
    ),
  ],
  reassurance: [
    rule(
      "fr.reassure.not_serious",
      String.raw` (?:rien de grave|rien d inquietant|pas de quoi s inquieter|ne vous inquietez pas|sans gravite|sans danger|tout a fait benin|c est benin) `,
    ),
    rule(
      "fr.reassure.passes",
      String.raw` (?:(?:va|vont|devrait|devraient) (?:passer|disparaitre|guerir|partir|s estomper)|passera|passeront|disparaitra|disparaitront|guerira|gueriront|partira|partiront)(?: \w+){0,3} (?:tout seul|toute seule|tous seuls|d elle meme|de lui meme|d eux memes|spontanement|en quelques jours|dans quelques jours) `,
    ),
    // « C'est normal » d'un corps ; pas d'une attente, d'une visite, du parking ou des heures d'ouverture.
    rule(
      "fr.reassure.normal",
      String.raw`^(?!.* (?:attente|attendre|visite|visiteur|parking|ouvert|ouverture|facture)).* (?:c est|cela est|ceci est|il est) (?:tout a fait |parfaitement |assez |bien |tout |completement )?normal `,
    ),
    rule(
      "fr.reassure.no_doctor",
      String.raw` (?:pas besoin de|inutile de|vous n avez pas besoin de) (?:consulter|voir un medecin|voir votre medecin|aller chez le medecin|appeler le medecin|aller aux urgences) `,
    ),
  ],
};
