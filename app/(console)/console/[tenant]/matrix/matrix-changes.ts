/**
 * What the matrix's save button counts. A cell holds a default and maybe a stored override; the
 * admin's draft holds a typed number, or null for "back to the default". A value equal to the
 * default is no override, so typing a cell's default (or resetting it) where none is stored is no
 * change, and a draft equal to what is stored is none either: "Save 1 changes" counted both.
 */
export interface MatrixCell {
  default: number;
  override: number | null;
}

export type MatrixDraft = Record<string, number | null>;

/** A drafted or stored value as the override it stands for: null when it is the default. */
export function asOverride(cell: Pick<MatrixCell, "default">, value: number | null): number | null {
  return value === null || value === cell.default ? null : value;
}

/** Whether a drafted value differs from what is stored. */
export function isChange(cell: MatrixCell, drafted: number | null): boolean {
  return asOverride(cell, drafted) !== asOverride(cell, cell.override);
}

/** The draft's real changes, as [cell key, override to store (null: back to the default)]. */
export function matrixChanges(draft: MatrixDraft, cellAt: (key: string) => MatrixCell): (readonly [string, number | null])[] {
  return Object.entries(draft)
    .filter(([key, v]) => isChange(cellAt(key), v))
    .map(([key, v]) => [key, asOverride(cellAt(key), v)] as const);
}
