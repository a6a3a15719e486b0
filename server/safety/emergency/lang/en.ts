import { oneOf } from "../../rule";
import { familyRules, type EmergencyRule } from "../pack";

/**
 * English, as STT writes it: contractions split by the normaliser ("can't" → "can t", "he's" →
 * "he s"). A description counts when it happens now, to the caller or someone with them; past
 * events ("last year", "used to") and chronic complaints ("short of breath climbing stairs") do not.
 */
const RELATION = oneOf([
  "husband",
  "wife",
  "partner",
  "boyfriend",
  "girlfriend",
  "dad",
  "father",
  "mum",
  "mom",
  "mother",
  "son",
  "daughter",
  "child",
  "kid",
  "baby",
  "toddler",
  "little one",
  "brother",
  "sister",
  "grandma",
  "grandmother",
  "granny",
  "nan",
  "grandpa",
  "grandfather",
  "neighbour",
  "neighbor",
  "colleague",
  "friend",
  "uncle",
  "aunt",
  "nephew",
  "niece",
  "father in law",
  "mother in law",
]);

const PERSON = String.raw`(?:(?:my|our) (?:${RELATION})|he|she|they|someone|somebody|the baby|the child|a man|a woman|a child|this man|this woman|this guy)`;

const v = {
  PERSON,
  SUBJ: String.raw`(?:i|${PERSON})`,
  BE: String.raw`(?:am|m|is|s|are|re)`,
  HAS: String.raw`(?:have|has|ve|s|had|got|ve got|s got|have got|has got|am having|m having|is having|s having|feel|feels|am getting|m getting|is getting|s getting)`,
  PAST: oneOf([
    "last year",
    "last month",
    "last week",
    "ago",
    "years",
    "used to",
    "in the past",
    "rehab",
    "rehabilitation",
    "recovering",
    "admitted",
    "history of",
  ]),
  AFTER: oneOf(["since", "after my", "after the", "after his", "after her", "surgery", "operation", "for weeks", "for months"]),
  CHRONIC: oneOf(["when i", "when he", "when she", "climbing", "on the stairs", "at night", "for weeks", "for months", "through my nose", "through his nose"]),
  MESSAGES: oneOf(["email", "e mail", "emails", "message", "messages", "text", "texts", "calls", "letter", "letters", "phone", "voicemail"]),
  HEAVY: oneOf(["heavy", "severe", "massive", "serious", "major", "uncontrolled", "arterial"]),
  POISON: oneOf([
    "bleach",
    "drain cleaner",
    "cleaning product",
    "detergent",
    "dishwasher tablet",
    "laundry pod",
    "laundry capsule",
    "washing pod",
    "battery",
    "batteries",
    "button battery",
    "rat poison",
    "poison",
    "weed killer",
    "pesticide",
    "antifreeze",
    "lamp oil",
    "paraffin",
    "white spirit",
    "nail polish remover",
    "acetone",
    "poisonous mushrooms",
    "mushrooms",
    "berries",
  ]),
  PILLS: String.raw`(?:pills|tablets|medication|medicine|medicines|sleeping pills|painkillers|paracetamol|insulin)`,
  SELF_HARM_ACT: oneOf([
    "kill myself",
    "end my life",
    "end it all",
    "take my own life",
    "take my life",
    "hurt myself",
    "harm myself",
    "cut myself",
    "hang myself",
    "commit suicide",
    "overdose",
    "jump off",
    "jump in front of",
  ]),
};

