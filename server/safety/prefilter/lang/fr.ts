import { drugNames } from "../../medication-vocabulary";
import { oneOf, rule } from "../../rule";
import type { PrefilterPack } from "../pack";

const v = {
  MED: `${drugNames}|${oneOf(["medicament", "medicaments", "medication", "remede", "pilule", "pilules", "cachet", "cachets", "comprime", "comprimes", "gelule", "gelules", "antidouleur", "antidouleurs", "anti douleur", "analgesique", "anticoagulant", "anticoagulants", "antidepresseur", "antidepresseurs", "somnifere", "somniferes", "calmant", "sirop", "gouttes", "pommade", "inhalateur", "piqure", "piqures", "traitement"])}`,
  TAKE: oneOf(["prendre", "avaler", "utiliser", "donner", "injecter", "prends", "prenne", "prenons"]),
  MODAL: oneOf(["dois", "doit", "peux", "peut", "puis", "faut il", "faut", "devrais", "pourrais", "est ce que je dois", "est ce que je peux"]),
  WHO: oneOf(["je", "j", "on", "il", "elle", "mon mari", "ma femme", "mon enfant", "mon fils", "ma fille", "ma mere", "mon pere", "mon bebe"]),
  UNIT: oneOf(["mg", "milligrammes", "grammes", "ml", "millilitres", "microgrammes", "unites", "gouttes", "bouffees", "comprimes", "gelules", "cachets", "cuilleres", "sachets"]),
  STOPVERB: oneOf(["arreter", "arrete", "stopper", "continuer", "diminuer", "augmenter", "sauter", "doubler", "combiner", "associer", "melanger"]),
  CONDITION: oneOf(["un cancer", "cancer", "la grippe", "grippe", "le covid", "covid", "du diabete", "diabete", "une infection", "infection", "une pneumonie", "une crise cardiaque", "un infarctus", "un avc", "une migraine", "une hernie", "une fracture", "une tumeur", "une appendicite", "une depression", "une allergie", "de l asthme", "asthme", "quelque chose de grave"]),
  DOCTOR: oneOf(["medecin", "docteur", "generaliste", "pharmacien", "pharmacienne", "infirmier", "infirmiere", "cardiologue", "psychiatre"]),
};

