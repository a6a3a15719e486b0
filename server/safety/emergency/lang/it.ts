import { oneOf } from "../../rule";
import { familyRules, type EmergencyRule } from "../pack";

/**
 * Italian, as the normaliser writes it: no accents ("è" → "e", "più" → "piu"), elisions split
 * ("un'ambulanza" → "un ambulanza"). Italian drops the subject ("ho un dolore al petto"), so the
 * verb carries the present; "ha avuto un infarto l'anno scorso" and "mi manca il fiato quando salgo
 * le scale" stay navigational.
 */
const RELATION = oneOf([
  "marito",
  "moglie",
  "compagno",
  "compagna",
  "padre",
  "papa",
  "madre",
  "mamma",
  "figlio",
  "figlia",
  "bambino",
  "bambina",
  "bimbo",
  "bimba",
  "neonato",
  "neonata",
  "fratello",
  "sorella",
  "nonno",
  "nonna",
  "vicino",
  "vicina",
  "collega",
  "amico",
  "amica",
  "zio",
  "zia",
  "nipote",
  "suocero",
  "suocera",
  "ragazzo",
  "ragazza",
]);

const PERSON = String.raw`(?:(?:il |la )?(?:mio|mia|nostro|nostra) (?:${RELATION})|lui|lei|qualcuno|il bambino|la bambina|un uomo|una donna|un bambino|una persona|questa persona|questo signore|questa signora)`;

const v = {
  PERSON,
  PAST: oneOf([
    "avuto",
    "aveva",
    "l anno scorso",
    "anni fa",
    "mesi fa",
    "settimane fa",
    "giorni fa",
    "la settimana scorsa",
    "riabilitazione",
    "ricoverato",
    "ricoverata",
  ]),
  AFTER: oneOf(["da quando", "dopo l operazione", "dopo l intervento", "dopo la caduta", "operazione", "intervento"]),
  CHRONIC: oneOf(["quando", "mentre", "salendo", "sotto sforzo", "le scale", "di notte", "da settimane", "da mesi", "dal naso", "col naso"]),
  MESSAGES: oneOf(["mail", "email", "e mail", "messaggi", "messaggio", "telefono", "chiamate", "lettere", "centralino"]),
  POISON: oneOf([
    "candeggina",
    "varechina",
    "ammoniaca",
    "detersivo",
    "sgorgatore",
    "soda caustica",
    "pastiglia per lavastoviglie",
    "capsula di detersivo",
    "pila",
    "pile",
    "batteria",
    "batterie",
    "veleno",
    "topicida",
    "pesticida",
    "antigelo",
    "acetone",
    "solvente",
    "funghi",
    "bacche",
  ]),
  PILLS: String.raw`(?:farmaci|pillole|compresse|pastiglie|sonniferi|antidolorifici|medicine|medicinali|paracetamolo|tachipirina|insulina)`,
  SELF_HARM_ACT: oneOf([
    "uccidermi",
    "ammazzarmi",
    "suicidarmi",
    "togliermi la vita",
    "farla finita",
    "farmi del male",
    "tagliarmi",
    "impiccarmi",
    "buttarmi",
    "gettarmi",
  ]),
};

