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

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.map((v) => (v !== null && typeof v === "object" ? showObject(v as Record<string, unknown>) : show(v))).join("; ");
  if (typeof value === "object") return showObject(value as Record<string, unknown>);
  return String(value);
}

function showObject(o: Record<string, unknown>): string {
  return Object.entries(o)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k}: ${show(v)}`)
    .join(", ");
}

/** Nested objects become dotted paths; arrays and scalars are values. */
function flatten(value: unknown, prefix = "", into: Flat = new Map()): Flat {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) flatten(v, prefix ? `${prefix}.${k}` : k, into);
  } else if (value !== undefined) {
    into.set(prefix, show(value));
  }
  return into;
}

export function describeChange(before: unknown, after: unknown): FieldChange[] {
  const b = before === null || before === undefined ? new Map<string, string>() : flatten(before);
  const a = after === null || after === undefined ? new Map<string, string>() : flatten(after);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields
    .map((field) => ({ field, before: b.get(field) ?? null, after: a.get(field) ?? null }))
    .filter((c) => c.before !== c.after && !(c.before === null && c.after === "—") && !(c.after === null && c.before === "—"));
}
