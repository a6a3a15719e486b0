import { AUDIT_FIELDS, type AuditField } from "~/contracts/audit";
import { isLang, type Lang } from "~/lib/lang";

/**
 * What an audit row's target is, for a reader: the server writes what identifies the thing changed
 * (a call's id, a department's key, "intent × category", an alert's kind, a run's id), which says
 * nothing to an admin. Each kind of target is read here as something the page can show in words or
 * as a link; anything else (an e-mail, a page's path, a question, a mishear) is already words.
 */
export type AuditTarget =
  | { kind: "call"; id: string }
  | { kind: "erased_calls"; count: number }
  | { kind: "department"; key: string }
  /** `written`: the name the row itself holds (a removed campus's, which no lookup finds any more). */
  | { kind: "campus"; key: string; written?: string }
  /** A doctor by the name their row holds ("Prof. Dr. Hilde Vanderstraeten"), not their key. */
  | { kind: "doctor"; name: string }
  | { kind: "matrix"; intent: string; category: string }
  | { kind: "alert"; alert: "first_audio_p95" | "mismatch_rate" | "postfilter_block" }
  | { kind: "faq"; key: string; lang: Lang }
  | { kind: "evaluation_run" }
  | { kind: "retention" }
  | { kind: "thresholds" }
  | { kind: "all_documents" }
  | { kind: "no_name" }
  | { kind: "text"; text: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ALERTS = ["first_audio_p95", "mismatch_rate", "postfilter_block"] as const;

const countOf = (after: unknown, target: string): number => {
  const counted = after !== null && typeof after === "object" ? (after as { conversations?: unknown }).conversations : undefined;
  if (typeof counted === "number") return counted;
  return Number(/^(\d+)/.exec(target)?.[1] ?? 0);
};

const writtenName = (...values: unknown[]): string | undefined =>
  values
    .map((v) => (v !== null && typeof v === "object" ? (v as { name?: unknown }).name : undefined))
    .find((n): n is string => typeof n === "string" && n !== "");

function doctorName(row: unknown): string | undefined {
  if (row === null || typeof row !== "object") return undefined;
  const { title, firstName, lastName } = row as { title?: unknown; firstName?: unknown; lastName?: unknown };
  const parts = [title, firstName, lastName].filter((p): p is string => typeof p === "string" && p.trim() !== "");
  return typeof lastName === "string" && lastName.trim() !== "" ? parts.join(" ") : undefined;
}

export function auditTarget(action: string, target: string, after: unknown, before?: unknown): AuditTarget {
  if (action === "call.replay" && UUID.test(target)) return { kind: "call", id: target };
  if (action === "conversation.erase") return { kind: "erased_calls", count: 1 };
  if (action === "conversations.erase") return { kind: "erased_calls", count: countOf(after, target) };
  if (action === "department.update") return { kind: "department", key: target };
  if (action === "campus.add" || action === "campus.update" || action === "campus.remove") {
    const written = writtenName(after, before);
    return written ? { kind: "campus", key: target, written } : { kind: "campus", key: target };
  }
  if (action === "matrix.set" || action === "matrix.reset") {
    const [intent, category] = target.split(" × ");
    if (intent && category) return { kind: "matrix", intent, category };
  }
  if (action === "alert.acknowledge" || action === "alert.snooze") {
    const alert = ALERTS.find((a) => a === target);
    if (alert) return { kind: "alert", alert };
  }
  if (action.startsWith("faq.")) {
    const m = /^(.*) \(([a-z]{2})\)$/.exec(target);
    if (m && isLang(m[2]!)) return { kind: "faq", key: m[1]!, lang: m[2] };
  }
  if (action === "doctor.add" || action === "doctor.update" || action === "doctor.remove") {
    const name = doctorName(after) ?? doctorName(before);
    if (name) return { kind: "doctor", name };
  }
  if (action === "evaluation.run") return { kind: "evaluation_run" };
  if (action.startsWith("retention.")) return { kind: "retention" };
  if (action.startsWith("alerts.thresholds.")) return { kind: "thresholds" };
  if (action === "documents.reingest") return { kind: "all_documents" };
  // A person's account named by its id (an account without an e-mail on record).
  if (UUID.test(target)) return { kind: "no_name" };
  return { kind: "text", text: target };
}

/** Fields of a change that only hold ids: a reader can do nothing with them. */
export const ID_FIELDS: ReadonlySet<string> = new Set(["id", "ids", "tenantId", "userId", "conversationId", "documentId", "chunkId"]);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A changed value as a reader reads it: an instant as a date and time, a role or a language in words. */
export function readableValue(
  field: string,
  value: string,
  words: { dateTime: (d: Date) => string; role: (r: string) => string | undefined; language: (l: Lang) => string },
): string {
  if (ISO_INSTANT.test(value)) return words.dateTime(new Date(value));
  if (field === "role") return words.role(value) ?? value;
  if ((field === "lang" || field === "language") && isLang(value)) return words.language(value);
  return value;
}

/** The hospital's places by key, as named in the console (undefined: no such place any more). */
export interface PlaceNames {
  department(key: string): string | undefined;
  campus(key: string): string | undefined;
}

/**
 * A value that is a place's key, as that place's name: a doctor's department and campus (and a
 * consultation's campus) are stored by key, which says nothing to a reader ("campus-noord" for
 * "Campus Noord"). A key no place has any more (removed since) stays as it was written.
 */
export function placeName(field: string, value: string, places: PlaceNames): string | undefined {
  if (field === "department") return places.department(value);
  if (field === "campus") return places.campus(value);
  return undefined;
}

const isAuditField = (name: string): name is AuditField => (AUDIT_FIELDS as readonly string[]).includes(name);

/**
 * A field's name in words: each part of its path by the server's list ("expiresAt" → "Link valid
 * until"), a language part as the language ("names.nl" → "Names (Dutch)"), parts joined by "›".
 * A name the list does not have (a row written before a field was renamed) is split into words
 * rather than shown as code: "someOldField" → "Some old field".
 */
export function auditFieldWords(field: string, words: { field: (f: AuditField) => string; language: (l: Lang) => string }): string {
  const parts: string[] = [];
  for (const part of field.split(".")) {
    if (isLang(part) && parts.length) parts[parts.length - 1] += ` (${words.language(part)})`;
    else parts.push(isAuditField(part) ? words.field(part) : spelledOut(part));
  }
  return parts.join(" › ");
}

function spelledOut(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
