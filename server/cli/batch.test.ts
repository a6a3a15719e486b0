import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { runBatch } from "./batch";
import { createRegistry, defineOp } from "./op";

const registry = createRegistry([
  defineOp({
    name: "upper",
    input: z.object({ op: z.literal("upper"), text: z.string() }),
    run: ({ text }) => ({ text: text.toUpperCase() }),
  }),
  defineOp({
    name: "slow",
    input: z.object({ op: z.literal("slow"), ms: z.number(), tag: z.string() }),
    run: async ({ ms, tag }) => {
      await new Promise((r) => setTimeout(r, ms));
      return { tag };
    },
  }),
  defineOp({
    name: "explode",
    input: z.object({ op: z.literal("explode") }),
    run: () => {
      throw new Error("boom");
    },
  }),
]);

async function batch(lines: string[]): Promise<Array<Record<string, unknown>>> {
  const input = new PassThrough();
  const output = new PassThrough();
  const chunks: string[] = [];
  output.on("data", (c: Buffer) => chunks.push(c.toString()));
  const done = runBatch(input, output, registry);
  input.end(lines.join("\n") + "\n");
  await done;
  return chunks
    .join("")
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe("cli batch", () => {
  it("answers exactly one line per input line, in input order, even when earlier ops are slower", async () => {
    const out = await batch([
      JSON.stringify({ op: "slow", ms: 30, tag: "first" }),
      JSON.stringify({ op: "upper", text: "second" }),
      JSON.stringify({ op: "slow", ms: 1, tag: "third" }),
    ]);
    expect(out).toEqual([{ tag: "first" }, { text: "SECOND" }, { tag: "third" }]);
  });

  it("turns malformed JSON, unknown ops, invalid fields and failing ops into error lines and keeps going", async () => {
    const out = await batch([
      "{not json",
      JSON.stringify({ op: "nope" }),
      JSON.stringify({ op: "upper", text: 42 }),
      JSON.stringify({ text: "no op" }),
      JSON.stringify({ op: "explode" }),
      "",
      JSON.stringify({ op: "upper", text: "still alive" }),
    ]);
    expect(out).toHaveLength(7);
    expect(out[0]!.error).toMatch(/invalid JSON/);
    expect(out[1]!.error).toMatch(/unknown op "nope".*upper/);
    expect(out[2]!.error).toMatch(/invalid "upper" request: text/);
    expect(out[3]!.error).toMatch(/op/);
    expect(out[4]!.error).toBe("explode failed: boom");
    expect(out[5]!.error).toMatch(/empty line/);
    expect(out[6]).toEqual({ text: "STILL ALIVE" });
  });

  it("handles CRLF line endings from Windows-made files", async () => {
    const out = await batch([JSON.stringify({ op: "upper", text: "a" }) + "\r", JSON.stringify({ op: "upper", text: "b" })]);
    expect(out).toEqual([{ text: "A" }, { text: "B" }]);
  });
});
