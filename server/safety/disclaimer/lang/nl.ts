import type { DisclaimerPack } from "../pack";

export const nl: DisclaimerPack = {
  disclaimer: "Ter informatie, dit is geen medisch advies — ",
  clusters: {
    condition: ["aandoening", "ziekte", "kanker", "tumor", "infectie", "ontsteking", "longontsteking", "blaasontsteking", "breuk", "beenbreuk", "diabetes", "suikerziekte", "astma", "hartinfarct", "hartaanval", "beroerte", "hernia", "griep", "covid", "allergie", "depressie", "dementie", "epilepsie", "hartfalen", "letsel", "kwetsuur", "wonde", "brandwonde"],
    symptom: ["koorts", "hoofdpijn", "pijn", "buikpijn", "rugpijn", "migraine", "vermoeidheid", "duizeligheid", "misselijkheid", "hartkloppingen", "kortademigheid", "hoest", "bloeding", "zwelling", "uitslag", "jeuk", "braken", "symptoom", "symptomen"],
    treatment: ["behandeling", "behandel", "therapie", "medicatie", "medicijn", "geneesmiddel", "operatie", "ingreep", "chirurgie", "revalidatie", "chemotherapie", "bestraling", "radiotherapie", "dialyse", "vaccin", "verdoving", "narcose", "kinesitherapie"],
    diagnostics: ["diagnose", "mri", "ct scan", "ct", "echografie", "echo", "rontgen", "radiografie", "bloedonderzoek", "bloedafname", "biopsie", "endoscopie", "colonoscopie", "ecg", "eeg", "labo", "onderzoek"],
    specialist: ["cardioloog", "neuroloog", "chirurg", "huisarts", "pediater", "kinderarts", "gynaecoloog", "oncoloog", "orthopedist", "orthopedisch chirurg", "radioloog", "anesthesist", "dermatoloog", "psychiater", "uroloog", "gastro enteroloog", "longarts", "oogarts", "neus keel oorarts", "geriater", "specialist"],
    care_domain: ["cardiologie", "oncologie", "neurologie", "pediatrie", "kindergeneeskunde", "gynaecologie", "verloskunde", "orthopedie", "radiologie", "dermatologie", "urologie", "gastro enterologie", "pneumologie", "psychiatrie", "geriatrie", "intensieve zorg", "spoedgevallen", "spoedeisende hulp", "materniteit", "dialyse", "nefrologie", "endocrinologie", "fysische geneeskunde", "anesthesie", "oogheelkunde", "neus keel oor"],
  },
};