const chest = familyRules("chest_pain", v, ["chest", "crushing", "heart attack", "cardiac"]);
const breathing = familyRules("breathing", v, ["breath", "air", "chok", "suffocat"]);
const stroke = familyRules("stroke", v, [
  "face",
  "mouth",
  "smile",
  "speech",
  "talk",
  "voice",
  "words",
  "slurr",
  "gibberish",
  "sense",
  "speak",
  "arm",
  "leg",
  "hand",
  "side",
  "stroke",
  "tia",
]);
const unconscious = familyRules("unconscious", v, [
  "unconscious",
  "unresponsive",
  "out cold",
  "knocked out",
  "respond",
  "wak",
  "react",
  "moving",
  "conscious",
  "rouse",
  "collapsed",
  "faint",
  "blacked",
  "passed out",
  "keeled",
  "pulse",
  "heartbeat",
  "breathing",
]);
const bleeding = familyRules("bleeding", v, ["bleed", "blood", "haemorrhage", "hemorrhage"]);
const seizure = familyRules("seizure", v, ["seiz", "fit", "convuls", "shaking", "jerking", "twitching"]);
const allergy = familyRules("allergy", v, ["allergic", "anaphyla", "throat", "tongue", "lip", "airway"]);
const poisoning = familyRules("poisoning", v, [
  "overdose",
  "od d",
  "too many",
  "too much",
  "poison",
  "bleach",
  "drain",
  "cleaning",
  "detergent",
  "dishwasher",
  "laundry",
  "washing",
  "batter",
  "weed killer",
  "pesticide",
  "antifreeze",
  "lamp oil",
  "paraffin",
  "white spirit",
  "nail polish",
  "acetone",
  "mushroom",
  "berries",
  "pill",
  "tablet",
  "medic",
  "painkiller",
  "paracetamol",
  "insulin",
  "carbon monoxide",
]);
const suicide = familyRules("suicide", v, [
  "die",
  "kill",
  "end my life",
  "end it all",
  "ending",
  "take my",
  "hurt",
  "harm",
  "cut",
  "hang",
  "suicid",
  "overdose",
  "jump",
  "live",
  "alive",
  "be here",
  "go on",
  "exist",
  "thought",
  "burn",
  "life",
  "dead",
]);
const declared = familyRules("declared", v, ["emergency", "life or death", "ambulance", "paramedic"]);

