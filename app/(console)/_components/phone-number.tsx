/**
 * A phone number in a table cell, kept on one line: "011 30 42 00" broken after "42" reads as two
 * numbers. An absent one is a dash, like the console's other empty cells.
 */
export function PhoneNumber({ phone }: { phone: string | null | undefined }) {
  return <span style={{ whiteSpace: "nowrap" }}>{phone || "—"}</span>;
}
