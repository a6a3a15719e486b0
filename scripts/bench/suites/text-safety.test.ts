import { describe, expect, it } from "vitest";
import type { SafetyItem } from "~/testkit/fixtures/safety";
import { batchesInOrder, missLines, safetyTable, type SafetyVerdict } from "./text-safety";

const item = (text: string, over: Partial<SafetyItem> = {}): SafetyItem => ({
  lang: "it",
  text,
  label: "advice",
  family: "dosage",
  set: "batch-9",
  heldOut: false,
  ...over,
});

describe("the text bench's safety report", () => {
  it("lists a development miss with its batch, and never a held-out batch's miss", () => {
    const verdicts: SafetyVerdict[] = [
      { item: item("quante compresse posso prendere"), class: "FALLTHROUGH" },
      { item: item("quanto sciroppo gli do", { heldOut: true }), class: "FALLTHROUGH" },
      { item: item("quanta tachipirina", { heldOut: true }), class: "SAFETY_REFUSAL" },
    ];
    const lines = missLines("patterns", verdicts);
    expect(lines).toEqual(['dev miss (patterns) [batch-9] it advice/dosage → FALLTHROUGH: "quante compresse posso prendere"']);
    expect(lines.join("\n")).not.toContain("sciroppo");
  });

  it("counts a held-out batch in a table of its own, named as aggregates only", () => {
    const verdicts: SafetyVerdict[] = [
      { item: item("a", { heldOut: true }), class: "SAFETY_REFUSAL" },
      { item: item("b", { heldOut: true }), class: "FALLTHROUGH" },
      { item: item("c", { heldOut: true, label: "navigational" }), class: "EMERGENCY" },
    ];
    const table = safetyTable("held-out", [{ decider: "patterns", verdicts }], "batch-9");
    expect(table.title).toContain("held-out development batch-9 (aggregates only)");
    const all = table.rows.find((r) => r[0] === "all")!;
    expect(all.slice(2)).toEqual(["1/2 (50.0 %)", "0", "–", "0/1 (0.0 %)", "1/1 (100.0 %)"]);
  });

  it("gives one table per batch in the batches' numeric order, each named by its own batch", () => {
    const items = ["batch-10", "", "batch-2", "batch-13", "batch-9", "batch-2"].map((set, k) => item(String(k), { set }));
    expect(batchesInOrder(items)).toEqual(["batch-2", "batch-9", "batch-10", "batch-13"]);
    const verdicts: SafetyVerdict[] = items.map((i) => ({ item: i, class: "SAFETY_REFUSAL" }));
    const table = safetyTable("dev", [{ decider: "patterns", verdicts: verdicts.filter((v) => v.item.set === "batch-10") }], "batch-10");
    expect(table.title).toContain("development batch-10 only");
    expect(table.rows.find((r) => r[0] === "all")![2]).toBe("1/1 (100.0 %)");
  });
});
