import type { UnitPack } from "./pack";

export const it: UnitPack = {
  priceAsk: /\b(costa|costano|costo|costi|prezzo|prezzi|tariffa|tariffe|pagare|quanto|caro)\b/u,
  parkingContext: /\b(parcheggi\p{L}*|parcheggiare|sosta|auto|macchina)\b/u,
  wholeDay: /\b(intera\s+giornata|giornata\s+intera|tutto\s+il\s+giorno|tutta\s+la\s+giornata)\b/u,
  oneHour: /\b(un|una|1)\s+ora\b/u,
  stayLength:
    /\b(\d+(?:[.,]\d+)?|un|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|qualche|mezza|mezz)\s*(ore|ora|giorni|giorno|giornate?|notti|notte|settimane?)\b/u,
  chargingContext: /\b(ricaric\p{L}*|colonnin\p{L}*|elettric\p{L}*|kwh)\b/u,
  explicit: {
    per_hour: /(\b(all|l|per|a)\s*ora\b|\borari[ao]\s+di\s+sosta\b|\/\s*(ora|h)\b|\bogni\s+ora\b)/u,
    per_session: /\bper\s+(sessione|visita|volta)\b/u,
    per_day: /\b(al\s+giorno|per\s+giorno|giornalier\p{L}*)\b/u,
    per_week: /\b((?:a|alla|per)\s+settimana|settimanal\p{L}*)\b/u,
    per_kwh: /(kwh|kilowattora)/u,
    per_item: /\b(al\s+pezzo|per\s+pezzo|cadauno)\b/u,
  },
};
