import { oneOf, rule } from "../rule";

/** Dosage units are written the same way in every language ("500 mg", "5 ml"). */
export const numericDosage = rule(
  "all.dosage.numeric_unit",
  String.raw` \d+(?: \d+)? ?(?:${oneOf(["mg", "milligram", "milligrams", "milligramme", "milligrammes", "milligrammi", "mcg", "μg", "microgram", "micrograms", "ml", "milliliter", "milliliters", "millilitre", "millilitres", "millilitri", "cc", "ie", "iu", "eenheden", "units", "unites", "unita", "druppels", "drops", "gouttes", "gocce", "puffs", "pufjes"])}) `,
);
