import { drugNameForms, SWALLOWED_MEDICINES } from "../../../medication-vocabulary";
import { oneOf, rule } from "../../../rule";
import { practicalSource } from "../../../practical";
import { errandSource } from "../../../practical/errand";
import type { AdviceRules } from "../pack";

/**
 * English advice asks beyond dosage (see ./nl.ts for the families). Most rules need a symptom, a
 * medicine or a procedure in the same utterance: "which department should I go to for
 * headaches?" and "should I bring my medication to my admission?" are still answered.
 */
const MED = String.raw`(?:${drugNameForms}|${oneOf([...SWALLOWED_MEDICINES.en, "drug", "drugs", "the pill", "cough syrup", "eye drops", "cream", "ointment", "gel", "spray", "inhaler", "anti inflammatories", "anti inflammatory", "inhibitors", "blockers", "insulin", "supplements", "remedy"])}|(?:blood pressure|heart|diabetes|thyroid|cholesterol|water|iron|stomach) (?:pills|tablets|medication|medicine))`;

const SYMPTOM = String.raw`(?:${oneOf([
  "constipation",
  "constipated",
  "bruise",
  "bruised",
  "swollen",
  "out of breath",
  "twisted ankle",
  "twisted knee",
  "sprained",
  "sprain",
  "fever",
  "temperature",
  "pain",
  "ache",
  "headache",
  "headaches",
  "migraine",
  "toothache",
  "earache",
  "stomach ache",
  "sore throat",
  "hangover",
  "heartburn",
  "blocked nose",
  "insomnia",
  "hay fever",
  "eczema",
  "itching",
  "itchy",
  "rash",
  "burn",
  "sting",
  "bee sting",
  "bite",
  "dog bite",
  "cut",
  "bruise",
  "bruises",
  "bleeding",
  "nosebleed",
  "swelling",
  "swollen",
  "swells",
  "lump",
  "mole",
  "spot",
  "dizzy",
  "dizziness",
  "nausea",
  "sick",
  "vomiting",
  "diarrhoea",
  "diarrhea",
  "cough",
  "dry cough",
  "tired",
  "tiredness",
  "drowsy",
  "short of breath",
  "heart",
  "heart rate",
  "blood pressure",
  "tingling",
  "tingle",
  "tingles",
  "numb",
  "cramp",
  "cramps",
  "ringing in my ears",
  "wound",
  "scar",
  "urine",
  "stool",
  "sweating",
  "dry mouth",
  "dry eyes",
  "hair fall out",
  "hair loss",
  "sprained",
  "broken",
  "fracture",
  "fall",
  "falling",
  "concussion",
  "gain weight",
  "headaches",
])}|\w+ache|\w+aches|(?<!(?:give|giving|donate|donating) )blood(?! (?:test|tests|sample|samples|donation|donor|bank|taken|work)))`;

/**
 * The body and what a caller sees on it, as health words: a question about an eye, a hip or spots on the
 * skin is about health whatever the complaint is called (batch 4 named eyes, hips, joints and skin marks
 * the symptom lists did not have). Not where an examination or a clinic is about that part ("the scan of his
 * stomach", "the eye test"): there the body word names what is examined, and with it "does my husband need to
 * fast before the scan of his stomach?" was refused.
 */
const BODY_PART = String.raw`(?<!(?:scan|test|x ray|ultrasound|echo|clinic|operation|surgery|specialist|surgeon) (?:of|on) (?:my|his|her|the|your|their|our) )(?:${oneOf(
  [
    "eye",
    "eyes",
    "arm",
    "arms",
    "leg",
    "legs",
    "finger",
    "fingers",
    "shoulder",
    "neck",
    "hip",
    "nose",
    "mouth",
    "tongue",
    "lips",
    "stomach",
    "bowel",
    "joints",
    "joint",
    "muscles",
    "muscle",
    "bones",
    "bone",
    "knee",
    "belly",
    "tummy",
    "throat",
    "wrist",
    "ankle",
    "skin",
    "ear",
    "ears",
    "chest",
    "spots",
    "patches",
    "rash",
    "lump",
    "blisters",
    "rheumatism",
    "flashes",
  ],
)})(?! (?:test|tests|clinic|scan|scans|x ray|ultrasound|specialist|surgeon|department|ward|unit|appointment|check|checkup|exam|examination))`;

/**
 * Twenty-fifth pass (batch 22): asks in frames the list lacked — is-this-normal as "is that still part of it", a cause
 * asked as "could it come from my neck", one remedy "better than" another, a prescription's frequency put to be read
 * ("three times a day, does that mean every eight hours"), a dose lowered ("to take less metformin"). Frames only: the
 * generic rule still needs a medicine or a complaint and no practical question's words.
 */
