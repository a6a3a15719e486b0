import { describe, expect, it } from "vitest";
import type { Embedder, EmbedRole } from "~/server/knowledge/embedding";
import { embedQueriesOnce } from "./question-vector";

function recording(fail = 0): { embedder: Embedder; calls: [EmbedRole, string[]][] } {
  const calls: [EmbedRole, string[]][] = [];
  let failures = fail;
  return {
    calls,
    embedder: {
      model: "m",
      dimension: 1,
      embed: async (texts, role) => {
        calls.push([role, texts]);
        if (failures-- > 0) throw new Error("embedder down");
        return texts.map((t) => [t.length]);
      },
    },
  };
}

describe("the turn's embedder", () => {
  it("embeds a question once, however many stages ask for its vector", async () => {
    const { embedder, calls } = recording();
    const turn = embedQueriesOnce(embedder);
    const [a, b] = await Promise.all([turn.embed(["waar is de cafetaria"], "query"), turn.embed(["waar is de cafetaria"], "query")]);
    expect(await turn.embed(["waar is de cafetaria"], "query")).toEqual(a);
    expect(b).toEqual([[20]]);
    expect(calls).toEqual([["query", ["waar is de cafetaria"]]]);
  });

  it("sends passages, batches and other questions through", async () => {
    const { embedder, calls } = recording();
    const turn = embedQueriesOnce(embedder);
    await turn.embed(["x"], "query");
    await turn.embed(["x"], "passage");
    await turn.embed(["x", "y"], "query");
    await turn.embed(["y"], "query");
    expect(calls).toEqual([
      ["query", ["x"]],
      ["passage", ["x"]],
      ["query", ["x", "y"]],
      ["query", ["y"]],
    ]);
  });

  it("does not remember a failure: the next stage that asks tries the server again", async () => {
    const { embedder, calls } = recording(1);
    const turn = embedQueriesOnce(embedder);
    await expect(turn.embed(["x"], "query")).rejects.toThrow("embedder down");
    expect(await turn.embed(["x"], "query")).toEqual([[1]]);
    expect(calls).toHaveLength(2);
  });
});
