import type { PriceUnit } from "~/server/knowledge/value-framework/units";

/** One language's data for the extractive answerer. */
export interface ExtractivePack {
  stopwords: readonly string[];
  /**
   * Words nearly every page of a hospital shares ("ziekenhuis", "patiënt", "campus"): a sentence
   * sharing only those with the question does not answer it ("is er een kapsalon in het
   * ziekenhuis?" must not be answered with any sentence that says "ziekenhuis").
   */
  genericWords: readonly string[];
  /** Said instead of silently transposing units (a per-kWh tariff is not a parking price). */
  unitMismatch(askedUnit: string, foundUnit: string): string;
  units: Record<PriceUnit, string>;
}
