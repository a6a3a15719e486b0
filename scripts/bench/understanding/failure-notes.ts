import type { Judged } from "./tally";

/**
 * Development mode only: what went wrong, item by item, to develop on — except on a held-out
 * hospital, whose failures stay unread so that its row still measures what was not tuned on.
 */
export function failureNotes(judged: readonly Judged[], heldOut: ReadonlySet<string>): string[] {
  const hidden = judged.filter((j) => heldOut.has(j.outcome.hospital) && j.verdict !== "right" && j.verdict !== "declined");
  const listed = judged
    .filter((j) => !heldOut.has(j.outcome.hospital) && j.verdict !== "right" && j.verdict !== "declined")
    .map(({ outcome: o, verdict, contradictory }) => {
      const q = o.question;
      const spoken = o.result.spoken.replace(/\s+/g, " ").slice(0, 220);
      return `${o.hospital}/${q.id} [${q.lang}] ${verdict}${contradictory ? " (2 scopes)" : ""} path=${o.result.path}: "${q.text}" → "${spoken}"`;
    });
  const notice = [...heldOut].map(
    (slug) =>
      `${slug} is held out: its ${hidden.filter((j) => j.outcome.hospital === slug).length} items that were not right are not listed (read its rows only)`,
  );
  return [...notice, ...listed];
}