const chest = familyRules("chest_pain", v, ["petto", "torace", "toracico", "infarto", "cuore", "cardiaco"]);
const breathing = familyRules("breathing", v, ["respir", "soffoc", "aria", "fiato", "dispnea"]);
const stroke = familyRules("stroke", v, [
  "bocca",
  "faccia",
  "viso",
  "volto",
  "parl",
  "braccio",
  "gamba",
  "mano",
  "lato",
  "corpo",
  "ictus",
  "ischemi",
  "cerebrale",
]);
const unconscious = familyRules("unconscious", v, [
  "svenut",
  "incoscien",
  "sensi",
  "esanime",
  "rispond",
  "reagisc",
  "muove",
  "svegli",
  "crollat",
  "accasciat",
  "malore",
  "cardiaco",
  "polso",
  "battito",
]);
const bleeding = familyRules("bleeding", v, ["sangu", "emorragia"]);
const seizure = familyRules("seizure", v, ["epilett", "convulsi"]);
const allergy = familyRules("allergy", v, ["allergic", "anafila", "glottide", "gola", "lingua", "labbr"]);
const poisoning = familyRules("poisoning", v, [
  "overdose",
  "tropp",
  "candeggina",
  "varechina",
  "ammoniaca",
  "detersivo",
  "sgorgatore",
  "soda caustica",
  "lavastoviglie",
  "pila",
  "pile",
  "batteri",
  "veleno",
  "topicida",
  "pesticida",
  "antigelo",
  "acetone",
  "solvente",
  "funghi",
  "bacche",
  "farmac",
  "pillol",
  "compress",
  "pastigli",
  "sonnifer",
  "antidolorific",
  "medicin",
  "paracetamolo",
  "tachipirina",
  "insulina",
  "avvelenat",
  "monossido",
]);
const suicide = familyRules("suicide", v, [
  "uccid",
  "ammazz",
  "suicid",
  "vita",
  "finita",
  "male",
  "tagli",
  "impicc",
  "butt",
  "gett",
  "vivere",
  "mondo",
  "esserci",
  "morire",
  "pensieri",
  "idee",
  "ferit",
  "feris",
  "bruciat",
  "autolesion",
]);
const declared = familyRules("declared", v, ["emergenza", "vita o di morte", "ambulanz", "soccorsi"]);

