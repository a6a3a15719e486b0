/**
 * How a page names a bus or tram line, in the four languages (a page may be in any of them): the
 * line word, singular or plural, and the number after it. One module, so the kind-of-fact reader
 * (answer-types) and the foreign-facts reader agree on what a line is.
 */
export const LINE_WORDS = String.raw`(?:bus|buses|busses|bussen|tram|trams|lijn|lijnen|buslijn|buslijnen|tramlijn|tramlijnen|line|lines|ligne|lignes|linea|linee|autobus)`;

/**
 * A word that may stand between the line word and its number, saying what kind of line it is:
 * "linee urbane 3 e 11", "lignes urbaines 2 et 5", "night bus 94", "bus number 12". Read as "line 3",
 * "line 11" (an Italian page's "In autobus: linee urbane 3 e 11" carried no line to an English caller).
 * Only these words: after "bus", "ogni 15 minuti" or "every 10 minutes" is a frequency, not a line.
 */
export const LINE_QUALIFIER = String.raw`(?:urban[aeio]|extraurban[aeio]|suburban[aeio]|interurban[aeio]|notturn[aeio]|urbaines?|suburbaines?|interurbaines?|r[ée]gionales?|nocturnes?|regional|night|city|express|stedelijke?|streek|number|nummer|num[ée]ro|nr\.?|n°)`;
