import { describe, expect, it, vi } from "vitest";
import { captureLogs } from "~/lib/logger";
import type { Embedder, EmbedRole } from "~/server/knowledge/embedding";
import { createPreparedQuestions } from "./prepared-questions";

/** An embedding server double: each vector is the text's length, and every call is recorded. */
function server(model = "e5", failFirst = 0): { embedder: Embedder; calls: [EmbedRole, string[]][] } {
  const calls: [EmbedRole, string[]][] = [];
  let failures = failFirst;
  return {
    calls,
    embedder: {
      model,
      dimension: 1,
      embed: async (texts, role) => {
        calls.push([role, texts]);
        if (failures-- > 0) throw new Error("embedder down");
        return texts.map((t) => [t.length]);
      },
    },
  };
}

describe("question vectors prepared from the final transcript, before the turn", () => {
  it("the turn that asks for the prepared words gets them without a second call to the server", async () => {
    const { embedder, calls } = server();
    const prepared = createPreparedQuestions();
    prepared.prepare(embedder, "Wat zijn de bezoekuren?");
    expect(calls).toEqual([["query", ["Wat zijn de bezoekuren?"]]]);
    expect(await prepared.serving(embedder).embed(["Wat zijn de bezoekuren?"], "query")).toEqual([[23]]);
    expect(calls).toHaveLength(1);
  });

  it("other words, passages and batches go to the server as before", async () => {
    const { embedder, calls } = server();
    const prepared = createPreparedQuestions();
    prepared.prepare(embedder, "Wat zijn de bezoekuren?");
    const turn = prepared.serving(embedder);
    await turn.embed(["Wat zijn de bezoekuren van kinderen?"], "query");
    await turn.embed(["Wat zijn de bezoekuren?"], "passage");
    await turn.embed(["Wat zijn de bezoekuren?", "x"], "query");
    expect(calls.slice(1)).toEqual([
      ["query", ["Wat zijn de bezoekuren van kinderen?"]],
      ["passage", ["Wat zijn de bezoekuren?"]],
      ["query", ["Wat zijn de bezoekuren?", "x"]],
    ]);
  });

  it("a vector prepared for another model is not handed to this one", async () => {
    const hashing = server("local-hash-v3");
    const e5 = server("e5");
    const prepared = createPreparedQuestions();
    prepared.prepare(hashing.embedder, "parkeren");
    await prepared.serving(e5.embedder).embed(["parkeren"], "query");
    expect(e5.calls).toEqual([["query", ["parkeren"]]]);
  });

  it("a prepare that failed makes the turn ask the server itself, and the turn gets its vector", async () => {
    const { embedder, calls } = server("e5", 1);
    const prepared = createPreparedQuestions();
    prepared.prepare(embedder, "parkeren");
    expect(await prepared.serving(embedder).embed(["parkeren"], "query")).toEqual([[8]]);
    expect(calls).toHaveLength(2);
  });

  it("is used by one turn only, and not after it went stale", async () => {
    let clock = 0;
    const { embedder, calls } = server();
    const prepared = createPreparedQuestions({ ttlMs: 1_000, now: () => clock });
    prepared.prepare(embedder, "parkeren");
    const turn = prepared.serving(embedder);
    await turn.embed(["parkeren"], "query");
    await turn.embed(["parkeren"], "query");
    expect(calls).toHaveLength(2);

    prepared.prepare(embedder, "bus");
    clock = 1_500;
    await turn.embed(["bus"], "query");
    expect(calls.map(([, texts]) => texts[0])).toEqual(["parkeren", "parkeren", "bus", "bus"]);
  });

  it("holds no more than its capacity: the oldest prepared words go first", async () => {
    const { embedder, calls } = server();
    const prepared = createPreparedQuestions({ capacity: 2 });
    for (const text of ["een", "twee", "drie"]) prepared.prepare(embedder, text);
    const turn = prepared.serving(embedder);
    await turn.embed(["een"], "query");
    await turn.embed(["drie"], "query");
    // "een" was dropped and asked again; "drie" was still held.
    expect(calls.map(([, texts]) => texts[0])).toEqual(["een", "twee", "drie", "een"]);
  });

  it("lets go of the caller's words when they go stale, even if nothing else is prepared after them", async () => {
    vi.useFakeTimers();
    try {
      const { embedder, calls } = server();
      // A clock that never moves: only letting go on time can make the turn ask the server again.
      const prepared = createPreparedQuestions({ ttlMs: 1_000, now: () => 0 });
      prepared.prepare(embedder, "bus");
      await vi.advanceTimersByTimeAsync(1_001);
      await prepared.serving(embedder).embed(["bus"], "query");
      expect(calls.map(([, texts]) => texts[0])).toEqual(["bus", "bus"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a failed prepare is logged by its class only, never with the words an embedding server quoted back", async () => {
    const logs = captureLogs();
    try {
      const quoting: Embedder = {
        model: "e5",
        dimension: 1,
        embed: async (texts) => {
          throw new Error(`the e5 embedding server answered 500: cannot embed "${texts[0]}"`);
        },
      };
      const prepared = createPreparedQuestions();
      prepared.prepare(quoting, "mijn zoon heeft koorts");
      await expect.poll(() => logs.events("prepared_question_failed")).toHaveLength(1);
      expect(logs.events("prepared_question_failed")[0]).toMatchObject({ errorClass: "Error", status: null });
      expect(JSON.stringify(logs.records())).not.toContain("koorts");
    } finally {
      logs.restore();
    }
  });
});
