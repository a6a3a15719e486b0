import { oneOf } from "../../rule";
import { familyRules, type EmergencyRule } from "../pack";

/**
 * French (Belgian usage included), as the normaliser writes it: no accents, elisions split
 * ("j'ai" → "j ai", "s'étouffe" → "s etouffe"). Present situations only: "a eu un infarctus
 * l'année dernière" and "essoufflé quand je monte les escaliers" stay navigational.
 */
const RELATION = oneOf([
  "mari",
  "femme",
  "epouse",
  "epoux",
  "compagnon",
  "compagne",
  "conjoint",
  "conjointe",
  "copain",
  "copine",
  "pere",
  "papa",
  "mere",
  "maman",
  "fils",
  "fille",
  "enfant",
  "bebe",
  "frere",
  "soeur",
  "grand mere",
  "grand pere",
  "mamie",
  "papi",
  "papy",
  "voisin",
  "voisine",
  "collegue",
  "ami",
  "amie",
  "oncle",
  "tante",
  "neveu",
  "niece",
  "petit",
  "petite",
  "petit fils",
  "petite fille",
  "beau pere",
  "belle mere",
]);

const PERSON = String.raw`(?:(?:mon|ma|notre) (?:${RELATION})|il|elle|quelqu un|le bebe|l enfant|un homme|une femme|un enfant|cette personne|ce monsieur|cette dame)`;

const v = {
  PERSON,
  SUBJ: String.raw`(?:je|j|${PERSON})`,
  HAS: String.raw`(?:j ai|ai|a|ressens|ressent|sens|sent)`,
  // "il y a" alone is also "there is": only "il y a deux ans" is the past.
  PAST: String.raw`${oneOf(["eu", "avait", "avais", "l annee derniere", "l an dernier", "autrefois", "revalidation", "readaptation", "hospitalise", "hospitalisee", "la semaine derniere"])}|il y a (?:\w+ )?(?:ans?|mois|semaines?|jours?)`,
  AFTER: oneOf(["depuis", "apres mon", "apres l", "apres ma", "apres son", "apres sa", "operation", "intervention", "chute"]),
  CHRONIC: oneOf(["quand", "lorsque", "en montant", "en marchant", "a l effort", "depuis des semaines", "depuis des mois", "par le nez"]),
  MESSAGES: oneOf(["mail", "mails", "e mail", "courriel", "courriels", "message", "messages", "sms", "appel", "appels", "telephone", "lettre", "lettres"]),
  POISON: oneOf([
    "eau de javel",
    "javel",
    "deboucheur",
    "produit menager",
    "produit d entretien",
    "produit vaisselle",
    "lessive",
    "capsule de lessive",
    "pastille pour lave vaisselle",
    "pile",
    "piles",
    "pile bouton",
    "mort aux rats",
    "poison",
    "pesticide",
    "insecticide",
    "antigel",
    "petrole",
    "white spirit",
    "dissolvant",
    "acetone",
    "champignons",
    "baies",
  ]),
  PILLS: String.raw`(?:medicaments|comprimes|cachets|pilules|somniferes|antidouleurs|gelules|paracetamol|insuline)`,
  SELF_HARM_ACT: oneOf([
    "me suicider",
    "me tuer",
    "mettre fin a mes jours",
    "mettre fin a ma vie",
    "en finir",
    "me faire du mal",
    "me blesser",
    "me pendre",
    "me jeter",
    "sauter d un pont",
    "sauter sous un train",
    "sauter par la fenetre",
    "me foutre en l air",
    "disparaitre pour toujours",
  ]),
};

