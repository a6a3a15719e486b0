import type { VoicePack } from "./pack";

export const nl: VoicePack = {
  greeting: (tenant) => `Goeiedag, u spreekt met de automatische informatielijn van ${tenant}. Ik ben een digitale assistent en geef geen medisch advies. Waarmee kan ik u helpen?`,
  fillers: ["Een ogenblikje.", "Ik zoek het even voor u op.", "Het duurt iets langer dan gewoonlijk, nog even geduld alstublieft."],
  backchannels: ["mhm", "hm", "hmm", "uhu", "ja", "jaja", "ja ja", "oké", "oke", "ok", "okay", "juist", "ah", "ah ja", "ah zo", "inderdaad", "goed", "akkoord", "precies", "aha", "zeker"],
  slowerRequests: ["trager", "wat trager", "langzamer", "wat langzamer", "niet zo snel", "te snel", "rustiger", "wat rustiger", "trager spreken", "langzaam"],
  fasterRequests: ["sneller", "wat sneller", "gewoon tempo", "normaal tempo"],
  distressCues: ["paniek", "in paniek", "ik ben bang", "dringend", "help", "helpen", "ik weet het niet meer", "ongerust", "angstig", "overstuur"],
  dictationLeadIns: ["mijn nummer is", "mijn telefoonnummer is", "het nummer is", "mijn naam is", "ik heet", "ik spel", "dat is", "mijn rijksregisternummer is", "mijn geboortedatum is"],
  technicalFallback: (helpdesk) => `Het spijt me, er ging iets mis aan onze kant. Ik verbind u door met het onthaal, of belt u zelf naar ${helpdesk}.`,
  numberWords: ["nul", "een", "één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien", "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig", "honderd"],
};
