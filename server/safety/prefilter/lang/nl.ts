import { drugNames } from "../../medication-vocabulary";
import { oneOf, rule } from "../../rule";
import type { PrefilterPack } from "../pack";

const v = {
  MED: `${drugNames}|${oneOf(["medicatie", "medicijn", "medicijnen", "medicament", "medicamenten", "geneesmiddel", "geneesmiddelen", "pil", "pillen", "pilletje", "pilletjes", "tablet", "tabletten", "capsule", "capsules", "pijnstiller", "pijnstillers", "bloedverdunner", "bloedverdunners", "antidepressiva", "antidepressivum", "slaapmiddel", "slaapmiddelen", "slaappil", "slaappillen", "kalmeringsmiddel", "kalmeermiddel", "siroop", "druppels", "zalf", "puffer", "inhalator", "spuitje", "spuitjes", "antibioticum", "middel", "middeltje"])}`,
  TAKE: oneOf(["nemen", "innemen", "slikken", "gebruiken", "geven", "toedienen", "spuiten", "inspuiten", "neem", "slik", "gebruik"]),
  MODAL: oneOf(["moet", "mag", "kan", "zou", "dien", "moeten", "mogen", "kunnen", "zouden", "best"]),
  WHO: oneOf(["ik", "je", "u", "we", "wij", "hij", "zij", "ze", "mijn man", "mijn vrouw", "mijn kind", "mijn zoon", "mijn dochter", "mijn moeder", "mijn vader", "mijn baby"]),
  UNIT: oneOf(["mg", "milligram", "gram", "ml", "milliliter", "microgram", "eenheden", "druppels", "puffs", "pufjes", "tabletten", "tabletjes", "pillen", "pilletjes", "capsules", "zakjes", "lepels", "koffielepels"]),
  STOPVERB: oneOf(["stoppen", "stopzetten", "afbouwen", "verminderen", "verhogen", "overslaan", "blijven nemen", "blijven innemen", "doorgaan", "verder nemen", "combineren", "samen nemen", "mengen", "halveren", "verdubbelen"]),
  CONDITION: oneOf(["kanker", "griep", "covid", "corona", "diabetes", "suikerziekte", "een infectie", "infectie", "longontsteking", "een hartaanval", "hartaanval", "hartinfarct", "een beroerte", "beroerte", "migraine", "een hernia", "hernia", "een breuk", "iets gebroken", "een tumor", "blindedarmontsteking", "depressie", "een burn out", "allergie", "een allergie", "astma", "hoge bloeddruk", "covid 19", "blaasontsteking", "een blaasontsteking", "iets ernstigs", "iets ergs"]),
  DOCTOR: oneOf(["dokter", "arts", "huisarts", "apotheker", "verpleegkundige", "specialist", "cardioloog", "psychiater"]),
};