const chest = familyRules("chest_pain", v, ["poitrine", "thoraci", "cardiaque", "infarctus"]);
const breathing = familyRules("breathing", v, ["respir", "etouff", "suffoqu", "air", "essouffl"]);
const stroke = familyRules("stroke", v, [
  "visage",
  "bouche",
  "levre",
  "parl",
  "parole",
  "elocution",
  "bras",
  "jambe",
  "main",
  "cote",
  "corps",
  "avc",
  "cerebral",
  "vasculaire",
]);
const unconscious = familyRules("unconscious", v, [
  "inconscient",
  "connaissance",
  "evanoui",
  "pommes",
  "reaction",
  "reagit",
  "repond",
  "bouge",
  "reveiller",
  "effondr",
  "ecroul",
  "malaise",
  "cardiaque",
  "pouls",
  "respire",
]);
const bleeding = familyRules("bleeding", v, ["saign", "sang", "hemorragie"]);
const seizure = familyRules("seizure", v, ["crise", "convuls", "epilep"]);
const allergy = familyRules("allergy", v, ["allergi", "anaphyla", "quincke", "gorge", "langue", "levre"]);
const poisoning = familyRules("poisoning", v, [
  "overdose",
  "surdose",
  "trop",
  "javel",
  "deboucheur",
  "produit",
  "lessive",
  "lave vaisselle",
  "pile",
  "mort aux rats",
  "poison",
  "pesticide",
  "insecticide",
  "antigel",
  "petrole",
  "white spirit",
  "dissolvant",
  "acetone",
  "champignon",
  "baies",
  "medicament",
  "comprime",
  "cachet",
  "pilule",
  "somnifere",
  "antidouleur",
  "gelule",
  "paracetamol",
  "insuline",
  "empoisonn",
  "intoxication",
]);
const suicide = familyRules("suicide", v, [
  "suicid",
  "tuer",
  "fin a",
  "finir",
  "mal",
  "blesser",
  "pendre",
  "jeter",
  "sauter",
  "foutre",
  "disparaitre",
  "vivre",
  "exister",
  "mourir",
  "idees",
  "pensees",
  "scarif",
  "mutil",
  "entaill",
  "coupe",
]);
const declared = familyRules("declared", v, ["urgence", "vie ou de mort", "ambulance", "samu", "smur", "secours", "pompiers"]);

