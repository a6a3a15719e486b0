import type { UnitPack } from "./pack";

export const en: UnitPack = {
  priceAsk: /\b(cost|costs|price|prices|fee|fees|tariff|tariffs|rate|rates|pay|how much|expensive)\b/u,
  parkingContext: /\b(park|parking|car park|car)\b/u,
  wholeDay: /\b(whole|full|entire|all)\s+day\b/u,
  oneHour: /\b(one|1)\s+hour\b/u,
  stayLength:
    /\b(\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+couple\s+of|a\s+few|half\s+an?)\s+(hours?|hrs?|days?|nights?|weeks?)\b/u,
  chargingContext: /\b(charg\p{L}*|ev|electric|kwh)\b/u,
  explicit: {
    per_hour:
      /(\bper\s+hour\b|\ban\s+hour\b|\b(?:every|each)\s+(?:extra\s+|further\s+|additional\s+|following\s+|subsequent\s+)?hour\b|\/\s*(hour|hr|h)\b|\bhourly\b)/u,
    per_session: /\bper\s+(session|visit|time)\b/u,
    per_day: /\b(per\s+day|a\s+day|daily|day\s+maximum|day\s+ticket)\b/u,
    per_week: /\b(per\s+week|a\s+week|weekly)\b/u,
    per_kwh: /(kwh|kilowatt)/u,
    per_item: /\b(per\s+(item|piece|copy)|each)\b/u,
  },
};
