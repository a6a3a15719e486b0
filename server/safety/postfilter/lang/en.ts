import { drugNames } from "../../medication-vocabulary";
import { oneOf, rule } from "../../rule";
import type { PostfilterPack } from "../pack";
import { numericDosage } from "../shared";

const v = {
  MED: `${drugNames}|${oneOf(["medication", "medications", "medicine", "medicines", "meds", "drug", "drugs", "pill", "pills", "tablet", "tablets", "capsule", "capsules", "painkiller", "painkillers", "blood thinner", "blood thinners", "antidepressants", "sleeping pills", "syrup", "ointment", "inhaler", "insulin"])}`,
  FORM: oneOf([
    "tablet",
    "tablets",
    "pill",
    "pills",
    "capsule",
    "capsules",
    "drop",
    "drops",
    "puff",
    "puffs",
    "sachet",
    "sachets",
    "teaspoon",
    "teaspoons",
    "tablespoon",
    "spoonful",
  ]),
  COUNT: oneOf(["one", "1", "2", "3", "4", "two", "three", "four", "five", "half a", "a half", "one and a half"]),
  CONDITION: oneOf([
    "the flu",
    "flu",
    "covid",
    "diabetes",
    "cancer",
    "a tumor",
    "a tumour",
    "asthma",
    "an infection",
    "infection",
    "pneumonia",
    "a migraine",
    "migraine",
    "a heart attack",
    "a stroke",
    "a hernia",
    "a fracture",
    "appendicitis",
    "depression",
    "burnout",
    "an allergy",
    "high blood pressure",
    "a virus",
    "an inflammation",
    "a uti",
    "a urinary tract infection",
    "heart failure",
    "epilepsy",
    "angina",
  ]),
  HEDGE: oneOf(["probably", "likely", "possibly", "definitely", "clearly", "certainly", "just", "most likely"]),
};

export const en: PostfilterPack = {
  diagnosis: [
    // Conditionals ("if you have diabetes, bring…") are navigation, not a diagnosis.
    rule(
      "en.diagnosis.you_have",
      String.raw`(?<! if| when| whether| in case| unless| patients| people| who) you(?: {HEDGE})?(?: may| might| could| must)?(?: {HEDGE})? (?:have|ve got|have got|are suffering from|are having|suffer from)(?: {HEDGE})? {CONDITION} `,
      v,
    ),
    rule("en.diagnosis.sounds_like", String.raw` (?:it|this|that) (?:sounds|seems|looks)(?: {HEDGE})? like(?: you have)? {CONDITION} `, v),
    rule("en.diagnosis.it_is", String.raw` (?:this|that|it) is(?: {HEDGE})? {CONDITION} `, v),
  ],
  dosage: [
    numericDosage,
    rule("en.dosage.count_form", String.raw` {COUNT} {FORM} `, v),
    rule(
      "en.dosage.frequency",
      String.raw`^(?=.* (?:{MED}|take|taking) )(?=.* (?:once|twice|three times|four times|\d+ times) (?:a day|daily|per day|a week|an hour))`,
      v,
    ),
    rule("en.dosage.every_hours", String.raw`^(?=.* (?:{MED}|take|taking) )(?=.* every (?:\d+|two|three|four|six|eight|twelve) hours )`, v),
  ],
  drug_instruction: [
    rule("en.drug.take_med", String.raw` (?:take|swallow|use|try|give)(?: \w+){0,3} {MED} (?!(?:\w+ ){0,4}(?:with you|along) )`, v),
    rule(
      "en.drug.you_can_take",
      String.raw` you (?:can|could|may|should|must|need to)(?: \w+){0,2} (?:take|use|try) (?:some |a |an |your )?{MED} (?!(?:\w+ ){0,4}(?:with you|along) )`,
      v,
    ),
  ],
  first_aid: [
    rule(
      "en.first_aid.treat_wound",
      String.raw` (?:apply|press|put|place|hold|run|rinse|cool|wrap|elevate|clean|disinfect)(?: \w+){0,4} (?:pressure|ice|ice pack|bandage|cold water|wound|burn|cut|bleeding|swelling|tourniquet|compress|cold compress|warm compress) `,
    ),
    rule(
      "en.first_aid.resuscitate",
      String.raw` (?:perform cpr|start cpr|start chest compressions|give (?:chest compressions|rescue breaths)|mouth to mouth) `,
    ),
  ],
  medication_change: [
    rule(
      "en.change.stop_start",
      String.raw` (?:stop|stopping|quit|discontinue|pause|reduce|increase|double|halve|start|begin|skip)(?: \w+){0,2} (?:taking |using )?(?:your |the )?{MED} `,
      v,
    ),
  ],
  reassurance: [
    rule(
      "en.reassure.not_serious",
      String.raw` (?:nothing serious|nothing to worry about|no need to worry|nothing dangerous|perfectly harmless|completely harmless|it s harmless|it is harmless) `,
    ),
    rule(
      "en.reassure.passes",
      String.raw` (?:will|should|usually|normally|often) (?:\w+ ){0,2}(?:go away|clear up|heal|get better|disappear|wear off)(?: \w+){0,3} (?:by itself|by themselves|on its own|on their own|in a few days|within a few days|within a week|in a week|after a few days) `,
    ),
    // "That is normal" about a body; not about a queue, a visit, the car park or the opening hours.
    rule(
      "en.reassure.normal",
      String.raw`^(?!.* (?:wait|queue|visit|parking|car park|open|bill|invoice)).* (?:that|this|it) (?:is|s) (?:completely |perfectly |quite |very |totally )?normal(?: for| after| with| if| and|$| )`,
    ),
    rule(
      "en.reassure.no_doctor",
      String.raw` (?:you )?(?:do not|don t|won t|will not) need to (?:see|call|go to) (?:a|your|the) (?:doctor|gp|emergency department|a e) (?!s |office|secretar|surgery|practice)|no need to (?:see|call) (?:a|your) (?:doctor|gp) (?!s |office|secretar|surgery|practice)`,
    ),
  ],
};
