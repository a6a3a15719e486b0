export type PriceUnit = "per_hour" | "per_session" | "per_day" | "per_kwh" | "per_item";

/** One language's data for the extractive answerer. */
export interface ExtractivePack {
  stopwords: readonly string[];
  /** Said instead of silently transposing units (a per-kWh tariff is not a parking price). */
  unitMismatch(askedUnit: string, foundUnit: string): string;
  units: Record<PriceUnit, string>;
}
