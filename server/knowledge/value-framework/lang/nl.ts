import type { UnitPack } from "./pack";

export const nl: UnitPack = {
  priceAsk: /\b(kost|kosten|prijs|prijzen|tarief|tarieven|betalen|betaal|hoeveel|duur)\b/u,
  parkingContext: /\b(parkeer\p{L}*|parkeren|parking|auto|wagen)\b/u,
  wholeDay: /\b(hele|volledige|ganse)\s+dag\b/u,
  oneHour: /\b(een|1)\s+uur\b/u,
  stayLength:
    /\b(\d+(?:[.,]\d+)?|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|anderhalf|half|enkele|paar)\s+(uur|uren|dag|dagen|nacht|nachten|week|weken)\b/u,
  chargingContext: /\b(laden|opladen|laadpa\p{L}*|laadpunt\p{L}*|laadbeurt|elektrisch\p{L}*|kwh)\b/u,
  explicit: {
    per_hour: /(\bper\s+(uur|begonnen\s+uur|kwartier)\b|\/\s*(uur|u)\b|\buurtarief\b|\b(?:elk|ieder)\s+(?:volgend\s+|bijkomend\s+|extra\s+|verder\s+)?uur\b)/u,
    per_session: /\bper\s+(beurt|sessie|bezoek|keer)\b/u,
    per_day: /\b(per\s+dag|dagmaximum|dagtarief|dagticket)\b/u,
    per_week: /\b(per\s+week|weekkaart|weektarief|weekabonnement|weekticket)\b/u,
    per_kwh: /(kwh|kilowattuur)/u,
    per_item: /\bper\s+(stuk|item|exemplaar)\b/u,
  },
};