export const en: EmergencyRule[] = [
  chest(
    "en.emergency.chest.chest_pain",
    String.raw` {SUBJ} {HAS}(?: \w+){0,4} (?:chest pain|chest pains|pain in (?:my|his|her|the) chest|pressure (?:in|on) (?:my|his|her|the) chest|tightness in (?:my|his|her|the) chest|chest tightness|a crushing pain|crushing chest pain|pain across (?:my|his|her) chest) `,
    { notWith: "{PAST}" },
  ),
  chest(
    "en.emergency.chest.severe",
    String.raw` (?:severe|bad|sudden|terrible|crushing|heavy|sharp|intense|really bad) (?:chest pain|chest pains|pain in (?:my|his|her|the) chest|chest tightness) `,
    { notWith: "{PAST}" },
  ),
  chest(
    "en.emergency.chest.heart_attack_now",
    String.raw` (?:{SUBJ} {BE} (?:having|going into|in the middle of)(?: \w+){0,2} (?:a )?(?:heart attack|cardiac arrest)|{SUBJ} {BE} in cardiac arrest) `,
    { notWith: "{PAST}" },
  ),

  breathing(
    "en.emergency.breathing.cannot_breathe",
    String.raw` {SUBJ} (?:can t|cannot|can not|couldn t|could not|can hardly|can barely|{BE} unable to) (?:\w+ ){0,1}(?:breathe|breath|get (?:any |enough )?air) `,
    { notWith: "{CHRONIC}" },
  ),
  breathing(
    "en.emergency.breathing.struggling",
    String.raw` {SUBJ} {BE} (?:struggling|fighting|gasping|finding it hard|having (?:trouble|difficulty|a hard time))(?: \w+){0,2} (?:to breathe|breathing|for air|for breath) `,
    { notWith: "{CHRONIC}" },
  ),
  breathing(
    "en.emergency.breathing.not_breathing",
    String.raw` {PERSON} (?:isn t|is not|s not|isnt|stopped|has stopped|s stopped|aren t|are not|re not) breathing `,
  ),
  breathing("en.emergency.breathing.choking", String.raw` {SUBJ} (?:{BE} choking|choked on|{BE} suffocating) `),
  breathing(
    "en.emergency.breathing.severe",
    String.raw` (?:(?:severe|extreme|sudden|serious) (?:shortness of breath|breathlessness|difficulty breathing|breathing difficulties)|{SUBJ} {BE} (?:very|so|really|extremely|badly|severely|suddenly) (?:short of breath|breathless|out of breath)) `,
    { notWith: "{CHRONIC}" },
  ),

  stroke(
    "en.emergency.stroke.face_droops",
    String.raw` (?:(?:face|mouth|smile)(?: \w+){0,2} (?:is|s|has|looks|seems|started|went)(?: \w+){0,2} (?:drooping|droopy|crooked|lopsided|sagging|twisted|dropped)|(?:drooping|droopy|crooked|lopsided) (?:face|mouth|smile)) `,
  ),
  stroke(
    "en.emergency.stroke.slurred_speech",
    String.raw` (?:(?:speech|talking|voice|words)(?: \w+){0,2} (?:is|are|s|sounds|became|went|suddenly)(?: \w+){0,2} (?:slurred|garbled|jumbled|gibberish)|{SUBJ} {BE} (?:suddenly |all of a sudden )?(?:slurring|talking gibberish|not making any sense|unable to speak|unable to talk)) `,
  ),
  stroke(
    "en.emergency.stroke.cannot_speak",
    String.raw` {SUBJ} (?:(?:suddenly|all of a sudden) (?:can t|cannot|can not) (?:speak|talk)|(?:can t|cannot|can not) (?:speak|talk)(?: properly)? (?:anymore|any more)) `,
  ),
  stroke(
    "en.emergency.stroke.limb_weak",
    String.raw` (?:arm|leg|hand|side|one side)(?: \w+){0,3} (?:is|s|has|went|gone|goes|feels)(?: \w+){0,2} (?:(?:suddenly|all of a sudden) (?:weak|numb|limp|floppy|dead)|paralysed|paralyzed) `,
    { notWith: "{AFTER}|{PAST}" },
  ),
  stroke(
    "en.emergency.stroke.cannot_move_limb",
    String.raw` {SUBJ} (?:can t|cannot|can not|couldn t|could not)(?: \w+){0,2} (?:move|lift|raise|feel|use) (?:his|her|my|their) (?:left |right )?(?:arm|leg|hand|side|face) `,
    { notWith: "{AFTER}|{PAST}" },
  ),
  stroke(
    "en.emergency.stroke.stroke_now",
    String.raw` (?:{SUBJ} {BE} having (?:a )?(?:stroke|tia|mini stroke)|(?:think|afraid|worried|looks like|seems like)(?: \w+){0,3} (?:has had|s had|had) (?:a )?stroke) `,
    { notWith: "{PAST}" },
  ),

  unconscious(
    "en.emergency.unconscious.is_unconscious",
    String.raw` {PERSON} (?:is|s|was|went|has gone|s gone|has been|lies|is lying|s lying|fell)(?: \w+){0,3} (?:unconscious|unresponsive|out cold|knocked out) `,
    { notWith: "{PAST}" },
  ),
  unconscious(
    "en.emergency.unconscious.someone_lying",
    String.raw` there (?:is|s) (?:a|an|some|someone|somebody)(?: \w+){0,3} (?:lying|collapsed|on the floor|on the ground)(?: \w+){0,4} (?:unconscious|unresponsive|not breathing|not responding) `,
  ),
  unconscious(
    "en.emergency.unconscious.not_responding",
    String.raw` {PERSON} (?:isn t|is not|s not|isnt|won t|will not|doesn t|does not) (?:responding|respond|waking up|wake up|reacting|moving|conscious) `,
    { notWith: "{MESSAGES}" },
  ),
  unconscious(
    "en.emergency.unconscious.cannot_wake",
    String.raw` (?:can t|cannot|can not|couldn t|could not) (?:wake|rouse) (?:him|her|them|{PERSON})(?: up)? `,
  ),
  unconscious("en.emergency.unconscious.collapsed", String.raw` {PERSON} (?:has |s |just )?(?:collapsed|fainted|blacked out|passed out|keeled over) `, {
    notWith: "{PAST}",
  }),
  unconscious(
    "en.emergency.unconscious.no_pulse",
    String.raw` (?:(?:has|have|there s|there is) no (?:pulse|heartbeat)|(?:can t|cannot|can not) (?:feel|find) (?:a |his |her |any )?(?:pulse|heartbeat)) `,
  ),

  bleeding(
    "en.emergency.bleeding.bleeds_heavily",
    String.raw` {SUBJ} {BE} (?:bleeding|losing blood)(?: \w+){0,4} (?:heavily|badly|a lot|profusely|so much|everywhere|like crazy|non stop|nonstop) `,
  ),
  bleeding(
    "en.emergency.bleeding.heavy_bleeding",
    String.raw` (?:{SUBJ} (?:has|have|ve got|s got|{BE})(?: \w+){0,2} {HEAVY} (?:bleeding|blood loss|haemorrhage|hemorrhage)|there s (?:a lot of|so much) blood) `,
  ),
  bleeding(
    "en.emergency.bleeding.does_not_stop",
    String.raw` (?:bleeding (?:won t|will not|doesn t|does not|isn t|is not|hasn t|has not|can t|cannot)(?: \w+){0,1} (?:stop|stopping|stopped)|(?:won t|will not|doesn t|does not) stop bleeding) `,
  ),
  bleeding(
    "en.emergency.bleeding.spurting",
    String.raw` (?:blood (?:is )?(?:spurting|gushing|pouring|pumping|squirting)|(?:spurting|gushing|pouring) (?:out )?blood) `,
  ),

  seizure(
    "en.emergency.seizure.having_seizure",
    String.raw` {SUBJ} {BE} (?:having|in the middle of)(?: \w+){0,1} (?:a )?(?:seizure|fit|convulsion|convulsions|epileptic fit|epileptic seizure|febrile seizure) `,
  ),
  seizure(
    "en.emergency.seizure.convulsing",
    String.raw` (?:{SUBJ} {BE} (?:seizing|fitting|convulsing)|(?:shaking|jerking|twitching|convulsing|fitting) and (?:shaking|jerking|twitching|foaming)) `,
  ),

  allergy(
    "en.emergency.allergy.reaction",
    String.raw` (?:{SUBJ} {BE} (?:having|going into)(?: \w+){0,2} (?:allergic reaction|anaphylactic shock|anaphylaxis|anaphylactic reaction)|{SUBJ} (?:has|have|ve|s) gone into anaphyla\w*) `,
  ),
  allergy(
    "en.emergency.allergy.airway_swells",
    String.raw` (?:throat|tongue|lips|lip|airway)(?: \w+){0,2} (?:is|are|s|re|has|have|keeps)(?: \w+){0,1} (?:swelling|swollen|closing|tightening|puffing) `,
  ),

  poisoning(
    "en.emergency.poisoning.overdose",
    String.raw` (?:{SUBJ} (?:has|have|ve|s|had|took|has taken|have taken|ve taken|s taken)(?: \w+){0,2} (?:an )?overdose|{SUBJ} (?:has |have |ve |s |just )?(?:overdosed|od d)) `,
    { notWith: "{PAST}" },
  ),
  poisoning(
    "en.emergency.poisoning.too_many",
    String.raw` (?:swallowed|took|has taken|have taken|ve taken|s taken|drank|drunk|ate|eaten|injected) (?:\w+ ){0,2}too (?:many|much) `,
    { notWith: "{PAST}" },
  ),
  poisoning(
    "en.emergency.poisoning.swallowed_poison",
    String.raw` {SUBJ} (?:has |have |ve |s |just )?(?:drunk|drank|swallowed|eaten|ate|inhaled|licked|taken|took|got into)(?: \w+){0,3} {POISON} `,
  ),
  poisoning("en.emergency.poisoning.swallowed_pills", String.raw` {PERSON} (?:has |have |ve |s |just )?(?:swallowed|eaten|ate|got into)(?: \w+){0,3} {PILLS} `),
  poisoning(
    "en.emergency.poisoning.poisoned",
    String.raw` (?:{SUBJ} (?:has been|s been|was|{BE}|got) poisoned|{SUBJ} (?:has|have|ve got|s got) carbon monoxide poisoning) `,
  ),

  suicide("en.emergency.suicide.wants_to_die", String.raw` i (?:want|wanna|wish i could|would like|d like) (?:to )?die `),
  suicide(
    "en.emergency.suicide.intends_act",
    String.raw` i (?:want|wanna|m going|am going|m gonna|am gonna|plan|m planning|am planning|intend|m about|am about|feel like|will|ll|m thinking about|am thinking about|ve been thinking about|keep thinking about)(?: to)?(?: \w+){0,2} (?:{SELF_HARM_ACT}) `,
  ),
  suicide("en.emergency.suicide.no_will_to_live", String.raw` i (?:don t|do not|no longer) want to (?:live|be alive|be here|go on|exist) `),
  suicide(
    "en.emergency.suicide.thoughts",
    String.raw` (?:{SUBJ} (?:am|m|is|s|feel|feels|feeling|have|has|ve|ve been|having)(?: \w+){0,2} (?:suicidal|thoughts of (?:suicide|killing|ending|self harm|hurting))|(?:thinking|thought|thoughts) (?:about|of) (?:suicide|killing myself|ending my life|ending it all)) `,
  ),
  suicide(
    "en.emergency.suicide.self_harm",
    String.raw` (?:i (?:ve been|have been|m|am|keep)(?: \w+){0,1} (?:cutting|harming|hurting|burning) myself|i (?:cut|hurt|harmed|burned) myself (?:on purpose|deliberately|again)) `,
  ),
  suicide(
    "en.emergency.suicide.someone_else",
    String.raw` {PERSON} (?:wants|want|is going|s going|is planning|s planning|threatens|is threatening|s threatening|says (?:he|she|they) (?:wants|want|will|is going|s going|re going))(?: to)?(?: \w+){0,2} (?:kill (?:himself|herself|themselves)|end (?:his|her|their) (?:own )?life|take (?:his|her|their) (?:own )?life|commit suicide|hurt (?:himself|herself|themselves)|die) `,
  ),
  suicide("en.emergency.suicide.no_reason", String.raw` (?:life (?:is|s) (?:not worth living|pointless)|no reason to live|better off dead) `),

  declared(
    "en.emergency.declared.is_emergency",
    String.raw`(?<!(?:if|when|whether|unless|case)) (?:it s|it is|this is) (?:an |a real |a )?(?:medical )?(?:emergency|life or death)(?! (?:appointment|department|room|number|contact|services|exit|entrance|ward|unit|care|dentist|doctor|gp|pharmacy))`,
  ),
  declared(
    "en.emergency.declared.have_emergency",
    String.raw` (?:we have|i have|there s|there is|i ve got|we ve got) (?:an |a )?(?:medical )?emergency(?! (?:appointment|department|room|number|contact|services|exit|entrance|ward|unit|care|dentist|doctor|gp|pharmacy))`,
  ),
  declared("en.emergency.declared.ambulance", String.raw` (?:call|send|get|need) (?:\w+ ){0,2}(?:an ambulance|paramedics|the paramedics) `),
];
