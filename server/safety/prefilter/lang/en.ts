import { drugNames } from "../../medication-vocabulary";
import { oneOf, rule } from "../../rule";
import type { PrefilterPack } from "../pack";

const v = {
  MED: `${drugNames}|${oneOf(["medication", "medications", "medicine", "medicines", "meds", "drug", "drugs", "pill", "pills", "tablet", "tablets", "capsule", "capsules", "painkiller", "painkillers", "pain killer", "pain killers", "blood thinner", "blood thinners", "antidepressant", "antidepressants", "sleeping pill", "sleeping pills", "sedative", "syrup", "drops", "inhaler", "injection", "injections", "prescription", "antibiotic", "dose", "doses"])}`,
  TAKE: oneOf(["take", "taking", "swallow", "use", "give", "inject", "have"]),
  MODAL: oneOf(["should", "can", "could", "may", "must", "do", "shall", "ought to", "am i allowed to", "is it ok to", "is it safe to"]),
  WHO: oneOf(["i", "we", "he", "she", "my husband", "my wife", "my child", "my son", "my daughter", "my mother", "my father", "my baby", "my kid"]),
  UNIT: oneOf(["mg", "milligrams", "milligram", "grams", "ml", "milliliters", "millilitres", "micrograms", "units", "drops", "puffs", "tablets", "pills", "capsules", "teaspoons", "spoons"]),
  STOPVERB: oneOf(["stop", "stopping", "quit", "continue", "keep taking", "keep on", "skip", "double", "increase", "decrease", "reduce", "combine", "mix", "come off", "halve"]),
  CONDITION: oneOf(["cancer", "the flu", "flu", "covid", "corona", "diabetes", "an infection", "infection", "pneumonia", "a heart attack", "heart attack", "a stroke", "stroke", "migraine", "a hernia", "a fracture", "a broken", "a tumor", "a tumour", "appendicitis", "depression", "an allergy", "asthma", "high blood pressure", "something serious", "a uti", "sepsis"]),
  DOCTOR: oneOf(["doctor", "physician", "gp", "pharmacist", "nurse", "cardiologist", "psychiatrist", "medic"]),
};

