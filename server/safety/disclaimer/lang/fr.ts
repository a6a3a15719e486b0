import type { DisclaimerPack } from "../pack";

export const fr: DisclaimerPack = {
  disclaimer: "À titre d'information, ceci n'est pas un avis médical — ",
  clusters: {
    condition: ["affection", "maladie", "cancer", "tumeur", "infection", "inflammation", "pneumonie", "fracture", "diabete", "asthme", "infarctus", "crise cardiaque", "avc", "hernie", "grippe", "covid", "allergie", "depression", "demence", "epilepsie", "insuffisance cardiaque", "blessure", "plaie", "brulure"],
    symptom: ["fievre", "mal de tete", "maux de tete", "douleur", "migraine", "fatigue", "vertige", "nausee", "palpitations", "essoufflement", "toux", "saignement", "gonflement", "eruption", "demangeaison", "vomissement", "symptome"],
    treatment: ["traitement", "traiter", "therapie", "medicament", "medication", "chirurgie", "operation", "intervention", "revalidation", "reeducation", "chimiotherapie", "radiotherapie", "dialyse", "vaccin", "anesthesie", "kinesitherapie"],
    diagnostics: ["diagnostic", "irm", "scanner", "ct", "echographie", "radiographie", "prise de sang", "analyse de sang", "biopsie", "endoscopie", "coloscopie", "ecg", "eeg", "examen"],
    specialist: ["cardiologue", "neurologue", "chirurgien", "medecin traitant", "generaliste", "pediatre", "gynecologue", "oncologue", "orthopediste", "radiologue", "anesthesiste", "dermatologue", "psychiatre", "urologue", "gastro enterologue", "pneumologue", "ophtalmologue", "specialiste"],
    care_domain: ["cardiologie", "oncologie", "neurologie", "pediatrie", "gynecologie", "obstetrique", "maternite", "orthopedie", "radiologie", "dermatologie", "urologie", "gastro enterologie", "pneumologie", "psychiatrie", "geriatrie", "soins intensifs", "urgences", "nephrologie", "endocrinologie", "medecine physique", "ophtalmologie"],
  },
};
