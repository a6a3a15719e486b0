/** Dutch (incl. Flemish) function words that rarely occur in the other supported languages. */
export const nlMarkers = [
  "de", "het", "een", "en", "van", "ik", "je", "jij", "u", "uw", "wij", "we", "zijn", "is", "wat", "waar",
  "wanneer", "hoe", "hoeveel", "welke", "welk", "kan", "kunt", "moet", "mag", "wil", "niet", "geen", "met",
  "voor", "naar", "bij", "op", "ook", "nog", "er", "dat", "die", "dit", "deze", "zij", "hij", "heb", "heeft",
  "hebben", "mijn", "graag", "alstublieft", "bedankt", "dank", "goedemorgen", "goedemiddag", "goedenavond", "dag",
  "ja", "nee", "meer", "over", "tot", "om", "uur", "afspraak", "dokter", "ziekenhuis", "parkeren", "bezoekuren",
];