export const fr: EmergencyRule[] = [
  chest(
    "fr.emergency.chest.pain_in_chest",
    String.raw` (?:{SUBJ} )?{HAS}(?: \w+){0,4} (?:mal|une douleur|des douleurs|une oppression|une pression|un serrement|une barre|un poids) (?:\w+ ){0,2}(?:a la|a sa|dans la|dans sa|sur la|sur sa|au niveau de la|au niveau de sa) poitrine `,
    { notWith: "{PAST}" },
  ),
  chest(
    "fr.emergency.chest.thoracic",
    String.raw` (?:(?:{SUBJ} )?{HAS}(?: \w+){0,3} (?:douleur|douleurs|oppression) thoraciques?|(?:forte|violente|intense|brutale|grosse|terrible) (?:douleur|douleurs|oppression) (?:thoraciques?|a la poitrine|dans la poitrine)) `,
    { notWith: "{PAST}" },
  ),
  chest(
    "fr.emergency.chest.heart_attack_now",
    String.raw` {SUBJ} (?:fait|fais|est en train de faire|suis en train de faire|a|ai)(?: \w+){0,2} (?:une crise cardiaque|un infarctus|un arret cardiaque) `,
    { notWith: "{PAST}" },
  ),

  breathing(
    "fr.emergency.breathing.cannot_breathe",
    String.raw` (?:n arrive|n arrivons|n arrivent|ne peut|ne peux|ne peuvent|ne parvient|ne parviens) (?:plus|pas|presque plus|presque pas|quasiment plus|quasiment pas) (?:a |de )?respirer `,
    { notWith: "{CHRONIC}" },
  ),
  breathing(
    "fr.emergency.breathing.struggling",
    String.raw` {SUBJ} (?:a|ai) (?:du mal|de la peine|des difficultes|beaucoup de mal|enormement de mal) a respirer `,
    {
      notWith: "{CHRONIC}",
    },
  ),
  breathing("fr.emergency.breathing.not_breathing", String.raw` {PERSON} ne respire (?:plus|pas|presque plus|presque pas) `),
  breathing("fr.emergency.breathing.choking", String.raw` {SUBJ} (?:s etouffe|m etouffe|etouffe|est en train de s etouffer|suffoque|suffoquent) `),
  breathing(
    "fr.emergency.breathing.severe",
    String.raw` (?:(?:detresse respiratoire|manque d air (?:grave|soudain))|{SUBJ} (?:est|suis)(?: \w+){0,2} (?:tres|completement|terriblement|extremement|soudainement|tout a coup) essouffle\w*) `,
    { notWith: "{CHRONIC}" },
  ),

  stroke(
    "fr.emergency.stroke.face_droops",
    String.raw` (?:(?:visage|bouche|levre)(?: \w+){0,3} (?:est|devient|s est|semble|tombe|pend)(?: \w+){0,3} (?:de travers|tordue?|deformee?|paralysee?|affaissee?|tombante|pendante)|(?:bouche|visage) (?:de travers|tordue?|deformee?|paralysee?|affaissee?)) `,
  ),
  stroke(
    "fr.emergency.stroke.slurred_speech",
    String.raw` (?:{SUBJ} (?:parle|parlent)(?: \w+){0,3} (?:bizarrement|de facon bizarre|de maniere bizarre|de travers|de maniere incomprehensible|confusement)|(?:troubles de la parole|parole (?:confuse|pateuse)|elocution confuse)) `,
  ),
  stroke("fr.emergency.stroke.cannot_speak", String.raw` {SUBJ} (?:n arrive|ne peut|ne peux|ne parvient|ne parviens) plus a parler(?! (?:a|au|aux|avec) )`),
  stroke(
    "fr.emergency.stroke.limb_weak",
    String.raw` (?:bras|jambe|main|cote|moitie du corps|visage)(?: \w+){0,3} (?:est|sont|devient|s est)(?: \w+){0,3} (?:paralyse\w*|inerte) `,
    { notWith: "{AFTER}|{PAST}" },
  ),
  stroke(
    "fr.emergency.stroke.cannot_move_limb",
    String.raw` {SUBJ} ne (?:peut|peux|parvient|parviens|arrive)(?: \w+){0,1} plus (?:a )?(?:bouger|lever|remuer|sentir) (?:son|sa|mon|ma|le|la) (?:bras|jambe|main|cote) `,
    { notWith: "{AFTER}|{PAST}" },
  ),
  stroke(
    "fr.emergency.stroke.stroke_now",
    String.raw` {SUBJ} (?:fait|fais|est en train de faire|a|ai)(?: \w+){0,2} (?:un avc|une attaque cerebrale|un accident vasculaire cerebral) `,
    { notWith: "{PAST}" },
  ),

  unconscious(
    "fr.emergency.unconscious.is_unconscious",
    String.raw` (?:{PERSON} (?:est|reste|git)(?: \w+){0,3} (?:inconscient\w*|sans connaissance|evanoui\w*|dans les pommes|sans reaction)|il y a (?:un|une|quelqu un)(?: \w+){0,3} (?:inconscient\w*|evanoui\w*|sans connaissance|qui ne (?:respire|reagit|repond) (?:plus|pas))) `,
    { notWith: "{PAST}" },
  ),
  unconscious("fr.emergency.unconscious.not_responding", String.raw` {PERSON} ne (?:reagit|repond|bouge) (?:plus|pas) `, { notWith: "{MESSAGES}" }),
  unconscious("fr.emergency.unconscious.cannot_wake", String.raw` (?:n arrive|n arrivons|ne peux|ne peut|ne pouvons) (?:pas|plus) a (?:le|la|les) reveiller `),
  unconscious(
    "fr.emergency.unconscious.collapsed",
    String.raw` (?:{PERSON} (?:s est|vient de s)(?: \w+){0,1} (?:effondre\w*|evanoui\w*|ecroule\w*)|{SUBJ} (?:a fait|fait|vient de faire) un malaise) `,
    { notWith: "{PAST}" },
  ),
  unconscious("fr.emergency.unconscious.no_pulse", String.raw` (?:arret cardiaque|(?:n a|a) (?:plus|pas) de pouls) `, { notWith: "{PAST}" }),

  bleeding(
    "fr.emergency.bleeding.bleeds_heavily",
    String.raw` (?:{SUBJ} (?:saigne|saignent)(?: \w+){0,4} (?:beaucoup|abondamment|enormement|tellement|fort|a flots|de partout)|{SUBJ} (?:perd|perds) (?:beaucoup|enormement) de sang) `,
  ),
  bleeding(
    "fr.emergency.bleeding.does_not_stop",
    String.raw` (?:(?:le )?saignement (?:ne s arrete|ne veut|n arrete|ne cesse)(?: \w+){0,1} (?:pas|plus)|ca saigne (?:\w+ ){0,3}sans arret|(?:forte|grosse|grave) hemorragie|hemorragie (?:grave|importante|massive)) `,
  ),
  bleeding("fr.emergency.bleeding.spurting", String.raw` (?:le )?sang (?:gicle|jaillit|coule a flots|pisse|coule partout) `),

  seizure(
    "fr.emergency.seizure.having_seizure",
    String.raw` {SUBJ} (?:fait|fais|a|ai|est en train de faire|est en)(?: \w+){0,1} (?:une |des )?(?:crise d epilepsie|crise epileptique|crise convulsive|convulsion|convulsions|crise(?! d (?:angoisse|panique|nerfs|foie|rire|colere)))`,
    { notWith: "{PAST}" },
  ),
  seizure("fr.emergency.seizure.convulsing", String.raw` {SUBJ} (?:convulse|convulsent|est pris de convulsions|est prise de convulsions) `),

  allergy(
    "fr.emergency.allergy.reaction",
    String.raw` {SUBJ} (?:fait|fais|a|ai|est en train de faire)(?: \w+){0,2} (?:reaction allergique|choc anaphylactique|anaphylaxie|oedeme de quincke|choc allergique) `,
    { notWith: "{PAST}" },
  ),
  allergy(
    "fr.emergency.allergy.airway_swells",
    String.raw` (?:gorge|langue|levres|levre)(?: \w+){0,2} (?:gonfle|gonflent|enfle|enflent|se ferme|se serre|est gonflee|sont gonflees|est enflee) `,
  ),

  poisoning(
    "fr.emergency.poisoning.overdose",
    String.raw` (?:{SUBJ} (?:a fait|ai fait|fait|vient de faire)(?: \w+){0,1} (?:une )?(?:overdose|surdose)|(?:a|ai|avons|ont) (?:pris|avale|bu|ingere|mange|injecte)(?: \w+){0,2} (?:beaucoup )?trop) `,
    { notWith: "{PAST}" },
  ),
  poisoning(
    "fr.emergency.poisoning.swallowed_poison",
    String.raw` {SUBJ} (?:a|ai|vient d|viens d) (?:bu|avale|mange|ingere|inhale|leche)(?: \w+){0,3} {POISON} `,
  ),
  poisoning("fr.emergency.poisoning.swallowed_pills", String.raw` {PERSON} (?:a|vient d) (?:avale|mange)(?: \w+){0,3} {PILLS} `),
  poisoning(
    "fr.emergency.poisoning.poisoned",
    String.raw` (?:{SUBJ} (?:est|suis|sont|a ete|s est)(?: \w+){0,2} empoisonne\w*|intoxication au (?:monoxyde|co)) `,
  ),

  suicide(
    "fr.emergency.suicide.intends_act",
    String.raw` je (?:veux|voudrais|vais|compte|pense a|pense|songe a|ai envie de|envisage de|suis sur le point de)(?: \w+){0,2} (?:{SELF_HARM_ACT}) `,
  ),
  suicide(
    "fr.emergency.suicide.no_will_to_live",
    String.raw` (?:je (?:ne veux plus|veux plus|n ai plus envie de|ne veux pas) (?:vivre|continuer a vivre|exister)|je (?:veux|voudrais|ai envie de) mourir) `,
  ),
  suicide(
    "fr.emergency.suicide.thoughts",
    String.raw` (?:{SUBJ} (?:a|ai|j ai)(?: \w+){0,2} (?:des )?(?:idees suicidaires|pensees suicidaires|idees noires)|{SUBJ} (?:suis|est) suicidaire) `,
  ),
  suicide(
    "fr.emergency.suicide.self_harm",
    String.raw` je (?:me suis |me )(?:scarifie\w*|mutile\w*|entaille\w*|coupe\w* (?:expres|volontairement|les veines|les poignets)|fais du mal) `,
  ),
  suicide(
    "fr.emergency.suicide.someone_else",
    String.raw` {PERSON} (?:veut|va|menace de|dit qu (?:il|elle) veut|dit qu (?:il|elle) va|parle de)(?: \w+){0,2} (?:se suicider|se tuer|mettre fin a ses jours|mettre fin a sa vie|en finir|se faire du mal|mourir|suicide) `,
  ),

  declared(
    "fr.emergency.declared.is_emergency",
    String.raw`(?<!(?:si|quand|cas|lorsque|que)) (?:c est|il s agit d) (?:une |vraiment une |une vraie )?(?:urgence|urgence vitale|question de vie ou de mort)(?! (?:dentaire|ophtalmo\w*|pediatrique))`,
  ),
  declared(
    "fr.emergency.declared.ambulance",
    String.raw` (?:envoyez|envoyer|appelez|appeler|besoin d)(?: \w+){0,2} (?:une )?(?:ambulance|samu|smur|secours|pompiers) `,
  ),
];
