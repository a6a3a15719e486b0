import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { countSealedRun } from "./sealed-runs";

describe("countSealedRun", () => {
  const fresh = () => join(mkdtempSync(join(tmpdir(), "sealed-runs-")), "sub", "sealed-runs.json");

  it("counts each suite's sealed runs apart, and keeps the count in an owner-only file", () => {
    const file = fresh();
    expect(countSealedRun("understanding", file)).toBe(1);
    expect(countSealedRun("understanding", file)).toBe(2);
    expect(countSealedRun("text", file)).toBe(1);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ understanding: 2, text: 1 });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("starts again from one when the file cannot be read, rather than failing the run", () => {
    const file = fresh();
    countSealedRun("understanding", file);
    writeFileSync(file, "not json");
    expect(countSealedRun("understanding", file)).toBe(1);
  });
});
