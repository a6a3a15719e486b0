/**
 * A turn is never lost silently, and a failing database never puts the caller's words in the logs.
 * The failures here are real: a trigger that refuses every write makes Postgres (PGlite) fail the
 * statement, and the driver's error carries the statement and its parameters — exactly
 * what once reached the log stream unredacted.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "~/lib/logger";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { resetEnvCache } from "~/lib/env";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { writeMiniBundle } from "~/server/knowledge/test-bundle";
import { deadLetterCounts, deadLetterPath, deadLetterTurn } from "./dead-letter";
import { runTurn, settlePersistence, type TurnDeps } from "../index";
import type { TurnRecord } from "./turn-record";

/** A valid Belgian national register number (checksum 97 − 850730033 mod 97 = 28), a mobile number, an e-mail. */
const NATIONAL_NUMBER = "85.07.30-033.28";
const PHONE = "0475 12 34 56";
const EMAIL = "jan.peeters@example.be";
const WORDS = `Mijn rijksregisternummer is ${NATIONAL_NUMBER}, bel me op ${PHONE} of mail ${EMAIL}. Wat zijn de bezoekuren?`;

let h: DatabaseHandle;
let deps: TurnDeps;
let dataDir: string;
let cleanupBundle: () => Promise<void>;
const savedDataDir = process.env.VOICEDESK_DATA_DIR;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "vd-dead-letter-"));
  process.env.VOICEDESK_DATA_DIR = dataDir;
  resetEnvCache();
  h = await createTestDatabase();
  const embedder = createLocalEmbedder();
  const bundle = await writeMiniBundle("deadletter");
  cleanupBundle = bundle.cleanup;
  const ingested = await ingestTenantDir(h.db, bundle.dir, { embedder });
  if (!ingested.ok) throw new Error("mini bundle did not ingest");
  deps = { db: h.db, embedder, llm: null };
});

afterAll(async () => {
  await settlePersistence();
  await h?.close();
  await cleanupBundle?.();
  await rm(dataDir, { recursive: true, force: true });
  if (savedDataDir === undefined) delete process.env.VOICEDESK_DATA_DIR;
  else process.env.VOICEDESK_DATA_DIR = savedDataDir;
  resetEnvCache();
});

/** A trigger that makes Postgres refuse every insert into, or update of, the table: a real statement failure. */
async function refuseWritesTo(table: "conversation_messages" | "conversations", op: "INSERT" | "UPDATE"): Promise<() => Promise<void>> {
  const name = `refuse_${table}`;
  await h.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'writes to ${table} refused'; END $$ LANGUAGE plpgsql`),
  );
  await h.db.execute(sql.raw(`CREATE TRIGGER ${name} BEFORE ${op} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`));
  return async () => void (await h.db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`)));
}

async function deadLetters(): Promise<Array<Record<string, unknown>>> {
  const text = await readFile(deadLetterPath(dataDir), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

function expectNoPersonalData(text: string): void {
  expect(text).not.toContain(NATIONAL_NUMBER);
  expect(text).not.toContain("850730");
  expect(text).not.toContain(PHONE);
  expect(text).not.toContain("0475123456");
  expect(text).not.toContain(EMAIL);
}

describe("a turn the database will not take", () => {
  it("when the message write fails every retry: the caller still gets the answer, the turn lands in the dead-letter file, redacted, and no log line holds the caller's words", async () => {
    const restore = await refuseWritesTo("conversation_messages", "INSERT");
    const before = deadLetterCounts().written;
    const logs = captureLogs();
    try {
      const result = await runTurn(deps, { tenant: "deadletter", conversation: "dl-message", text: WORDS, channel: "cli" });
      expect(result.spoken.length).toBeGreaterThan(0);
      await settlePersistence("deadletter:dl-message");
    } finally {
      logs.restore();
      await restore();
    }
    expect(deadLetterCounts().written).toBe(before + 1);
    const letters = (await deadLetters()).filter((l) => l.conversationKey === "dl-message");
    expect(letters).toHaveLength(1);
    expect(letters[0]!.utteranceRedacted).toMatch(/<NATIONAL_ID>.*<PHONE>.*<EMAIL>/);
    expect((letters[0]!.error as { message: string }).message).toMatch(/withheld/);
    expectNoPersonalData(JSON.stringify(letters));

    // The failure was real and was logged (retries, then the dead letter) — without the words.
    expect(logs.events("message_write_retry").length).toBeGreaterThan(0);
    expect(logs.events("turn_dead_lettered")).toHaveLength(1);
    expectNoPersonalData(JSON.stringify(logs.records()));
  });

  it("when the conversation's own state cannot be saved: the same — dead letter, nothing personal in the logs", async () => {
    // The conversation must exist before its updates are refused.
    await runTurn(deps, { tenant: "deadletter", conversation: "dl-state", text: "Wat zijn de bezoekuren?", channel: "cli" });
    await settlePersistence("deadletter:dl-state");
    const restore = await refuseWritesTo("conversations", "UPDATE");
    const logs = captureLogs();
    try {
      await runTurn(deps, { tenant: "deadletter", conversation: "dl-state", text: WORDS, channel: "cli" });
      await settlePersistence("deadletter:dl-state");
    } finally {
      logs.restore();
      await restore();
    }
    const letters = (await deadLetters()).filter((l) => l.conversationKey === "dl-state");
    expect(letters).toHaveLength(1);
    expect(letters[0]!.turnIndex).toBe(1);
    expect(logs.events("conversation_state_write_retry").length).toBeGreaterThan(0);
    expectNoPersonalData(JSON.stringify(logs.records()));
  });

  it("when even the dead-letter file cannot be written, the loss is logged loudly with ids only and counted", async () => {
    const blocker = join(dataDir, "not-a-directory");
    await writeFile(blocker, "a file where a folder should be");
    const record: TurnRecord = {
      conversation: {
        id: "00000000-0000-4000-8000-000000000001",
        tenantId: "t",
        externalId: "dl-lost",
        lockedLanguage: "nl",
        disclaimerSpoken: false,
        consecutiveNotFound: 0,
        state: { focus: {}, history: [] },
        nextTurnIndex: 0,
      },
      result: {
        conversationId: "00000000-0000-4000-8000-000000000001",
        turnIndex: 0,
        spoken: `We bellen u terug op ${PHONE}.`,
        written: `We bellen u terug op ${PHONE}.`,
        sentences: [`We bellen u terug op ${PHONE}.`],
        language: "nl",
        class: "FALLTHROUGH",
        intent: null,
        path: "faq",
        disclaimer: false,
        citations: [],
        found: true,
        action: "none",
        latencyMs: 1,
      },
      utterance: WORDS,
      utteranceRedacted: "redacted",
      answerWritten: "",
      stageLatencies: {},
      totalMs: 1,
      retrievalCardinality: 0,
      primaryCategory: null,
      postfilterBlocked: false,
      sentencesDropped: 0,
      questionKey: null,
    };
    const before = deadLetterCounts().failed;
    const logs = captureLogs();
    try {
      await deadLetterTurn(record, new Error("database unavailable"), join(blocker, "dead-letter", "turns.jsonl"));
    } finally {
      logs.restore();
    }
    expect(deadLetterCounts().failed).toBe(before + 1);
    const lost = logs.events("turn_lost");
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({ conversationId: record.conversation.id, turnIndex: 0 });
    expectNoPersonalData(JSON.stringify(logs.records()));
  });
});