export const it: EmergencyRule[] = [
  chest(
    "it.emergency.chest.pain_in_chest",
    String.raw` (?:ho|ha|sento|sente|avverto|avverte|provo)(?: \w+){0,3} (?:dolore|dolori|oppressione|pressione|peso|fitta|fitte|stretta|senso di oppressione) (?:\w+ ){0,2}(?:al|nel|sul|in) (?:petto|torace) `,
    { notWith: "{PAST}" },
  ),
  chest(
    "it.emergency.chest.thoracic",
    String.raw` (?:(?:ho|ha)(?: \w+){0,2} dolore toracico|(?:forte|fortissimo|improvviso|terribile|intenso) dolore (?:al petto|toracico)) `,
    { notWith: "{PAST}" },
  ),
  chest(
    "it.emergency.chest.heart_attack_now",
    String.raw` (?:sta avendo|stia avendo|sta facendo|ha|ho|abbia)(?: \w+){0,1} (?:un )?(?:infarto|attacco di cuore|attacco cardiaco|arresto cardiaco) `,
    { notWith: "{PAST}" },
  ),

  breathing("it.emergency.breathing.cannot_breathe", String.raw` non (?:riesco|riesce|riusciamo|riescono|ce la faccio|ce la fa)(?: piu)? (?:a )?respirare `, {
    notWith: "{CHRONIC}",
  }),
  breathing("it.emergency.breathing.struggling", String.raw` (?:fa|faccio|fanno) (?:molta |tanta )?fatica a respirare `, { notWith: "{CHRONIC}" }),
  breathing("it.emergency.breathing.not_breathing", String.raw` non (?:respira|respiro)(?: piu)?(?! bene) `, { notWith: "{CHRONIC}" }),
  breathing("it.emergency.breathing.choking", String.raw` (?:(?:sta|sto|stanno) soffocando|(?:soffoca|soffoco)) `),
  breathing(
    "it.emergency.breathing.severe",
    String.raw` (?:(?:mi|gli|le) manca (?:completamente |del tutto )?(?:l aria|il respiro|il fiato)|(?:grave|forte|improvvisa) (?:mancanza di (?:aria|respiro|fiato)|difficolta respiratoria|crisi respiratoria)) `,
    { notWith: "{CHRONIC}" },
  ),

  stroke(
    "it.emergency.stroke.face_droops",
    String.raw` (?:bocca|faccia|viso|volto)(?: \w+){0,2} (?:storta|storto|deformata|deformato|paralizzata|paralizzato|cadente|piegata) `,
  ),
  stroke(
    "it.emergency.stroke.slurred_speech",
    String.raw` (?:parla|parlo|parlano)(?: \w+){0,3} (?:in modo strano|stranamente|in modo confuso|in modo incomprensibile|impastato|biascicando) `,
  ),
  stroke("it.emergency.stroke.cannot_speak", String.raw` non (?:riesce|riesco) piu a parlare(?! (?:con|al|alla|coi|col) )`),
  stroke(
    "it.emergency.stroke.limb_weak",
    String.raw` (?:braccio|gamba|mano|lato|meta del corpo|viso|faccia)(?: \w+){0,2} (?:paralizzat\w*|(?:insensibile|senza forza) all improvviso) `,
    { notWith: "{AFTER}|{PAST}" },
  ),
  stroke(
    "it.emergency.stroke.cannot_move_limb",
    String.raw` non (?:riesce|riesco|puo|posso) (?:piu )?(?:a )?(?:muovere|alzare|sollevare|sentire) (?:il|la|l) (?:braccio|gamba|mano|lato) `,
    { notWith: "{AFTER}|{PAST}" },
  ),
  stroke(
    "it.emergency.stroke.stroke_now",
    String.raw` (?:ha|abbia|sta avendo|stia avendo|sta facendo|ho)(?: \w+){0,1} (?:un )?(?:ictus|ischemia|emorragia cerebrale|attacco ischemico) `,
    { notWith: "{PAST}" },
  ),

  unconscious(
    "it.emergency.unconscious.is_unconscious",
    String.raw` (?:(?:e|sono)(?: \w+){0,2} (?:svenut\w*|incoscient\w*|privo di sensi|priva di sensi|privi di sensi|senza sensi|esanime)|c e (?:un|una|qualcuno)(?: \w+){0,4} (?:privo|priva) di sensi) `,
    { notWith: "{PAST}" },
  ),
  unconscious("it.emergency.unconscious.not_responding", String.raw` non (?:risponde|reagisce|si muove|si sveglia)(?: piu)? `, {
    notWith: "{MESSAGES}|medico|dottore|ufficio|reparto|ospedale|numero",
  }),
  unconscious("it.emergency.unconscious.cannot_wake", String.raw` non (?:riesco|riusciamo|riesce) (?:piu )?a svegliarl[oaie] `),
  unconscious("it.emergency.unconscious.collapsed", String.raw` (?:(?:e|si e) (?:crollat\w*|accasciat\w*)|ha (?:appena )?avuto un malore) `, {
    notWith: "l anno scorso|anni fa|mesi fa|settimane fa|giorni fa|la settimana scorsa|ricoverato|ricoverata",
  }),
  unconscious("it.emergency.unconscious.no_pulse", String.raw` (?:arresto cardiaco|non ha (?:piu )?(?:polso|battito)) `, { notWith: "{PAST}" }),

  bleeding(
    "it.emergency.bleeding.bleeds_heavily",
    String.raw` (?:(?:perde|perdo|perdono) (?:\w+ ){0,2}(?:molto|tanto|moltissimo|tantissimo) sangue|sanguina (?:\w+ ){0,2}(?:tanto|molto|moltissimo|tantissimo|abbondantemente|senza sosta)) `,
  ),
  bleeding(
    "it.emergency.bleeding.does_not_stop",
    String.raw` (?:(?:l )?emorragia (?:non si ferma|non smette)|(?:forte|grave|grossa) emorragia|(?:il )?sangue non si ferma|non smette di sanguinare) `,
  ),
  bleeding(
    "it.emergency.bleeding.spurting",
    String.raw` (?:(?:il )?sangue (?:esce|sgorga|zampilla|schizza)(?: \w+){0,2} (?:a fiotti|a getto|ovunque|dappertutto)|sangue (?:zampilla|sgorga|schizza)) `,
  ),

  seizure(
    "it.emergency.seizure.having_seizure",
    String.raw` (?:ha|ho|sta avendo|stia avendo) (?:una |delle |le )?(?:crisi epilettica|crisi epilettiche|attacco epilettico|convulsioni|convulsione|crisi convulsiva) `,
    { notWith: "{PAST}" },
  ),

  allergy(
    "it.emergency.allergy.reaction",
    String.raw` (?:ha|ho|sta avendo)(?: \w+){0,2} (?:reazione allergica|shock anafilattico|anafilassi|edema della glottide) `,
    { notWith: "{PAST}" },
  ),
  allergy(
    "it.emergency.allergy.airway_swells",
    String.raw` (?:(?:gola|lingua|labbra|labbro)(?: \w+){0,2} (?:si gonfia|si sta gonfiando|gonfia|gonfie|si chiude|si stringe)|(?:mi|gli|le) si (?:sta )?(?:gonfiando|gonfia|chiudendo|chiude) la (?:gola|lingua)) `,
  ),

  poisoning(
    "it.emergency.poisoning.overdose",
    String.raw` (?:(?:ha|ho|hanno) (?:preso|fatto|avuto) (?:un |una )?overdose|(?:ha|ho|hanno) (?:preso|ingoiato|bevuto|mangiato|ingerito)(?: \w+){0,2} (?:troppi|troppe|troppo)) `,
    { notWith: "l anno scorso|anni fa|mesi fa|settimane fa|la settimana scorsa" },
  ),
  poisoning(
    "it.emergency.poisoning.swallowed_poison",
    String.raw` (?:ha|ho|hanno) (?:bevuto|ingoiato|mangiato|ingerito|inalato|leccato)(?: \w+){0,3} {POISON} `,
  ),
  poisoning("it.emergency.poisoning.swallowed_pills", String.raw` {PERSON} ha (?:ingoiato|mangiato)(?: \w+){0,3} {PILLS} `),
  poisoning("it.emergency.poisoning.poisoned", String.raw` (?:(?:e|sono|si e) (?:stat\w+ )?avvelenat\w*|intossicazione da monossido) `),

  suicide(
    "it.emergency.suicide.intends_act",
    String.raw` (?:voglio|vorrei|sto per|ho intenzione di|penso di|sto pensando di|ho deciso di|vado a)(?: \w+){0,2} (?:{SELF_HARM_ACT}) `,
  ),
  suicide("it.emergency.suicide.no_will_to_live", String.raw` (?:non (?:voglio|ho voglia di) (?:piu )?(?:vivere|stare al mondo|esserci)|voglio morire) `),
  suicide(
    "it.emergency.suicide.thoughts",
    String.raw` (?:(?:ho|ha)(?: \w+){0,2} (?:pensieri suicidi|idee suicide|pensieri di morte|pensieri di suicidio)|(?:sono|e) suicida) `,
  ),
  suicide(
    "it.emergency.suicide.self_harm",
    String.raw` (?:mi (?:sono )?(?:tagliat\w*|ferit\w*|fatt\w* del male|bruciat\w*) (?:di proposito|apposta|volontariamente|da sol\w)|mi (?:taglio|ferisco|faccio del male) (?:di proposito|apposta|spesso|ancora)|mi autolesiono) `,
  ),
  suicide(
    "it.emergency.suicide.someone_else",
    String.raw` {PERSON} (?:vuole|sta per|minaccia di|dice che vuole|dice di volersi|ha intenzione di|pensa di)(?: \w+){0,2} (?:uccidersi|ammazzarsi|suicidarsi|togliersi la vita|farla finita|farsi del male|morire|uccidere) `,
  ),

  declared(
    "it.emergency.declared.is_emergency",
    String.raw`(?<!(?:se|quando|caso|che)) (?:e|questa e|si tratta di) (?:un |una )?(?:emergenza|questione di vita o di morte)(?! (?:se|quando|dentaria|odontoiatrica) )`,
  ),
  declared(
    "it.emergency.declared.ambulance",
    String.raw` (?:mandate|mandi|mandare|chiamate|chiami|chiamare|serve|servono|ho bisogno di|abbiamo bisogno di)(?: \w+){0,2} (?:un |una )?(?:ambulanza|ambulanze|soccorsi) `,
  ),
];