const TWENTY_FIFTH_FRAMES = String.raw`(?:is|s|are) (?:that|this|it|these|they) (?:\w+ )?part of it(?= |$)|(?:could|can|might|would) (?:it|that|this) (?:\w+ )?(?:come|be coming) from|(?:better|worse|safer|gentler|more effective) than|does (?:that|this|it) mean (?:\w+ ){0,3}(?:every|each|twice|once|at night|in the night|i have to|i should|i need)|(?:take|taking|need|use) (?:less|fewer)`;

const v = {
  /** What one takes up again after an illness or an operation (the activity_after_event rule). */
  ACTIVITY: String.raw`(?:exercis\w*|sport|sports|the gym|gym|run|running|jog|jogging|cycle|cycling|swim|swimming|drive|driving|work|working|fly|flying|sex|lift|lifting|train|training|golf|football|tennis|dance|dancing|hike|hiking)`,
  /** What one takes without a prescription and a complaint may be put down to (the since_treatment_points_back rule). */
  SUPPLEMENT: String.raw`(?:iron|iron tablets|supplements|supplement|vitamin \w+|vitamins)`,
  /** An illness or an operation one recovers from (the activity_after_event rule). */
  EVENT: String.raw`(?:heart attack|stroke|infarct|bypass|stent|stents|fracture|concussion|pneumonia|covid|chemo|chemotherapy|radiotherapy|hip replacement|knee replacement|replacement|miscarriage|transplant|blood clot|embolism|(?:operation|surgery|op|\w+oscopy|extraction|biopsy|c section|caesarean|cesarean|\w+ectomy|arthroscopy|procedure))`,
  /** What one recovers from at home: what may be done after it (eat, shower, swim) is after-care advice. Not a blood test. */
  /** A reading a caller brings down at home. */
  READING: String.raw`(?:fever|temperature|temp|blood pressure|sugar|sugars)`,
  PREGNANCY: String.raw`(?:pregnant|pregnancy|breastfeeding|expecting)`,
  AFTERCARE: String.raw`(?:operation|surgery|op|\w+oscopy|extraction|biopsy|c section|caesarean|cesarean|\w+ectomy|arthroscopy|procedure)`,
  MED,
  SYMPTOM,
  TREATMENT: String.raw`(?:${MED}|chemo|chemotherapy|radiotherapy|radiation|\w*therapy|anaesthesia|anesthesia|anaesthetic|surgery|operation|procedure|injection|\w* injection|jab|\w* jab|shot|vaccine|vaccination|contrast|treatment|dialysis|epidural|mri|scan)`,
  PROCEDURE: String.raw`(?:surgery|operation|procedure|\w*oscopy|scan|ct scan|mri|blood test|tooth extraction|extraction|anaesthetic|biopsy|fast|fasting)`,
  SIDE_EFFECT: oneOf(["side effect", "side effects", "side effect of", "adverse effects"]),
  FOOD_DRINK: oneOf([
    "alcohol",
    "drink",
    "drinking",
    "wine",
    "glass of wine",
    "beer",
    "a beer",
    "coffee",
    "tea",
    "milk",
    "dairy",
    "juice",
    "grapefruit",
    "grapefruit juice",
    "chocolate",
    "cheese",
    "energy drinks",
    "energy drink",
    "cola",
    "st john s wort",
    "food",
    "eat",
  ]),
  EVAL: oneOf(["best", "better", "good", "strongest", "works", "work", "helps", "help", "recommend", "suggest", "allowed", "safe", "safest", "okay", "ok"]),
  SHOULD: oneOf(["should", "must", "need", "needs", "need to", "have to", "do i need", "is it necessary", "necessary", "reason", "better", "worth", "when"]),
  ED: String.raw`(?:a and e|a e|er|emergency room|emergency department|the emergency|hospital|the hospital|gp|my gp|the gp|doctor|a doctor|out of hours)`,
  /**
   * Health the caller may ask advice about, beyond a medicine or a symptom: conditions, pregnancy
   * and breastfeeding, wounds and after-care, treatments, test values.
   */
  HEALTH: String.raw`(?:${oneOf([
    "period",
    "periods",
    "menstruation",
    "bleeding between",
    "flu",
    "covid",
    "corona",
    "cancer",
    "diabetes",
    "diabetic",
    "sugar",
    "sugar levels",
    "blood sugar",
    "glucose",
    "cholesterol",
    "blood pressure",
    "heart rate",
    "pulse",
    "infection",
    "chickenpox",
    "measles",
    "allergy",
    "asthma",
    "slipped disc",
    "piles",
    "haemorrhoids",
    "hemorrhoids",
    "eczema",
    "tick",
    "tick bite",
    "pregnant",
    "pregnancy",
    "expecting",
    "breastfeeding",
    "breast feeding",
    "stitches",
    "stitch",
    "wound",
    "incision",
    "scar",
    "cast",
    "plaster",
    "dressing",
    "bandage",
    "anaesthetic",
    "anesthetic",
    "radiotherapy",
    "chemo",
    "c section",
    "caesarean",
    "injection",
    "jab",
    "booster",
    "gums",
    "teething",
    "mole",
    "contagious",
    "appendix",
    "sprained",
    "sprain",
    "physio",
    "physiotherapy",
    "surgery",
    "operation",
    "statins",
    "antidepressants",
    "antidepressant",
    "birth control",
    "inhaler",
    "nasal spray",
    "eye drops",
    "drops",
    "cream",
    "ointment",
    "prescription",
    "steroids",
    "hernia",
    "spotting",
    "weeks along",
    "bleeding",
  ])}|${BODY_PART}|\w+itis|\w*vaccin\w*|\w*cough\w*)`,
  /** The closure taken off, as the object of the verb: "pull them off", "take the dressing off" (not "take her coat off"). */
  OWN_CLOSURE: String.raw`them|it|those|these|(?:the|my|his|her|their|our|your) (?:\w+ )?(?:steri strips|steri strip|butterfly stitches|butterfly strips|stitches|stitch|staples|dressing|dressings|bandage|bandages|plaster|cast|splint|drain|catheter|sling|skin glue)`,
  /**
   * What closes or covers a wound or a limb and is taken off at some point (the remove_closure rule, and the gate). Not
   * health words for the generic rule: "the steri strips ran out, can I buy new ones in the shop?" asks for a shop.
   */
  CLOSURE: String.raw`(?:steri strips|steri strip|butterfly stitches|butterfly strips|stitches|stitch|staples|dressing|dressings|bandage|bandages|plaster|cast|splint|drain|catheter|sling|skin glue)`,
  /** A question about what the caller (or someone in their care) may, must or can do, or whether something is alright. */
  // Twenty-fourth pass (batch 21): is-this-normal asked as "is that part of the healing", "is that to be expected", and
  // a finding put as "a swollen gland or something worse" (each with the pronoun, so "is the new wing part of the
  // recovery unit" is no frame).
  ADVICE_FRAME: String.raw`(?:how (?:much|many)(?: \w+){0,3} (?:can|should|may|could) (?:a|an|my|i|he|she|we|you|they)|(?:still|even) (?:work|works|working|protect|protects|protecting|effective)|(?:stronger|more effective|safer|gentler)|(?:go away|heal|heals|clear up|clears up|pass|passes|get better|gets better|settle|settles)(?: \w+){0,1} (?:by|on) (?:itself|its own|themselves|their own)|wait it out|is it (?:ok|okay|safe|alright|all right|fine|bad|dangerous|wise) (?:to|if|for)|(?:i|he|she|we|they) (?:can|could|should|may|must) (?:have|take|give|use)|maximum (?:amount|dose)|(?:can|could|should|shall|may|must|do|does|is it ok (?:to|if)|is it okay (?:to|if)|is it safe (?:to|for)|is it alright (?:to|if)|am) (?:i|we|he|she|they|my \w+|our \w+|a child|a baby|kids|children|a pregnant woman)|(?:is|s|are) (?:it|that|this|these|they) (?:\w+ )?(?:normal|usual|bad|dangerous|serious|ok|okay|safe|fine|wise|too high|too low|too much|harmful|healthy|better|worrying)|(?:is|s) (?:that|this|it) (?:something|anything) to worry|supposed to happen|(?:is|s|are|was) (?:that|this|these) (?:\w+ )?(?:to be )?expected|(?:is|s|was) it (?:\w+ )?to be expected|(?:is|s|are) (?:that|this|it|these|they) (?:\w+ )?(?:a |the |just )?(?:normal )?part of (?:the |my |his |her )?(?:normal )?(?:healing|healing process|recovery|healing up)|or (?:is it |is that |could it be |maybe )?(?:something|anything) (?:worse|more serious|serious|nastier|sinister|more sinister)|worried|worry|what (?:should|can|do|must) (?:i|we)(?: \w+)? (?:do|give|take|put|use)|what (?:helps|works)|does \w+(?: \w+)? (?:actually |really )?help|how (?:do|can|should) (?:i|we) (?:get rid|get|treat|look after|care for|bring|stop|ease|relieve|cure)|what could (?:it|that|this) be|could (?:it|that|this) be|(?:do|would) you (?:think|reckon)|you reckon|which is better|what s (?:the )?(?:best|good)|(?:which|what) (?:medicine|medication|cream|ointment|antibiotic|painkiller|sleeping pill|tablet|pill|drops)|how long (?:should|do|must|am|will) (?:i|we|it)|when can (?:i|he|she|we)|(?:too much|too many|too high|too low)|together with|at the same time as|interfere|mix|on top of|still work|do i need|does (?:he|she) need|${TWENTY_FIFTH_FRAMES})`,
  /** Practical questions about the hospital keep their answer, whatever health words they carry (server/safety/practical). */
  /** A value read from a test or a measurement, which a caller may read out and ask to be judged (the reading_judged rule, and the gate). */
  MEASURED: String.raw`(?:inr|blood pressure|bp|sugar|sugars|blood sugar|glucose|saturation|sats|oxygen level|oxygen levels|cholesterol|temperature|temp|heart rate|pulse|haemoglobin|hemoglobin|psa|tsh|creatinine|potassium|ferritin|platelets|platelet count|levels|level|reading|readings)`,
  /** A catching illness a visitor may carry to a patient (the visitor_unwell rule, and the gate). */
  CATCHING: String.raw`(?:flu|the flu|a cold|cold|covid|corona|a fever|fever|a temperature|temperature|a cough|cough|stomach bug|a stomach bug|diarrhoea|diarrhea|chickenpox|shingles|a sore throat|sore throat|norovirus|conjunctivitis|a virus)`,
  /** A malignant disease a caller asks a finding to be (the is_it_malignant rule, and the gate). */
  MALIGNANT: String.raw`(?:cancer|cancerous|tumour|tumor|malignant|leukaemia|leukemia|lymphoma|melanoma|metastasis|metastases)`,
  PRACTICAL: practicalSource("en"),
  /** An errand that is the whole ask (the journey here, the pharmacy) keeps its answer too; its words alone do not (server/safety/practical/errand.ts). */
  ERRAND: errandSource("en", { med: MED, symptom: SYMPTOM }),
  ABOUT_INFO: oneOf(["leaflet", "brochure", "information", "info", "website", "read", "find", "booklet", "bring", "hand in", "list"]),
};

