/** Italian function words that rarely occur in the other supported languages. */
export const itMarkers = [
  "il", "lo", "gli", "un", "una", "e", "di", "del", "della", "io", "lei", "voi", "noi", "è", "sono", "che",
  "cosa", "dove", "quando", "come", "quanto", "quale", "quali", "posso", "può", "devo", "deve", "vorrei",
  "voglio", "non", "con", "per", "da", "al", "alla", "anche", "ancora", "ci", "questo", "questa", "lui",
  "ho", "ha", "mio", "mia", "grazie", "buongiorno", "buonasera", "ciao", "sì", "si", "più", "su", "ora",
  "orari", "orario", "appuntamento", "medico", "ospedale", "parcheggiare", "parcheggio", "visita", "favore",
];
