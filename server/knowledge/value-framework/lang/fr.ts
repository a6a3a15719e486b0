import type { UnitPack } from "./pack";

export const fr: UnitPack = {
  priceAsk: /\b(coute|coutent|cout|prix|tarif|tarifs|payer|combien|cher)\b/u,
  parkingContext: /\b(parking|stationnement|stationner|garer|voiture)\b/u,
  wholeDay: /\b(toute\s+la\s+journee|journee\s+entiere|journee\s+complete)\b/u,
  oneHour: /\b(une|1)\s+heure\b/u,
  stayLength:
    /\b(\d+(?:[.,]\d+)?|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quelques|demi)\s*-?\s*(heures?|h|jours?|journees?|nuits?|semaines?)\b/u,
  chargingContext: /\b(recharge\p{L}*|borne\p{L}*|electrique\p{L}*|kwh)\b/u,
  explicit: {
    per_hour: /(\bpar\s+heure\b|\bde\s+l\s*heure\b|\bl\s*heure\b|\/\s*(heure|h)\b|\bhoraire\b|\bchaque\s+heure\b)/u,
    per_session: /\bpar\s+(seance|session|visite|passage)\b/u,
    per_day: /\b(par\s+jour|journalier|maximum\s+journalier|(?:toute\s+la|a\s+la|par)\s+journee)\b/u,
    per_week: /\b(par\s+semaine|a\s+la\s+semaine|hebdomadaire\p{L}*)\b/u,
    per_kwh: /(kwh|kilowattheure)/u,
    per_item: /\b(par\s+piece|la\s+piece|par\s+exemplaire)\b/u,
  },
};