export const en: PrefilterPack = {
  safety: [
    rule("en.dosage.how_much_take", String.raw` how (?:much|many)(?: \w+){0,4} {MODAL} {WHO}(?: \w+){0,4} {TAKE} `, v),
    rule("en.dosage.how_much_unit", String.raw` how (?:much|many) {UNIT} `, v),
    rule("en.dosage.how_many_med", String.raw` how (?:much|many) (?:of (?:the |my |these |those )?)?{MED} `, v),
    rule("en.dosage.dose_word", String.raw` (?:dosage|dosing|overdose|maximum dose|max dose|right dose|correct dose|what dose|how big a dose) `, v),
    rule("en.dosage.how_often", String.raw` how (?:often|long|frequently)(?: \w+){0,3} {MODAL} {WHO}(?: \w+){0,4} {TAKE} `, v),
    rule("en.dosage.can_i_another", String.raw` {MODAL} {WHO} (?:take|have) (?:another|one more|two|three|an extra|more|a second|a double)(?: \w+){0,2} {MED} `, v),
    rule("en.choice.which_med", String.raw` (?:which|what|what kind of|what sort of) {MED}(?: \w+){0,3} (?:{MODAL} {WHO}(?: \w+){0,3} {TAKE}|is (?:the )?(?:best|good|safe|safest|strongest)|works best|do you recommend|would you recommend) `, v),
    rule("en.choice.what_to_take", String.raw` what (?:{MODAL}) {WHO} (?:take|use|do) (?:for|against|about) `, v),
    rule("en.choice.is_med_good", String.raw` (?:is|are|does|do) {MED}(?: \w+){0,2} (?:good|better|safe|dangerous|ok|okay|help|work) (?:for|against|with)? `, v),
    rule("en.change.stop_continue", String.raw` {MODAL} {WHO} (?:still )?{STOPVERB}(?: \w+){0,3} {MED} `, v),
    rule("en.change.stop_med_after", String.raw` {MODAL} {WHO}(?: \w+){0,3} {MED}(?: \w+){0,3} (?:stop|stopped|off|together|at the same time) `, v),
    rule("en.change.combine", String.raw` (?:take|mix|combine|have) {MED}(?: \w+){0,3} (?:with|and|together with|alongside)(?: \w+){0,2} {MED} `, v),
    rule("en.advice.inversion_treat", String.raw` (?:how (?:do|should|can) i|do i|should i) (?:treat|cure|heal|get rid of|manage) `, v),
    rule("en.advice.do_i_have", String.raw` (?:do|could|might|would) i (?:have|be having|have got) (?:got )?{CONDITION} `, v),
    rule("en.advice.should_i_go", String.raw` (?:should|must|do i need to|need i) (?:i )?(?:go|come) (?:to (?:the )?)?(?:er|a and e|emergency|emergency room|emergency department|a doctor|the doctor|my gp|the hospital|hospital)(?: \w+){0,3} (?:with|for|because|if|about) `, v),
    rule("en.advice.is_it_serious", String.raw` (?:is (?:this|that|it) (?:serious|dangerous|contagious|malignant|an emergency)|should i be (?:worried|concerned)|what(?: s| is) wrong with me|what do i have $)`, v),
    rule("en.advice.what_to_do_symptom", String.raw` what (?:should|can|must) i do (?:about|for|against|with) (?:my|this|these|the) `, v),
    rule("en.injection.ignore_instructions", String.raw` (?:ignore|forget|disregard|bypass|override)(?: \w+){0,4} (?:instructions|rules|prompt|guidelines|guardrails|restrictions|system message)(?: \w+)*? (?:{MED}|{UNIT}|medical|diagnos\w*|prescri\w*|treatment|advice)`, v),
    rule("en.injection.pretend_doctor", String.raw` (?:pretend|act as|acting as|imagine you are|imagine you re|you are now|from now on you are|roleplay as|role play as|play the role of|behave like)(?: \w+){0,3} {DOCTOR} `, v),
    rule("en.injection.jailbreak", String.raw` (?:jailbreak|developer mode|dan mode|do anything now)(?: \w+)*? (?:{MED}|medical|dose|diagnos\w*|prescri\w*)`, v),
  ],
  handoff: [
    rule("en.handoff.put_through", String.raw` (?:put|transfer|connect|patch|forward) (?:me |us )?(?:through|over|to (?:a|an|the|someone|somebody|reception|the desk)) | (?:transfer|connect) me `),
    rule("en.handoff.speak_person", String.raw` (?:speak|talk|chat) (?:to|with) (?:a |an |the |someone|somebody|a real )?(?:human|person|someone|somebody|agent|operator|receptionist|reception|staff|member of staff|representative|real person) `),
    rule("en.handoff.want_human", String.raw` (?:want|need|like|prefer|get) (?:a |an |to get a |to get )?(?:real )?(?:human|person|operator|agent|receptionist) | (?:human|operator|agent|representative) please `),
  ],
  repeat: [
    rule("en.repeat.say_again", String.raw`^ (?:\w+ ){0,3}(?:repeat that|repeat it|repeat please|say that again|say it again|come again|what did you say|didn t catch that|did not catch that|didn t hear|did not hear|couldn t hear|could you repeat|can you repeat|once more|one more time)(?: \w+){0,4} $`),
    rule("en.repeat.slower", String.raw`^ (?:\w+ ){0,4}(?:slower|more slowly|slow down|too fast|not so fast)(?: \w+){0,3} $`),
    rule("en.repeat.pardon", String.raw`^ (?:pardon|sorry|what|huh|excuse me|eh)(?: me| what)? $`),
  ],
  offTopic: [
    rule("en.offtopic.robot", String.raw` (?:are|r) you (?:a |an )?(?:robot|computer|human|real|real person|machine|ai|bot|chatbot|person) `),
    rule("en.offtopic.personal", String.raw` (?:how old are you|what(?: s| is) your name|are you married|do you have a (?:boyfriend|girlfriend|partner)|what(?: s| is) your favou?rite|where do you live|do you like me|do you love|will you marry|do you have feelings|are you happy|tell me a joke|sing (?:me )?a song) `),
    rule("en.offtopic.weather_sport", String.raw` (?:what(?: s| is) the weather|weather forecast|who won the|football score|the game last night) `),
  ],
  farewell: [
    rule("en.farewell.bye", String.raw` (?:bye|goodbye|good bye|bye bye|see you|see ya|have a (?:nice|good|great) day|that s all|that is all|that s it|that will be all|i m done|i ll hang up|take care|cheers)\s*$`),
    rule("en.farewell.thanks_done", String.raw`^ (?:ok |okay |great |perfect |right |alright )?(?:thanks|thank you|thank you very much|thanks a lot|many thanks|cheers)(?: for (?:the|your) (?:information|info|help))?(?: \w+){0,2} $`),
  ],
  greeting: [rule("en.greeting.hello", String.raw`^ (?:hello|hi|hey|hiya|good morning|good afternoon|good evening|morning|afternoon|evening|greetings|howdy)`)],
  socialPhrases: [
    "hello", "hi", "hey", "hiya", "good morning", "good afternoon", "good evening", "morning", "afternoon", "evening", "greetings", "howdy", "there",
    "thanks", "thank you", "thank you very much", "thanks a lot", "many thanks", "cheers", "for the information", "for the info", "for your help", "for the help",
    "bye", "goodbye", "good bye", "bye bye", "see you", "see ya", "have a nice day", "have a good day", "have a great day", "that s all", "that is all", "that s it", "that will be all",
    "i m done", "i ll hang up", "take care", "ok", "okay", "great", "perfect", "right", "alright", "yes", "yeah", "um", "uh", "er", "hospital", "very much", "so much", "this is", "my name is", "it s", "i m", "speaking",
  ],
  questionWords: ["what", "where", "when", "how", "which", "who", "why", "can", "could", "may", "should", "is", "are", "do", "does", "have", "has", "want", "would", "need", "question"],
};