export const fr: PrefilterPack = {
  safety: [
    rule("fr.dosage.combien_prendre", String.raw` combien(?: \w+){0,4} {MODAL}(?: \w+){0,2} (?:en )?{TAKE} `, v),
    rule("fr.dosage.combien_unit", String.raw` combien (?:de |d )?{UNIT} `, v),
    rule("fr.dosage.combien_med", String.raw` combien (?:de |d )?{MED} `, v),
    rule("fr.dosage.dose_word", String.raw` (?:dose|doses|dosage|posologie|surdose|dose maximale) `, v),
    rule("fr.dosage.how_often", String.raw` (?:combien de fois|a quelle frequence|pendant combien de temps)(?: \w+){0,4} {TAKE} `, v),
    rule("fr.dosage.encore_un", String.raw` {MODAL}(?: \w+){0,2} {TAKE} (?:encore |un autre |une autre |un deuxieme |deux |trois )(?:\w+ ){0,2}?{MED} `, v),
    rule("fr.choice.quel_med", String.raw` (?:quel|quelle|quels|quelles) {MED}(?: \w+){0,3} (?:{MODAL}(?: \w+){0,2} {TAKE}|est (?:le |la )?(?:meilleur|meilleure|bon|bonne|sur|efficace)|me conseillez|conseillez vous|recommandez) `, v),
    rule("fr.choice.que_prendre", String.raw` (?:que|qu est ce que)(?: \w+){0,2} {MODAL}(?: \w+){0,2} (?:prendre|faire) (?:pour|contre) `, v),
    rule("fr.choice.is_med_good", String.raw` (?:est ce que )?(?:le |la |les |l )?{MED}(?: \w+){0,2} (?:est|sont) (?:bon|bonne|efficace|dangereux|dangereuse|sur|sure) (?:pour|contre)? `, v),
    rule("fr.change.stop_continue", String.raw` {MODAL}(?: \w+){0,2} {STOPVERB}(?: \w+){0,3} {MED} `, v),
    rule("fr.change.combine", String.raw` (?:prendre|melanger|associer|combiner) (?:le |la |les |l |du |de la |de l |de |des )?{MED}(?: \w+){0,3} (?:avec|et)(?: \w+){0,2} {MED} `, v),
    rule("fr.advice.inversion_treat", String.raw` (?:comment|est ce que) (?:je (?:soigne|traite|guéris|gueris)|soigner|traiter|guerir) (?:mon|ma|mes|ce|cette) `, v),
    rule("fr.advice.do_i_have", String.raw` (?:est ce que j ai|ai je|j ai peut etre|aurais je) {CONDITION} `, v),
    rule("fr.advice.should_i_go", String.raw` (?:dois je|est ce que je dois|faut il que j|je dois) (?:aller|venir|me rendre) (?:aux |a l |chez (?:le |mon )?)(?:urgences|hopital|medecin|generaliste)(?: \w+){0,3} (?:avec|pour|parce|si) `, v),
    rule("fr.advice.is_it_serious", String.raw` (?:est ce (?:que c est )?grave|c est grave|est ce dangereux|est ce contagieux|dois je m inquieter|faut il s inquieter|qu est ce que j ai $)`, v),
    rule("fr.advice.what_to_do_symptom", String.raw` que (?:dois|peux) je faire (?:pour|contre|avec) (?:mon|ma|mes|cette|ce) `, v),
    rule("fr.injection.ignore_instructions", String.raw` (?:ignore|ignorez|oublie|oubliez|contourne)(?: \w+){0,4} (?:instructions|regles|consignes|prompt)(?: \w+)*? (?:{MED}|{UNIT}|medical|medicale|diagnostic|ordonnance|traitement|conseil)`, v),
    rule("fr.injection.pretend_doctor", String.raw` (?:fais comme si|faites comme si|imagine que tu es|imaginez que vous etes|tu es maintenant|vous etes maintenant|joue le role|jouez le role|agis comme|agissez comme)(?: \w+){0,4} {DOCTOR} `, v),
  ],
  handoff: [
    rule("fr.handoff.passer", String.raw` (?:passez|passer|transferez|transferer|mettez|mettre) (?:moi |me )?(?:en relation|en contact|quelqu un|un operateur|une personne|le standard|l accueil|un collaborateur) | passez moi `),
    rule("fr.handoff.parler", String.raw` (?:parler|parle) (?:a|avec) (?:un |une |quelqu un|un vrai |une vraie )?(?:humain|personne|quelqu un|operateur|operatrice|conseiller|conseillere|standardiste|accueil|collaborateur) `),
  ],
  repeat: [
    rule("fr.repeat.repeter", String.raw`^ (?:\w+ ){0,3}(?:repeter|repetez|repete|redire|redites|vous avez dit quoi|qu avez vous dit|je n ai pas compris|j ai pas compris|je n ai pas entendu|encore une fois)(?: \w+){0,4} $`),
    rule("fr.repeat.slower", String.raw`^ (?:\w+ ){0,4}(?:plus lentement|moins vite|trop vite|ralentir|ralentissez)(?: \w+){0,4} $`),
    rule("fr.repeat.pardon", String.raw`^ (?:pardon|comment|quoi|hein|excusez moi)(?: \w+)? $`),
  ],
  offTopic: [
    rule("fr.offtopic.robot", String.raw` (?:es tu|etes vous|tu es|vous etes) (?:un |une )?(?:robot|ordinateur|humain|humaine|vraie personne|machine|ia|intelligence artificielle|chatbot) `),
    rule("fr.offtopic.personal", String.raw` (?:quel age as tu|quel age avez vous|comment tu t appelles|comment vous appelez vous|es tu marie|etes vous marie|ta couleur preferee|votre couleur preferee|ou habites tu|tu m aimes|raconte moi une blague|racontez moi une blague|chante) `),
    rule("fr.offtopic.weather_sport", String.raw` (?:quel temps|la meteo|qui a gagne|le match d hier) `),
  ],
  farewell: [
    rule("fr.farewell.bye", String.raw` (?:au revoir|bonne journee|bonne soiree|a bientot|salut|c est tout|ce sera tout|je raccroche|adieu|bye)\s*$`),
    rule("fr.farewell.thanks_done", String.raw`^ (?:ok |d accord |parfait |tres bien )?(?:merci|merci beaucoup|merci bien|je vous remercie)(?: pour (?:l information|les informations|votre aide))?(?: \w+){0,2} $`),
  ],
  greeting: [rule("fr.greeting.hello", String.raw`^ (?:bonjour|bonsoir|salut|allo|coucou|bonjour madame|bonjour monsieur)`)],
  socialPhrases: [
    "bonjour", "bonsoir", "salut", "allo", "coucou", "madame", "monsieur", "merci", "merci beaucoup", "merci bien", "je vous remercie", "pour l information", "pour les informations", "pour votre aide",
    "au revoir", "bonne journee", "bonne soiree", "a bientot", "c est tout", "ce sera tout", "je raccroche", "adieu", "bye", "ok", "d accord", "parfait", "tres bien", "oui", "euh", "beaucoup", "c est", "je m appelle", "ici", "mon nom est",
  ],
  questionWords: ["quoi", "que", "qu", "ou", "quand", "comment", "combien", "quel", "quelle", "quels", "quelles", "qui", "pourquoi", "est", "puis", "peux", "pouvez", "dois", "voudrais", "faut", "question"],
};
