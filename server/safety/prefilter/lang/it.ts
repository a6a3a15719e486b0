import { drugNames } from "../../medication-vocabulary";
import { oneOf, rule } from "../../rule";
import type { PrefilterPack } from "../pack";

const v = {
  MED: `${drugNames}|${oneOf(["medicina", "medicine", "medicinale", "medicinali", "farmaco", "farmaci", "pillola", "pillole", "pastiglia", "pastiglie", "compressa", "compresse", "capsula", "capsule", "antidolorifico", "antidolorifici", "anticoagulante", "anticoagulanti", "antidepressivo", "antidepressivi", "sonnifero", "sonniferi", "calmante", "sciroppo", "gocce", "pomata", "inalatore", "puntura", "punture", "terapia"])}`,
  TAKE: oneOf(["prendere", "prenderne", "prenderlo", "prenderla", "prenderle", "assumere", "ingerire", "usare", "dare", "iniettare", "prendo", "prenda"]),
  MODAL: oneOf(["devo", "deve", "posso", "puo", "dovrei", "potrei", "bisogna", "si puo", "dobbiamo", "possiamo"]),
  UNIT: oneOf(["mg", "milligrammi", "grammi", "ml", "millilitri", "microgrammi", "unita", "gocce", "spruzzi", "compresse", "pastiglie", "pillole", "capsule", "cucchiai", "cucchiaini", "bustine"]),
  STOPVERB: oneOf(["smettere", "sospendere", "interrompere", "continuare", "ridurre", "aumentare", "saltare", "raddoppiare", "combinare", "mescolare", "associare"]),
  CONDITION: oneOf(["un tumore", "tumore", "il cancro", "cancro", "l influenza", "influenza", "il covid", "covid", "il diabete", "diabete", "un infezione", "infezione", "una polmonite", "un infarto", "un ictus", "un emicrania", "emicrania", "un ernia", "una frattura", "un appendicite", "la depressione", "un allergia", "l asma", "asma", "qualcosa di grave"]),
  DOCTOR: oneOf(["medico", "dottore", "dottoressa", "farmacista", "infermiere", "infermiera", "cardiologo", "psichiatra"]),
};

