/**
 * An audit row's before → after as the fields that changed, each in words: "Phone: 011 30 40 00 →
 * 011 98 76 54" instead of two blocks of JSON. Added items list what they were added with, removed
 * items what they had.
 */

export interface FieldChange {
  /** Path of the field ("names.nl", "schedule"); "" for a value that is not an object (retention days). */
  field: string;
  before: string | null;
  after: string | null;
}

type Flat = Map<string, string>;

/**
 * How a reader reads the stored names and codes: a field's name ("part" → "Part of the day") and a
 * coded value by the field it is in ("morning" → "voormiddag", a path "faq" → "FAQ"); undefined
 * keeps the value as it is. Both as stored by default.
 */
export interface ChangeWords {
  name(name: string): string;
  value(name: string, value: string): string | undefined;
}

const AS_STORED: ChangeWords = { name: (n) => n, value: () => undefined };

function show(value: unknown, words: ChangeWords, name = ""): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return "—";
  if (Array.isArray(value))
    return value.map((v) => (v !== null && typeof v === "object" ? showObject(v as Record<string, unknown>, words) : show(v, words, name))).join("; ");
  if (typeof value === "object") return showObject(value as Record<string, unknown>, words);
  return words.value(name, String(value)) ?? String(value);
}

function showObject(o: Record<string, unknown>, words: ChangeWords): string {
  return Object.entries(o)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${words.name(k)}: ${show(v, words, k)}`)
    .join(", ");
}

/** Nested objects become dotted paths; arrays and scalars are values. */
function flatten(value: unknown, words: ChangeWords, prefix = "", into: Flat = new Map()): Flat {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) flatten(v, words, prefix ? `${prefix}.${k}` : k, into);
  } else if (value !== undefined) {
    into.set(prefix, show(value, words, prefix.split(".").at(-1)));
  }
  return into;
}

/** `words` reads names and codes inside the values (a schedule's days); the paths stay names, for the page to read. */
export function describeChange(before: unknown, after: unknown, words: ChangeWords = AS_STORED): FieldChange[] {
  const b = before === null || before === undefined ? new Map<string, string>() : flatten(before, words);
  const a = after === null || after === undefined ? new Map<string, string>() : flatten(after, words);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields
    .map((field) => ({ field, before: b.get(field) ?? null, after: a.get(field) ?? null }))
    .filter((c) => c.before !== c.after && !(c.before === null && c.after === "—") && !(c.after === null && c.before === "—"));
}
