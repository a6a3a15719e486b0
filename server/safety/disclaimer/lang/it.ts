import type { DisclaimerPack } from "../pack";

export const it: DisclaimerPack = {
  disclaimer: "A titolo informativo, questo non è un consiglio medico — ",
  clusters: {
    condition: ["patologia", "malattia", "cancro", "tumore", "infezione", "infiammazione", "polmonite", "frattura", "diabete", "asma", "infarto", "ictus", "ernia", "influenza", "covid", "allergia", "depressione", "demenza", "epilessia", "insufficienza cardiaca", "lesione", "ferita", "ustione"],
    symptom: ["febbre", "mal di testa", "dolore", "emicrania", "stanchezza", "vertigini", "nausea", "palpitazioni", "fiato corto", "tosse", "sanguinamento", "gonfiore", "eruzione", "prurito", "vomito", "sintomo", "sintomi"],
    treatment: ["trattamento", "cura", "terapia", "farmaco", "farmaci", "medicinale", "chirurgia", "intervento", "operazione", "riabilitazione", "chemioterapia", "radioterapia", "dialisi", "vaccino", "anestesia", "fisioterapia"],
    diagnostics: ["diagnosi", "risonanza", "tac", "ecografia", "radiografia", "esame del sangue", "esami del sangue", "prelievo", "biopsia", "endoscopia", "colonscopia", "ecg", "eeg", "esame"],
    specialist: ["cardiologo", "neurologo", "chirurgo", "medico di base", "medico di famiglia", "pediatra", "ginecologo", "oncologo", "ortopedico", "radiologo", "anestesista", "dermatologo", "psichiatra", "urologo", "gastroenterologo", "pneumologo", "oculista", "specialista"],
    care_domain: ["cardiologia", "oncologia", "neurologia", "pediatria", "ginecologia", "ostetricia", "maternita", "ortopedia", "radiologia", "dermatologia", "urologia", "gastroenterologia", "pneumologia", "psichiatria", "geriatria", "terapia intensiva", "pronto soccorso", "nefrologia", "endocrinologia", "medicina fisica", "oculistica"],
  },
};
