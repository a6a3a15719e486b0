import type { VoicePack } from "./pack";

export const fr: VoicePack = {
  greeting: (tenant) => `Bonjour, vous êtes en ligne avec le service d'information automatique de ${tenant}. Je suis un assistant numérique et je ne donne pas d'avis médical. Comment puis-je vous aider ?`,
  fillers: ["Un instant, s'il vous plaît.", "Je regarde cela pour vous.", "Cela prend un peu plus de temps que d'habitude, merci de votre patience."],
  backchannels: ["mhm", "hm", "hmm", "oui", "ouais", "d'accord", "d accord", "ok", "okay", "bien", "très bien", "ah", "ah bon", "je vois", "exactement", "voilà", "entendu"],
  slowerRequests: ["plus lentement", "moins vite", "trop vite", "parlez lentement", "ralentir", "ralentissez", "doucement"],
  fasterRequests: ["plus vite", "vitesse normale", "rythme normal"],
  distressCues: ["panique", "j'ai peur", "urgent", "aidez-moi", "au secours", "inquiet", "inquiète", "angoissé", "angoissée", "je ne sais plus"],
  dictationLeadIns: ["mon numéro est", "mon numéro de téléphone est", "le numéro est", "je m'appelle", "mon nom est", "j'épelle", "ma date de naissance est", "mon numéro national est"],
  technicalFallback: (helpdesk) => `Je suis désolé, un problème est survenu de notre côté. Je vous transfère à l'accueil, ou appelez vous-même le ${helpdesk}.`,
  numberWords: ["zéro", "un", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "vingt", "trente", "quarante", "cinquante", "soixante", "septante", "huitante", "nonante", "cent"],
};
