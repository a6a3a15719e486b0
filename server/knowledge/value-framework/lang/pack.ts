/**
 * One language's unit vocabulary for unit-mismatch admission. Patterns are matched on lower-cased
 * text with word boundaries; `priceAsk` says the caller asks what something costs, the context
 * patterns say what is being priced (parking is time-priced, charging energy-priced).
 */
export interface UnitPack {
  priceAsk: RegExp;
  parkingContext: RegExp;
  /** A whole day priced ("for a whole day"): heard only in a price question, where it asks the day's price. */
  wholeDay: RegExp;
  /** One hour priced ("for one hour"): heard only in a price question, where it asks the hourly rate. */
  oneHour: RegExp;
  /**
   * A length of stay counted ("for three hours", "twee dagen", "deux semaines", "tre ore"): the
   * caller asks one tariff row's price, so one row is said. Matched on folded text (accents gone).
   */
  stayLength: RegExp;
  chargingContext: RegExp;
  explicit: { per_hour: RegExp; per_session: RegExp; per_day: RegExp; per_week: RegExp; per_kwh: RegExp; per_item: RegExp };
}