export const nl: PrefilterPack = {
  safety: [
    // "Hoeveel moet ik daarvan nemen?" — first person + modal + take-verb. The reference used a
    // 40-character gap after "hoeveel", which also fired on "hoeveel tijd nemen jullie …".
    rule("nl.dosage.how_much_modal_take", String.raw` hoeveel(?: \w+){0,4} {MODAL} {WHO}(?: \w+){0,5} {TAKE} `, v),
    rule("nl.dosage.how_much_unit", String.raw` hoeveel {UNIT} `, v),
    rule("nl.dosage.how_many_med", String.raw` hoeveel (?:van )?(?:die |deze |mijn )?{MED} `, v),
    rule("nl.dosage.dose_word", String.raw` (?:dosis|dosering|doseren|overdosis|maximale dosis) `, v),
    rule("nl.dosage.how_often", String.raw` hoe (?:vaak|dikwijls|lang)(?: \w+){0,3} {MODAL} {WHO}(?: \w+){0,5} {TAKE} `, v),
    rule("nl.dosage.may_i_extra", String.raw` {MODAL} {WHO} (?:nog )?(?:een|twee|drie|extra|meer|nog een)(?: \w+){0,2} {MED} `, v),
    rule("nl.choice.which_med", String.raw` (?:welke|welk|wat voor(?: een)?) {MED}(?: \w+){0,3} (?:{MODAL} {WHO}(?: \w+){0,4} {TAKE}|is (?:het )?(?:beste|best|goed|veilig)|helpt|raadt u aan|raad je aan|neem ik) `, v),
    rule("nl.choice.what_to_take", String.raw` wat (?:{MODAL}) {WHO}(?: \w+){0,3} (?:{TAKE}|doen) (?:tegen|voor|bij|aan) `, v),
    rule("nl.choice.is_med_good", String.raw` (?:is|helpt|werkt) {MED}(?: \w+){0,2} (?:goed|beter|veilig|gevaarlijk|sterk genoeg) (?:voor|tegen|bij)? `, v),
    rule("nl.change.stop_continue", String.raw` {MODAL} {WHO}(?: \w+){0,3} {MED}(?: \w+){0,4} {STOPVERB} `, v),
    rule("nl.change.stop_with", String.raw` {MODAL} {WHO}(?: \w+){0,2} (?:stoppen|ophouden|beginnen|starten) met(?: \w+){0,2} {MED} `, v),
    rule("nl.change.combine", String.raw` {MED}(?: \w+){0,3} (?:samen met|combineren met|met|en)(?: \w+){0,2} {MED}(?: \w+){0,3} (?:nemen|innemen|combineren|gebruiken|samen) `, v),
    // "Behandel ik migraine?" is a few phonemes from "Hoe wordt migraine behandeld?": STT can turn
    // the informational form into the advice-seeking one, so the inverted form is refused.
    rule("nl.advice.inversion_treat", String.raw` (?:behandel|genees|verzorg|bestrijd) (?:ik|je) `, v),
    rule("nl.advice.inversion_take", String.raw` (?:neem|slik|gebruik|spuit) (?:ik|je)(?: \w+){0,3} {MED} `, v),
    rule("nl.advice.inversion_have", String.raw` (?:heb|zou) ik (?:misschien |soms |dan |echt |nu )?(?:{CONDITION}) `, v),
    rule("nl.advice.should_i_go_emergency", String.raw` (?:moet|zal|zou) ik (?:nu |dan |best |toch )?(?:naar|langs) (?:de |het )?(?:spoed|spoedgevallen|spoeddienst|dokter|huisarts|ziekenhuis)(?: \w+){0,3} (?:met|voor|bij|als|omdat) `, v),
    rule("nl.advice.is_it_serious", String.raw` (?:is (?:dit|dat|het) (?:ernstig|gevaarlijk|besmettelijk|kwaadaardig)|moet ik me (?:zorgen|ongerust) maken|wat (?:heb|mankeer) ik(?: toch| dan| nu)? $|wat is er (?:met mij|mis met mij))`, v),
    rule("nl.advice.what_to_do_symptom", String.raw` (?:wat|hoe) (?:moet|kan|mag) ik(?: \w+){0,2} (?:doen|behandelen|verzorgen|verlichten) (?:tegen|aan|bij|met|voor) (?:mijn|deze|die|de|het) `, v),
    rule("nl.injection.ignore_instructions", String.raw` (?:negeer|vergeet|omzeil)(?: \w+){0,4} (?:instructies|regels|opdracht|richtlijnen|prompt)(?: \w+)*? (?:{MED}|{UNIT}|dosis|medisch|diagnose|voorschrift|behandeling)`, v),
    rule("nl.injection.pretend_doctor", String.raw` (?:doe alsof|stel je voor dat|speel|vanaf nu ben|je bent nu|jij bent nu|gedraag je als)(?: \w+){0,4} {DOCTOR} `, v),
  ],
  handoff: [
    rule("nl.handoff.put_through", String.raw` (?:verbind|verbindt|verbinden)(?: \w+){0,3} (?:door|met) | doorverbinden | doorverbonden | doorschakelen `),
    rule("nl.handoff.speak_person", String.raw` (?:spreken|praten|spreek|praat)(?: \w+){0,2} (?:met )?(?:een |iemand|een echte|de )?(?:mens|persoon|medewerker|medewerkster|operator|onthaal|receptie|telefoniste|secretariaat|iemand) | (?:wil|graag|mag ik|liever)(?: \w+){0,2} (?:een|echte) (?:mens|persoon|medewerker) `),
    rule("nl.handoff.someone_speak", String.raw` (?:iemand|een mens|een medewerker) (?:aan de lijn|spreken|aan de telefoon) `),
    rule("nl.handoff.helpdesk", String.raw` (?:de |het )?(?:onthaal|helpdesk|centrale|operator) (?:alstublieft|aub|graag|a u b) `),
  ],
  repeat: [
    rule("nl.repeat.say_again", String.raw`^ (?:\w+ ){0,3}(?:herhalen|herhaal|nog (?:eens|een keer) zeggen|opnieuw zeggen|wat zei u|wat zei je|wat zegt u|ik versta u niet|ik verstond u niet|ik heb het niet verstaan|niet goed verstaan|sorry wat)(?: \w+){0,4} $`),
    // "Trager, alstublieft": the line says it again; the voice agent also slows down (adaptive speed).
    rule("nl.repeat.slower", String.raw`^ (?:\w+ ){0,4}(?:trager|langzamer|wat rustiger|niet zo snel|te snel)(?: \w+){0,4} $`),
    rule("nl.repeat.pardon", String.raw`^ (?:pardon|sorry|wablief|watte|wat)(?: wat| u| nog eens)? $`),
  ],
  offTopic: [
    rule("nl.offtopic.robot", String.raw` (?:ben|bent) (?:jij|je|u) (?:een )?(?:robot|computer|mens|echt|echte persoon|machine|ai|artificiele intelligentie|chatbot) `),
    rule("nl.offtopic.personal", String.raw` (?:hoe oud ben|hoe heet|ben je getrouwd|ben jij getrouwd|heb je een lief|wat is je lievelingskleur|wat is jouw lievelingskleur|waar woon je|hou je van|vind je mij|wil je met mij|heb jij gevoelens|wat eet je|ben je gelukkig|vertel (?:eens )?een mop|zing (?:eens )?een liedje) `),
    rule("nl.offtopic.weather_sport", String.raw` (?:wat (?:voor )?weer|weerbericht|wie wint|voetbal|de match gisteren) `),
  ],
  farewell: [
    rule("nl.farewell.bye", String.raw` (?:dag|daag|tot ziens|tot later|doei|salut|dag hoor|goedendag dan|fijne dag|nog een fijne dag|dat was alles|dat is alles|meer moest ik niet weten|ik leg in|ik hang op)\s*$`),
    rule("nl.farewell.thanks_done", String.raw`^ (?:oke |ok |ja |goed |super |perfect )?(?:bedankt|dank u|dank je|merci|dankjewel|dankuwel)(?: wel)?(?: voor de informatie| voor uw hulp| voor de hulp)?(?: \w+){0,2} $`),
  ],
  greeting: [rule("nl.greeting.hello", String.raw`^ (?:hallo|hello|hoi|dag|goedendag|goeiedag|goedemorgen|goeiemorgen|goedemiddag|goeiemiddag|goedenavond|goeienavond|hey|hei|allo)`)],
  socialPhrases: [
    "hallo", "hello", "hoi", "hey", "hei", "allo", "dag", "daag", "goedendag", "goeiedag", "goedemorgen", "goeiemorgen", "goedemiddag", "goeiemiddag", "goedenavond", "goeienavond",
    "bedankt", "dank u", "dank je", "dank u wel", "dank je wel", "dankjewel", "dankuwel", "merci", "voor de informatie", "voor uw hulp", "voor de hulp",
    "tot ziens", "tot later", "doei", "fijne dag", "nog een fijne dag", "dat was alles", "dat is alles", "ik leg in", "ik hang op", "hoor", "salut",
    "ja", "oke", "ok", "goed", "super", "perfect", "euh", "eh", "uhm", "mevrouw", "meneer", "ziekenhuis", "allemaal", "met", "u spreekt met", "mijn naam is", "ik ben", "hier is",
  ],
  questionWords: ["wat", "waar", "wanneer", "hoe", "hoeveel", "welke", "welk", "wie", "waarom", "kan", "kunt", "mag", "moet", "is", "zijn", "heeft", "hebt", "wil", "zou", "graag", "vraag"],
};
