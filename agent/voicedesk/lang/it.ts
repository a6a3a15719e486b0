import type { VoicePack } from "./pack";

export const it: VoicePack = {
  greeting: (tenant) => `Buongiorno, sta parlando con la linea informativa automatica di ${tenant}. Sono un assistente digitale e non do consigli medici. Come posso aiutarla?`,
  fillers: ["Un momento, per favore.", "Controllo subito per lei.", "Ci vuole un po' più del solito, grazie per la pazienza."],
  backchannels: ["mhm", "hm", "hmm", "sì", "si", "certo", "ok", "okay", "va bene", "bene", "ah", "ah sì", "capisco", "esatto", "d'accordo", "d accordo", "giusto"],
  slowerRequests: ["più piano", "più lentamente", "troppo veloce", "parli piano", "parli più lentamente", "rallenti"],
  fasterRequests: ["più veloce", "velocità normale", "ritmo normale"],
  distressCues: ["panico", "ho paura", "urgente", "aiuto", "mi aiuti", "preoccupato", "preoccupata", "agitato", "agitata", "non so cosa fare"],
  dictationLeadIns: ["il mio numero è", "il mio numero di telefono è", "il numero è", "mi chiamo", "il mio nome è", "le compito", "la mia data di nascita è", "il mio codice fiscale è"],
  technicalFallback: (helpdesk) => `Mi dispiace, qualcosa non ha funzionato da parte nostra. La trasferisco all'accoglienza, oppure chiami lei il ${helpdesk}.`,
  numberWords: ["zero", "uno", "una", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci", "venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta", "ottanta", "novanta", "cento"],
};
