/** English written abbreviations a full stop does not end ("Dr. Smith", "e.g. the chapel"). */
export const en: readonly string[] = ["Dr", "Prof", "St", "Sr", "Jr", "Mr", "Mrs", "Ms", "e.g", "i.e", "etc", "vs", "cf"];