export const enAdvice: AdviceRules = {
  errand: rule("en.advice.errand", "{ERRAND}", v).pattern,
  shopOrNumber:
    / (?:does|do|can|will|is|are) (?:\w+ ){0,3}(?:pharmacy|shop|store|kiosk)(?: \w+){0,4} (?:sell|stock|have|carry|got) | (?:what s|what is|whats|give me|i need) (?:the )?(?:phone |telephone )?number (?:of|for) /,
  gate: rule(
    "en.advice.gate",
    String.raw` (?:{MED}|{MALIGNANT}|{MEASURED}|{EVENT}|{SUPPLEMENT}|{CATCHING}|{SYMPTOM}|{TREATMENT}|{PROCEDURE}|{SIDE_EFFECT}|{FOOD_DRINK}|{HEALTH}|{AFTERCARE}|{READING}|{PREGNANCY}|{CLOSURE}|worry|worried|concerned) `,
    v,
  ).pattern,
  rules: [
    rule("en.advice.best_remedy.which_is_best", String.raw` (?:which|what|what kind of|what sort of)(?: \w+)? {MED}(?: \w+){0,4} {EVAL} `, v),
    rule(
      "en.advice.best_remedy.what_helps",
      String.raw` what(?: s| is| are| works| helps| do you| would you| can i| should i| could i)?(?: \w+){0,4} (?:for|against|on|with)(?: \w+){0,3} {SYMPTOM} `,
      v,
    ),
    rule("en.advice.best_remedy.what_is_best_med", String.raw` what(?: s| is| are) (?:a |the )?(?:good|best|strongest|right)(?: \w+){0,2} {MED} `, v),
    // "Something for" a complaint asked to be sent, given or sold — by the pharmacy, the doctor, "you": which remedy to
    // take, whoever hands it over ("can the pharmacy send me something for my cough"). A named medicine sent is an errand.
    rule(
      "en.advice.best_remedy.something_for_complaint",
      String.raw`^(?=.* (?:send|sending|sent|give|giving|deliver|delivering|post|prescribe|recommend|suggest|bring|sell|get|have|got) )(?=.* (?:something|anything)(?: \w+){0,1} (?:for|against) (?:\w+ ){0,3}{SYMPTOM} )`,
      v,
    ),
    rule(
      "en.advice.best_remedy.is_there_something",
      String.raw` (?:is there|are there)(?: \w+){0,3} (?:anything|something|{MED})(?: \w+){0,3} (?:for|against|that helps)(?: \w+){0,3} {SYMPTOM} `,
      v,
    ),

    rule(
      "en.advice.interaction.food_and_medicine",
      String.raw`^(?!.* (?:cafeteria|visitors|visitor|bring|collect|pick up|pharmacy|waiting room) )(?=.* (?:can|may|could|is|does|do|should|ok|okay|safe|bad|dangerous|interfere|react|mix|combine|avoid) )(?=.* {FOOD_DRINK} )(?=.* {MED} )`,
      v,
    ),

    rule(
      "en.advice.is_it_serious.is_it_normal",
      String.raw` (?:is|are) (?:it|this|that|these|a|an|my)?(?: \w+)? (?:normal|bad|serious|dangerous|worrying|concerning|a problem|harmful)(?: \w+){0,8} {SYMPTOM} `,
      v,
    ),
    rule(
      "en.advice.is_it_serious.symptom_is_dangerous",
      String.raw` {SYMPTOM}(?: \w+){0,5} (?:dangerous|serious|normal|worrying|concerning|bad|high|too high|low|too low) `,
      v,
    ),
    rule("en.advice.is_it_serious.how_bad", String.raw` how (?:bad|serious|dangerous|worried|concerned|worrying)(?: \w+){0,6} {SYMPTOM} `, v),
    rule(
      "en.advice.is_it_serious.worry",
      String.raw` (?:something to worry about|(?:should|do) i (?:be )?(?:worry|worried|concerned)|(?:should|do) (?:we|you) (?:be )?(?:worry|worried|concerned)) `,
      v,
    ),

    rule(
      "en.advice.symptom_meaning.what_does_it_mean",
      String.raw`^(?=.* {SYMPTOM} ).* what (?:does|do|could|can|might|would)(?: \w+){0,8} (?:mean|be a sign of|point to|indicate|be) `,
      v,
    ),
    // Nineteenth pass (batch 16): where a symptom comes from, asked plainly ("… pins and needles, what's that from").
    rule(
      "en.advice.symptom_meaning.where_from",
      String.raw`^(?=.* {SYMPTOM} ).* (?:what s (?:that|it|this) from|what is (?:that|it|this) from|where (?:does|would|could) (?:that|it|this) come from|what s (?:causing|behind) (?:that|it|this)) `,
      v,
    ),
    rule("en.advice.symptom_meaning.sign_of", String.raw` {SYMPTOM}(?: \w+){0,2} (?:a |an )?(?:sign|symptom|signal|result) of `, v),
    rule("en.advice.symptom_meaning.why_cause", String.raw` (?:why|what causes|what s causing|cause of|causes of)(?: \w+){0,8} {SYMPTOM} `, v),
    rule("en.advice.symptom_meaning.where_from", String.raw`^(?=.* {SYMPTOM} ).* where (?:does|do|did) (?:\w+ ){1,8}come from `, v),
    rule("en.advice.symptom_meaning.points_to", String.raw`^(?=.* {SYMPTOM} ).* (?:point|points|indicate|indicates)(?: \w+){0,2} to `, v),

    rule(
      "en.advice.go_to_emergency.should_i_go",
      String.raw`^(?!.* (?:appointment|referral|park|parking|address|opening hours|visiting hours|open) )(?=.* {SYMPTOM} )(?=.*(?: (?:go|come|get) (?:to )?(?:the |a |my )?{ED} | (?:need|needs|for|reason for) (?:the |a )?(?:a and e|er|emergency room|emergency department) ))(?=.* {SHOULD} )`,
      v,
    ),

    // A symptom put down to a treatment ("is that from the pills?"): what a medicine does to this caller.
    rule(
      "en.advice.side_effects.caused_by_treatment",
      String.raw` (?:is|s|could|can|might|would) (?:that|it|this|these|those)(?: \w+){0,2} (?:be )?(?:from|because of|due to|caused by|a reaction to|down to) (?:\w+ ){0,3}{TREATMENT} `,
      v,
    ),
    rule("en.advice.side_effects.side_effect_word", String.raw`^(?!.* {ABOUT_INFO} ).* {SIDE_EFFECT} `, v),
    rule("en.advice.side_effects.risks_of_treatment", String.raw`^(?!.* {ABOUT_INFO} ).* (?:risks|risk|complications)(?: \w+){0,3} {TREATMENT} `, v),
    // Not where the complaint is the reason for a practical request ("I get sick walking far after chemo, can my husband
    // drop me right at the door of the oncology day unit?", batch 21): there it asks the hospital, not a clinician.
    rule(
      "en.advice.side_effects.symptom_from_treatment",
      String.raw`^(?!.* {PRACTICAL} ).* {SYMPTOM}(?: \w+){0,3} (?:from|after|because of) (?:\w+ ){0,2}{TREATMENT} `,
      v,
    ),
    rule("en.advice.side_effects.treatment_gives", String.raw` {TREATMENT}(?: \w+){0,3} (?:make|makes|give|gives|cause|causes)(?: \w+){0,3} {SYMPTOM} `, v),
    rule(
      "en.advice.side_effects.makes_you",
      String.raw` {TREATMENT}(?: \w+){0,2} (?:make|makes) (?:you|me|him|her)(?: \w+){0,1} (?:sick|tired|drowsy|dizzy|fat) `,
      v,
    ),
    rule("en.advice.side_effects.affect", String.raw` {TREATMENT}(?: \w+){0,2} (?:affect|effect on|impact on|damage|harm) `, v),

    rule(
      "en.advice.pause_before_procedure.med_and_procedure",
      String.raw`^(?!.* {ABOUT_INFO} ).* (?:should|must|can|may|do|need to|have to|when can|leave out|skip|stop|pause|restart|take|inject) (?:i|we|you|my \w+)(?: \w+){0,4} {MED}(?: \w+){0,10} {PROCEDURE} `,
      v,
    ),
    rule(
      "en.advice.pause_before_procedure.before_procedure",
      String.raw` (?:before|after|on the day of|the night before|the morning of)(?: \w+){0,3} {PROCEDURE}(?: \w+){0,4} (?:should|must|can|may|do) (?:i|we)(?: \w+){0,3} (?:stop|start|take|inject|pause|restart|skip)(?: \w+){0,2} {MED} `,
      v,
    ),

    // A complaint that may clear up by itself, a cause asked for, this or that for a complaint, bringing a fever
    // down, what a treatment does to the body, eating while pregnant, and what one may do after a procedure: asks
    // whatever practical words stand around them ("bring down a temperature" carries the practical "bring").
    rule(
      "en.advice.is_it_serious.clears_by_itself",
      String.raw`^(?=.* (?:by|on) (?:itself|its own|themselves|their own) )(?=.* (?:{SYMPTOM}|{HEALTH}) ).* (?:go away|goes away|heal|heals|clear up|clears up|pass|passes|get better|gets better|settle|settles|disappear|disappears|fade|fades)(?: \w+){0,1} (?:by|on) (?:itself|its own|themselves|their own) `,
      v,
    ),
    // Twenty-sixth pass (batch 23): a function lost after a treatment that may come back by itself ("my voice has been
    // croaky since the operation, does it come back by itself?"); not results or a letter coming back.
    rule(
      "en.advice.is_it_serious.returns_by_itself",
      String.raw`^(?!.* (?:results|result|letter|report|form|card|parcel|post) )(?=.* (?:by|on) (?:itself|its own|themselves|their own) )(?=.* (?:{SYMPTOM}|{HEALTH}) ).* (?:come back|comes back|return|returns|recover|recovers|come right|comes right)(?: \w+){0,1} (?:by|on) (?:itself|its own|themselves|their own) `,
      v,
    ),
    rule(
      "en.advice.symptom_meaning.down_to",
      String.raw`^(?=.* (?:down to|due to what|cause|be causing|behind) )(?=.* (?:{SYMPTOM}|{HEALTH}) ).* (?:what s (?:that|it|this) down to|what is (?:that|it|this) down to|down to what|due to what|what (?:could|might|would) (?:cause|be causing)|what s behind) `,
      v,
    ),
    rule(
      "en.advice.best_remedy.this_or_that",
      String.raw`^(?=.* or )(?!.* (?:{PRACTICAL}|bus|train|tram|taxi|car|metro|bike|walk|drive) )(?=.* (?:{SYMPTOM}|{MED}) ).* (?:(?:is|are|would)(?: \w+){1,4} or(?: \w+){1,4} (?:better|best|safer|stronger|gentler)|(?:better|best|safer)(?: \w+){0,3} or) `,
      v,
    ),
    rule(
      "en.advice.best_remedy.bring_down",
      String.raw` (?:(?:bring|get|keep) (?:\w+ ){0,6}{READING} down |(?:bring|get) down (?:\w+ ){0,6}{READING} |(?:lower|reduce) (?:\w+ ){0,4}{READING} )`,
      v,
    ),
    rule(
      "en.advice.best_remedy.recommend_for",
      String.raw`^(?=.* (?:recommend|suggest|advise) ).*? (?:what|which|anything) (?:\w+ ){0,3}(?:recommend|suggest|advise)(?: \w+){0,3} (?:for|against) (?:\w+ ){0,3}{SYMPTOM} `,
      v,
    ),
    rule(
      "en.advice.pregnancy.eat_or_drink",
      String.raw`^(?=.* {PREGNANCY} ).* (?:can|may|should|shall|is it ok to|is it safe to|are you allowed to|am i allowed to) (?:you|one|i|she|pregnant women|a pregnant woman) (?:still )?(?:eat|drink) `,
      v,
    ),
    rule(
      "en.advice.side_effects.harms_the_body",
      String.raw`^(?=.* (?:ruin|ruins|rot|rots|damage|damages|harm|harms|wreck|wrecks|weaken|weakens|stain|stains|bad for) ).*? {TREATMENT}(?: \w+){0,6} (?:ruin|ruins|rot|rots|damage|damages|harm|harms|wreck|wrecks|weaken|weakens|stain|stains|bad for)(?: \w+){0,3} (?:teeth|tooth|liver|kidneys|kidney|stomach|bones|heart|eyes|skin|hair|gums) `,
      v,
    ),
    rule(
      "en.advice.aftercare.after_procedure",
      String.raw`^(?=.* after )(?!.* (?:cafeteria|canteen|restaurant|cafe|shop|bring|take in) ).* (?:after (?:the |my |his |her |a |an )?(?:\w+ )?{AFTERCARE}(?: \w+){0,4} (?:can|may|should|must|do) (?:i|we|he|she|they)(?: \w+){0,2} (?:eat|drink|shower|bath|bathe|swim|exercise|lift|lifting|(?:go|get) back to (?:\w+ing|the gym|work|sport|sports|training)|resume (?:\w+ing|sport|training|exercise)|start (?:\w+ing|exercising|training) again)|(?:can|may|should|must|when can) (?:i|we|he|she|they)(?: \w+){0,2} (?:eat|drink|shower|bath|bathe|swim|exercise|lift|lifting|(?:go|get) back to (?:\w+ing|the gym|work|sport|sports|training)|resume (?:\w+ing|sport|training|exercise)|start (?:\w+ing|exercising|training) again)(?: \w+){0,3} after (?:the |my |his |her |a |an )?(?:\w+ )?{AFTERCARE} )`,
      v,
    ),

    // Asks in words the fourteenth pass found in its development batches: a medicine crushed or hidden in food, one
    // treatment stopping another working, two home treatments side by side ("ice or heat"). Each needs a medicine or a
    // complaint; near misses in the same words are in ../new-phrasings-14.test.ts.
    rule(
      "en.advice.how_given.crushed_or_mixed",
      String.raw`^(?=.* (?:crush|crushed|crushing|grind|grinding|ground up|powder|(?:split|halve|cut|break|snap)(?: \w+){0,4} (?:in half|in two|into halves|in pieces|into pieces)|(?:mix|mixed|stir|hide|dissolve)(?: \w+){0,5} (?:in|into|with|through) (?:\w+ ){0,2}(?:yoghurt|yogurt|food|drink|water|juice|milk|tea|coffee|porridge|jam|apple sauce|applesauce|puree|custard|pudding|soup|meal|bottle|honey)) )(?=.* {MED} )`,
      v,
    ),
    rule(
      "en.advice.interaction.stops_working",
      String.raw`^(?=.* (?:(?:stop|stops|stopping|keep|keeps)(?: \w+){1,4} (?:from )?working|(?:make|makes|making)(?: \w+){1,4} (?:less effective|not work|stop working|useless)|cancel(?:s)? out) )(?=.* {MED} )`,
      v,
    ),
    rule(
      "en.advice.best_remedy.ice_or_heat",
      String.raw`^(?=.* (?:ice|cold|heat|warmth|warm|hot)(?: pack| packs| compress| water bottle)? or (?:an |a )?(?:ice|cold|heat|warmth|warm|hot)(?: pack| packs| compress| water bottle)? )(?=.* (?:{SYMPTOM}|{HEALTH}) )(?!.* {PRACTICAL} )`,
      v,
    ),

    // Asks the sixteenth pass found in its development batch (14), as mechanisms: a value read from a test and put to
    // be judged ("my INR came back at 4.2, is that too high?" — one's own value, a number, a judgment asked), and a
    // change of one's medicine announced as a plan for approval ("I'm planning to double my insulin tonight, that's
    // fine, isn't it?"). Near misses in the same words are in ../new-phrasings-16.test.ts.
    rule(
      "en.advice.is_it_serious.reading_judged",
      String.raw`^(?!.* {PRACTICAL} )(?=.* (?:\d|point))(?=.* (?:my|his|her|our|their) (?:\w+ )?{MEASURED} ).* (?:is|was|are|were) (?:that|this|it|mine|hers|his|they|these|those) (?:\w+ )?(?:too high|too low|high|low|normal|ok|okay|alright|all right|dangerous|bad|worrying|a worry|a problem) `,
      v,
    ),
    // A visitor's own catching illness put beside a visit or a night on the ward ("je peux dormir avec lui en pédiatrie
    // même si j'ai la grippe"): whether a patient may be exposed is the ward's call, not the visiting page's, so it is
    // refused (the reply sends the caller to the ward or a doctor) whatever practical words stand around it. The
    // patient's own illness ("even though he has covid") is the ward's visiting rule and stays answered.
    rule(
      "en.advice.other.visitor_unwell",
      String.raw`^(?=.* (?:visit|visiting|stay with|stay overnight|sleep with|sleep next to|sleep beside|come and see|come to see|be with) ).* (?:(?:even if|even though|although|though|while|when|if) i (?:have|ve got|ve|m|am|still have|got)(?: still)?(?: got)?) (?:\w+ ){0,2}{CATCHING} `,
      v,
    ),
    rule(
      "en.advice.dosage.plan_for_approval",
      String.raw`^(?=.* {MED} )(?!.* (?:stop (?:by|at|off|in)|drop (?:off|by|in)) ).* (?:i (?:m|am|was) (?:planning|going|thinking)|we (?:re|are|were) (?:planning|going|thinking)|(?:he|she) (?:s|is|was) (?:planning|going)|i plan|i thought i would|i thought i d|i (?:will|ll) just|i (?:will|ll)) (?:to )?(?:just )?(?:double|halve|skip|stop|increase|lower|cut|drop|leave out|come off|take double|take extra|take an extra|take more|take less|take half) (?:\w+ ){0,4}{MED} `,
      v,
    ),
    // Asks the seventeenth pass found in its development batch (15), as mechanisms: a complaint put down to a
    // treatment named earlier in the utterance, as the time it started from ("a metal taste since I started the new
    // tablets, is that from them?": the treatment is in the since-clause, the question only points back at it), and
    // an activity taken up again after an illness or an operation ("can I start exercising again after my heart
    // attack?"). A condition one lives with since an event ("since my stroke I use a wheelchair") and an activity
    // with no event are not these. Near misses in the same words are in ../new-phrasings-17.test.ts.
    rule(
      "en.advice.side_effects.since_treatment_points_back",
      String.raw`^(?=.* since (?:(?:i|he|she|we|they|you|my \w+) )?(?:\w+ ){0,2}(?:started|start|starting|begun|began|taking|take|takes|took|on|using|use|uses|given|prescribed|had) (?:\w+ ){0,3}(?:{TREATMENT}|{SUPPLEMENT}) )(?=.* (?:(?:is|s|could|can|might|would|was) (?:that|it|this)(?: \w+){0,2} (?:be )?(?:from|because of|due to|caused by|down to|a reaction to) (?:them|it|that|those|these|this|the (?:\w+ )?(?:{TREATMENT}|{SUPPLEMENT})) |what s causing (?:it|that|this) |(?:are|is|could) (?:they|those|these|it) (?:be )?(?:causing|giving me|doing) |is it (?:the|those|these|my) (?:\w+ )?(?:{TREATMENT}|{SUPPLEMENT}) ))`,
      v,
    ),
    rule(
      "en.advice.aftercare.activity_after_event",
      String.raw`^(?!.* (?:drive|take|bring|pick up|collect|run) (?:me|him|her|us|them|you) )(?=.* (?:can|may|could|should|allowed to|ok to|okay to|safe to|all right to|alright to|fine to) )(?=.*(?: (?:{ACTIVITY})(?: \w+){0,3} after (?:my|his|her|the|a|an|their|your|our) (?:\w+ ){0,2}{EVENT} | after (?:my|his|her|the|a|an|their|your|our) (?:\w+ ){0,2}{EVENT}(?: \w+){0,3} (?:can|may|could|should|is it \w+ to|am i allowed to) (?:\w+ ){0,4}(?:{ACTIVITY}) ))`,
      v,
    ),
    // Any family, in words no rule above was written for (see ./nl.ts).
    // Nineteenth pass (batch 16): a dose doubled, halved or changed, whoever said so ("the nurse told me to double my
    // furosemide, does that still apply?"): whether it holds is a clinician's call. The medicine right after the verb.
    rule(
      "en.advice.dosage.amount_changed",
      String.raw` (?:double|doubling|doubled|halve|halving|halved|triple|tripling|increase|increasing|reduce|reducing|lower|lowering) (?:my|the|his|her|our|their) (?:dose of (?:my |his |her |the )?)?{MED} `,
      v,
    ),
    // Twenty-third pass: whether a finding is a cancer ("the scan report says a hypoechoic lesion of 8 mm, what does that
    // mean, is it cancer?") is a diagnosis asked, whatever practical word (a report, the results) carries the finding.
    // Only as the question that ends the utterance: "where is the ward for people with cancer" asks nothing of the kind.
    rule(
      "en.advice.symptom_meaning.is_it_malignant",
      String.raw` (?:is it|is that|is this|could it be|could that be|could this be|might it be|can it be|does that mean|does it mean) (?:a |an )?{MALIGNANT} $`,
      v,
    ),
    // Twenty-fourth pass (batch 20): whether one may take a wound closure or a dressing off oneself ("the steri-strips on my
    // daughter's chin are curling up at the ends, can I pull them off already?") is after-care advice. Where and by whom
    // they are taken out is practical (the guard): "who can take my stitches out, the GP or the clinic?".
    rule(
      "en.advice.aftercare.remove_closure",
      String.raw`^(?!.* {PRACTICAL} )(?=.* {CLOSURE} )(?=.* (?:can|may|should|could|shall|do|is it (?:ok|okay|safe|alright|all right) to|when can|when should) (?:i|we|he|she|you|they)?(?: \w+){0,3} (?:(?:pull|take|peel|rip|cut|tear) (?:{OWN_CLOSURE}) (?:off|out)|(?:pull|take|peel|rip|cut|tear) (?:off|out) (?:{OWN_CLOSURE})|remove (?:{OWN_CLOSURE})) )`,
      v,
    ),
    rule("en.advice.generic.frame_and_health", String.raw`^(?!.* {PRACTICAL} )(?!{ERRAND})(?=.* {ADVICE_FRAME} )(?=.* (?:{MED}|{SYMPTOM}|{HEALTH}) )`, v),
  ],
};
