import { or, sql, type Column, type SQL } from "drizzle-orm";

/**
 * A LIKE / ILIKE pattern that matches `words` anywhere, literally: a % or _ a person typed in a
 * search box is a character they look for, not a wildcard.
 */
export function containsLiteral(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The accented letters of the line's languages (nl, en, fr, it) and the plain lower-case letter
 * each is searched as, one for one (Postgres's translate() maps character to character). The
 * database runs with the C collation, where ILIKE folds A-Z only: "É" did not find "é", and
 * "emergence" did not find "Émergence". Folding both sides here needs no extension (unaccent is
 * not in every Postgres, nor in PGlite) and no collation of the server's.
 */
const ACCENTED = "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿŸ";
const PLAIN = "aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyy";
const PLAIN_OF = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i]!]));

/**
 * Words as a search matches them: composed, and the table's accented letters made plain. Case is
 * left to ILIKE (A-Z); lower-casing other letters here would part them from the column's.
 */
export function foldForSearch(words: string): string {
  return [...words.normalize("NFC")].map((c) => PLAIN_OF.get(c) ?? c).join("");
}

/** For a list filtered in the process: whether `text` holds `words` as containsFolded matches them. */
export function holdsFolded(text: string, words: string): boolean {
  return foldForSearch(text).toLowerCase().includes(foldForSearch(words).toLowerCase());
}

/**
 * The condition "this text holds these words", as a person expects a search box to match: any case,
 * with or without accents, literally (a typed % is a percent sign). Both the column and the words
 * are folded the same way; ILIKE then leaves only A-Z's case, which it folds itself.
 */
export function containsFolded(column: Column | SQL, words: string): SQL {
  return sql`translate(${column}, ${ACCENTED}, ${PLAIN}) ilike ${containsLiteral(foldForSearch(words))}`;
}

/** Any of the columns holds the words (containsFolded); no words, no condition. */
export function anyContainsFolded(words: string | undefined, columns: (Column | SQL)[]): SQL | undefined {
  const trimmed = words?.trim();
  if (!trimmed) return undefined;
  return or(...columns.map((c) => containsFolded(c, trimmed)));
}
