import { drugNames } from "../../medication-vocabulary";
import { oneOf, rule } from "../../rule";
import type { PostfilterPack } from "../pack";
import { numericDosage } from "../shared";

const v = {
  MED: `${drugNames}|${oneOf(["farmaco", "farmaci", "medicinale", "medicinali", "medicina", "pillola", "pillole", "compressa", "compresse", "pastiglia", "pastiglie", "capsula", "capsule", "antidolorifico", "antidolorifici", "anticoagulante", "anticoagulanti", "antidepressivi", "sonnifero", "sonniferi", "sciroppo", "pomata", "inalatore", "insulina", "tachipirina"])}`,
  FORM: oneOf([
    "compressa",
    "compresse",
    "pastiglia",
    "pastiglie",
    "pillola",
    "pillole",
    "capsula",
    "capsule",
    "goccia",
    "gocce",
    "spruzzo",
    "spruzzi",
    "bustina",
    "bustine",
    "cucchiaino",
    "cucchiaio",
  ]),
  COUNT: oneOf(["una", "un", "1", "2", "3", "4", "due", "tre", "quattro", "cinque", "mezza", "mezzo"]),
  CONDITION: oneOf([
    "l influenza",
    "il covid",
    "il diabete",
    "un tumore",
    "il cancro",
    "l asma",
    "un infezione",
    "una polmonite",
    "un emicrania",
    "un infarto",
    "un ictus",
    "un ernia",
    "una frattura",
    "un appendicite",
    "la depressione",
    "un allergia",
    "l ipertensione",
    "un virus",
    "un infiammazione",
    "una cistite",
    "l epilessia",
  ]),
  HEDGE: oneOf(["probabilmente", "forse", "sicuramente", "certamente", "chiaramente", "semplicemente"]),
};

export const it: PostfilterPack = {
  diagnosis: [
    rule("it.diagnosis.you_have", String.raw`(?<! se| quando| chi)(?<! se lei| quando lei) (?:lei )?(?:ha|soffre di)(?: {HEDGE})? {CONDITION} `, v),
    rule("it.diagnosis.sounds_like", String.raw` (?:sembra|pare)(?: {HEDGE})? (?:che lei abbia )?{CONDITION} `, v),
    rule("it.diagnosis.it_is", String.raw` si tratta(?: {HEDGE})? (?:di )?{CONDITION} `, v),
  ],
  dosage: [
    numericDosage,
    rule("it.dosage.count_form", String.raw` {COUNT} {FORM} `, v),
    rule(
      "it.dosage.frequency",
      String.raw`^(?=.* (?:{MED}|prenda|prendere|assuma) )(?=.* (?:una|due|tre|quattro|\d+) volt[ae] (?:al giorno|a settimana|all ora))`,
      v,
    ),
    rule("it.dosage.every_hours", String.raw`^(?=.* (?:{MED}|prenda|prendere|assuma) )(?=.* ogni (?:\d+|due|tre|quattro|sei|otto|dodici) ore )`, v),
  ],
  drug_instruction: [
    rule("it.drug.take_med", String.raw` (?:prenda|assuma|usi|provi|dia)(?: \w+){0,3} {MED} (?!(?:\w+ ){0,4}con se )`, v),
    rule(
      "it.drug.you_can_take",
      String.raw` (?:puo|deve|potrebbe)(?: \w+){0,2} (?:prendere|assumere|usare) (?:il |la |l |i |le |un |una |dei |delle )?{MED} (?!(?:\w+ ){0,4}con se )`,
      v,
    ),
  ],
  first_aid: [
    rule(
      "it.first_aid.treat_wound",
      String.raw` (?:applichi|prema|metta|raffreddi|sciacqui|disinfetti|sollevi|fasci)(?: \w+){0,4} (?:ferita|ustione|ghiaccio|benda|acqua fredda|sanguinamento|gonfiore|impacco|impacco freddo) `,
    ),
    rule("it.first_aid.resuscitate", String.raw` (?:inizi (?:il )?massaggio cardiaco|pratichi la rianimazione|respirazione bocca a bocca) `),
  ],
  medication_change: [
    rule(
      "it.change.stop_start",
      String.raw` (?:smetta|sospenda|interrompa|riduca|aumenti|inizi|cominci|raddoppi)(?: \w+){0,3} (?:di prendere |il |la |i |le |l )?{MED} `,
      v,
    ),
    rule(
      "it.change.you_can_stop",
      String.raw` (?:puo|deve|potrebbe|dovrebbe|puoi|devi)(?: \w+){0,2} (?:smettere|sospendere|interrompere|ridurre|aumentare|raddoppiare|riprendere)(?: \w+){0,4} (?:di prendere |il |la |i |le |l |quel |quella |quei |questo |questa |suo |sua )?{MED} `,
      v,
    ),
  ],
  reassurance: [
    rule("it.reassure.not_serious", String.raw` (?:niente di grave|nulla di grave|non si preoccupi|non preoccuparti|innocuo|innocua|benigno|benigna) `),
    rule(
      "it.reassure.passes",
      String.raw` (?:passera|passeranno|sparira|spariranno|guarira|guariranno|guarisce|andra via)(?: \w+){0,3} (?:da solo|da sola|da soli|da se|spontaneamente|in pochi giorni|in qualche giorno) `,
    ),
    // "È normale" di un corpo; non di un'attesa, di una visita, del parcheggio o degli orari.
    rule(
      "it.reassure.normal",
      String.raw`^(?!.* (?:attesa|attendere|aspettare|visita|visite|visitator|parcheggi|aperto|apertura|orari|fattura)).* (?:e|questo e|cio e) (?:del tutto |perfettamente |abbastanza |assolutamente |completamente )?normale `,
    ),
    rule(
      "it.reassure.no_doctor",
      String.raw` non (?:c e bisogno di|serve|deve|occorre) (?:andare dal medico|chiamare il medico|andare al pronto soccorso|vedere un medico|consultare un medico) `,
    ),
  ],
};
