import { describe, expect, it } from "vitest";
import { matrixChanges, type MatrixCell } from "./matrix-changes";

const CELLS: Record<string, MatrixCell> = {
  "parking|practical": { default: 1.2, override: null },
  "parking|clinical_info": { default: 0.8, override: 0.6 },
};
const cellAt = (key: string) => CELLS[key]!;

describe("the matrix's changes", () => {
  it("count a typed value that differs from what is stored", () => {
    expect(matrixChanges({ "parking|practical": 1.1 }, cellAt)).toEqual([["parking|practical", 1.1]]);
  });

  it("do not count a cell typed back to its default, or reset, where no override is stored", () => {
    expect(matrixChanges({ "parking|practical": 1.2 }, cellAt)).toEqual([]);
    expect(matrixChanges({ "parking|practical": null }, cellAt)).toEqual([]);
  });

  it("do not count a cell typed back to its stored override", () => {
    expect(matrixChanges({ "parking|clinical_info": 0.6 }, cellAt)).toEqual([]);
  });

  it("save a stored override typed back to its default as 'back to the default'", () => {
    expect(matrixChanges({ "parking|clinical_info": 0.8 }, cellAt)).toEqual([["parking|clinical_info", null]]);
    expect(matrixChanges({ "parking|clinical_info": null }, cellAt)).toEqual([["parking|clinical_info", null]]);
  });
});
