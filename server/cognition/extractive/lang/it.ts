import type { ExtractivePack } from "../pack";

export const it: ExtractivePack = {
  stopwords: ["il", "lo", "la", "i", "gli", "le", "un", "una", "e", "di", "del", "della", "dei", "io", "lei", "voi", "noi", "è", "sono", "che", "cosa", "dove", "quando", "come", "quanto", "quale", "quali", "posso", "può", "devo", "non", "con", "per", "a", "al", "alla", "in", "nel", "nella", "su", "da", "ci", "si", "questo", "questa", "mi", "l", "c", "ne"],
  unitMismatch: (asked, found) => `Trovo solo una tariffa ${found}, non una tariffa ${asked}.`,
  units: { per_hour: "all'ora", per_session: "per sessione", per_day: "al giorno", per_kwh: "per kilowattora", per_item: "al pezzo" },
};