export const it: PrefilterPack = {
  safety: [
    rule("it.dosage.quanto_prendere", String.raw` quant[oaie](?: \w+){0,4} {MODAL}(?: \w+){0,2} {TAKE} `, v),
    rule("it.dosage.quanto_unit", String.raw` quant[oaie] {UNIT} `, v),
    rule("it.dosage.quanto_med", String.raw` quant[oaie] (?:di |dei |delle )?{MED} `, v),
    rule("it.dosage.dose_word", String.raw` (?:dose|dosi|dosaggio|posologia|sovradosaggio|overdose|dose massima) `, v),
    rule("it.dosage.how_often", String.raw` (?:quante volte|ogni quanto|per quanto tempo)(?: \w+){0,4} {TAKE} `, v),
    rule("it.dosage.another", String.raw` {MODAL} {TAKE} (?:un altra|un altro|altre|altri|ancora|una seconda|due|tre)(?: \w+){0,2} {MED} `, v),
    rule("it.choice.quale_med", String.raw` (?:quale|quali|che) {MED}(?: \w+){0,3} (?:{MODAL}(?: \w+){0,2} {TAKE}|e (?:il |la )?(?:migliore|meglio|buono|buona|sicuro|sicura|efficace)|mi consiglia|consiglia) `, v),
    rule("it.choice.cosa_prendere", String.raw` (?:cosa|che cosa)(?: \w+){0,2} {MODAL} (?:prendere|fare) (?:per|contro) `, v),
    rule("it.choice.is_med_good", String.raw` (?:il |la |l |i |le )?{MED}(?: \w+){0,2} (?:e|sono|va) (?:buono|buona|bene|efficace|pericoloso|pericolosa|sicuro|sicura) (?:per|contro)? `, v),
    rule("it.change.stop_continue", String.raw` {MODAL}(?: \w+){0,2} {STOPVERB}(?: \w+){0,3} {MED} `, v),
    rule("it.change.combine", String.raw` (?:prendere|assumere|combinare|mescolare|associare) (?:il |la |l |i |le |lo )?{MED}(?: \w+){0,3} (?:con|e|insieme a|insieme al|insieme alla)(?: \w+){0,2} {MED} `, v),
    rule("it.advice.inversion_treat", String.raw` come (?:curo|tratto|guarisco|mi curo|posso curare|devo curare|faccio a curare) `, v),
    rule("it.advice.do_i_have", String.raw` (?:ho|avro|avrei) (?:forse |per caso )?{CONDITION}(?: \w+){0,2} $`, v),
    rule("it.advice.should_i_go", String.raw` (?:devo|dovrei|bisogna) (?:andare|venire|recarmi) (?:al |in |dal )?(?:pronto soccorso|ospedale|medico|dottore)(?: \w+){0,3} (?:con|per|perche|se) `, v),
    rule("it.advice.is_it_serious", String.raw` (?:e grave|e pericoloso|e contagioso|devo preoccuparmi|mi devo preoccupare|cosa ho $|che cosa ho $)`, v),
    rule("it.advice.what_to_do_symptom", String.raw` cosa (?:devo|posso) fare (?:per|contro|con) (?:il mio|la mia|i miei|le mie|questo|questa) `, v),
    rule("it.injection.ignore_instructions", String.raw` (?:ignora|ignori|dimentica|dimentichi|aggira)(?: \w+){0,4} (?:istruzioni|regole|indicazioni|prompt)(?: \w+)*? (?:{MED}|{UNIT}|medico|medica|diagnosi|ricetta|terapia|consiglio)`, v),
    rule("it.injection.pretend_doctor", String.raw` (?:fai finta|faccia finta|immagina di essere|immagini di essere|ora sei|adesso sei|comportati come|recita la parte)(?: \w+){0,4} {DOCTOR} `, v),
  ],
  handoff: [
    rule("it.handoff.passi", String.raw` (?:mi passi|mi passa|mi metta in contatto|mi trasferisca|mi colleghi|passarmi) `),
    rule("it.handoff.parlare", String.raw` (?:parlare|parlo) con (?:un |una |qualcuno|un vero |una vera )?(?:operatore|operatrice|persona|qualcuno|umano|centralino|addetto|addetta|impiegato) `),
  ],
  repeat: [
    rule("it.repeat.ripetere", String.raw`^ (?:\w+ ){0,3}(?:ripetere|ripeta|ripeti|cosa ha detto|come ha detto|non ho capito|non ho sentito|di nuovo|un altra volta)(?: \w+){0,4} $`),
    rule("it.repeat.slower", String.raw`^ (?:\w+ ){0,4}(?:piu piano|piu lentamente|troppo veloce|rallenti)(?: \w+){0,4} $`),
    rule("it.repeat.scusi", String.raw`^ (?:scusi|come|cosa|prego|eh)(?: \w+)? $`),
  ],
  offTopic: [
    rule("it.offtopic.robot", String.raw` (?:sei|e) (?:un |una )?(?:robot|computer|umano|umana|persona vera|macchina|ia|intelligenza artificiale|chatbot) `),
    rule("it.offtopic.personal", String.raw` (?:quanti anni hai|quanti anni ha|come ti chiami|come si chiama lei|sei sposato|sei sposata|il tuo colore preferito|dove abiti|mi ami|raccontami una barzelletta|canta) `),
    rule("it.offtopic.weather_sport", String.raw` (?:che tempo fa|le previsioni del tempo|chi ha vinto|la partita di ieri) `),
  ],
  farewell: [
    rule("it.farewell.bye", String.raw` (?:arrivederci|arrivederla|buona giornata|buona serata|a presto|ciao|e tutto|basta cosi|riattacco)\s*$`),
    rule("it.farewell.thanks_done", String.raw`^ (?:ok |va bene |perfetto |benissimo )?(?:grazie|grazie mille|grazie tante|la ringrazio)(?: per (?:l informazione|le informazioni|l aiuto))?(?: \w+){0,2} $`),
  ],
  greeting: [rule("it.greeting.hello", String.raw`^ (?:buongiorno|buonasera|ciao|salve|pronto)`)],
  socialPhrases: [
    "buongiorno", "buonasera", "ciao", "salve", "pronto", "signora", "signore", "grazie", "grazie mille", "grazie tante", "la ringrazio", "per l informazione", "per le informazioni", "per l aiuto",
    "arrivederci", "arrivederla", "buona giornata", "buona serata", "a presto", "e tutto", "basta cosi", "riattacco", "ok", "va bene", "perfetto", "benissimo", "si", "ehm", "mille", "sono", "mi chiamo", "qui e", "parla",
  ],
  questionWords: ["cosa", "che", "dove", "quando", "come", "quanto", "quanta", "quanti", "quante", "quale", "quali", "chi", "perche", "posso", "puo", "devo", "vorrei", "bisogna", "domanda"],
};
