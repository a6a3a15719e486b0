/** French written abbreviations a full stop does not end ("Mme Dubois" is written without one; "Dr." with). */
export const fr: readonly string[] = ["Dr", "Prof", "Mme", "Mlle"];
