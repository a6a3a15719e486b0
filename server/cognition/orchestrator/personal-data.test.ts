/**
 * What a hospital's security officer checks first: the words a caller said and heard never reach
 * the log — not even redacted — and a tenant that keeps no transcripts stores none. Real turns,
 * through the real API over HTTP, with every log line of the process captured at trace level.
 */
import { createTRPCClient, httpLink } from "@trpc/client";
import { eq } from "drizzle-orm";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs, logger, type CapturedLogs } from "~/lib/logger";
import type { AppRouter } from "~/server/api/root";
import { serveApiForTests, type TestApi } from "~/server/api/serve-for-tests";
import { SYSTEM_ACTOR } from "~/server/audit";
import { setTranscriptPolicy } from "~/server/console/retention";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { conversationMessages, conversations, pipelineTelemetry, tenants } from "~/server/db/schema";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { writeMiniBundle } from "~/server/knowledge/test-bundle";
import { settlePersistence } from "./index";

const TENANT = "privacy";
/** The probe's caller, and what else callers read out: a card, a patient number, an address. */
const TURNS = [
  "Ik ben Marie Dubois, geboren op 12 maart 1961, ik woon in de Kerkstraat 12 in Hasselt en ik heb borstkanker. Waar is oncologie?",
  "Mijn patiëntnummer is 123456789 en ik betaalde met kaart 4111 1111 1111 1111. Wat zijn de bezoekuren?",
  "Hoeveel kost parkeren? Bel me op 0470 12 34 56.",
  "Ik heb pijn op de borst en kan niet ademen",
];
/** Words from those turns that must appear nowhere in the log, whatever field or message. */
const SECRET_WORDS = ["Dubois", "Marie", "1961", "Kerkstraat", "borstkanker", "123456789", "4111", "0470", "bezoekuren", "parkeren", "ademen"];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/**
 * The log as text to search, without the log's own measurements: each line's millisecond time,
 * fractional timings and the random ids. "0470" stood inside a time (…17604707) and failed a
 * fresh-clone run that had logged no caller's number. Whole numbers below 10^12 (counts, sizes, a
 * number a leak could carry) and every other string stay.
 */
function searchable(records: unknown[]): string {
  return JSON.stringify(records, (_key, value: unknown) => {
    if (typeof value === "number") return Number.isInteger(value) && Math.abs(value) < 1e12 ? value : 0;
    if (typeof value === "string") return value.replace(UUID, "<id>");
    return value;
  });
}

let h: DatabaseHandle;
let api: TestApi;
let cleanup: () => Promise<void>;
let logs: CapturedLogs;
const level = logger.level;

beforeAll(async () => {
  h = await createTestDatabase();
  const bundle = await writeMiniBundle(TENANT);
  cleanup = bundle.cleanup;
  const ingested = await ingestTenantDir(h.db, bundle.dir, { embedder: createLocalEmbedder() });
  if (!ingested.ok) throw new Error("mini bundle did not ingest");
  api = await serveApiForTests(h.db);
});
afterAll(async () => {
  await settlePersistence();
  await api?.close();
  await h?.close();
  await cleanup?.();
});

const client = () => createTRPCClient<AppRouter>({ links: [httpLink({ url: `${api.appUrl}/api/trpc`, transformer: superjson })] });

let firstConversationId: string | undefined;

describe("logs carry ids, classes, sizes and timings — never what was said or heard", () => {
  it("four real turns (name, birth date, address, diagnosis, card, patient number, phone, an emergency): none of their words in any log line", async () => {
    logs = captureLogs();
    logger.level = "trace";
    const answers: string[] = [];
    try {
      for (const text of TURNS) {
        const r = await client().cognition.turn.mutate({ tenant: TENANT, text });
        firstConversationId ??= r.conversationId;
        answers.push(...r.sentences);
      }
      await settlePersistence();
    } finally {
      logs.restore();
      logger.level = level;
    }
    const all = logs.records();
    const turnsDone = logs.events("turn_done");
    // The log is not empty: every turn was logged, with its sizes and classes.
    expect(turnsDone).toHaveLength(TURNS.length);
    expect(turnsDone.map((r) => r.utteranceChars)).toEqual(TURNS.map((t) => t.length));
    expect(turnsDone.every((r) => typeof r.class === "string" && typeof r.ms === "number")).toBe(true);
    const text = searchable(all);
    for (const word of SECRET_WORDS) expect(text, `"${word}" is in the log`).not.toContain(word);
    expect(answers.length).toBeGreaterThan(0);
    for (const sentence of answers) expect(text, `an answer is in the log: ${sentence}`).not.toContain(sentence.slice(0, 40));
  });

  it("the words stay in the database: the turn is stored, its transcript redacted where it is shown", async () => {
    const [row] = await h.db
      .select({ utterance: conversationMessages.utterance, redacted: conversationMessages.utteranceRedacted })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(eq(conversations.id, firstConversationId!));
    expect(row!.utterance).toBe(TURNS[0]);
    expect(row!.redacted).toBe("Ik ben <NAME>, geboren op <BIRTH_DATE>, ik woon in de <ADDRESS> in Hasselt en ik heb borstkanker. Waar is oncologie?");
  });
});

describe("a tenant that keeps no transcripts", () => {
  it("stores the turn's class, path and timings, and no word of the question or the answer", async () => {
    const [tenant] = await h.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, TENANT));
    await setTranscriptPolicy(h.db, tenant!.id, "none", SYSTEM_ACTOR);
    try {
      const r = await client().cognition.turn.mutate({ tenant: TENANT, text: TURNS[2]! });
      expect(r.spoken.length).toBeGreaterThan(0); // the caller still hears the answer
      await settlePersistence();
      const [row] = await h.db
        .select({
          id: conversationMessages.id,
          utterance: conversationMessages.utterance,
          redacted: conversationMessages.utteranceRedacted,
          answer: conversationMessages.answer,
          path: conversationMessages.path,
        })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(eq(conversations.id, r.conversationId));
      expect(row).toMatchObject({ utterance: "", redacted: "", answer: "", path: r.path });
      const [telemetry] = await h.db.select().from(pipelineTelemetry).where(eq(pipelineTelemetry.messageId, row!.id));
      expect(telemetry).toMatchObject({ questionKey: null, terminalClass: r.class });
      expect(telemetry!.totalMs).toBeGreaterThan(0);
      const [conv] = await h.db.select({ state: conversations.state }).from(conversations).where(eq(conversations.id, r.conversationId));
      expect(JSON.stringify(conv!.state)).not.toContain("parkeren");
    } finally {
      await setTranscriptPolicy(h.db, tenant!.id, "kept", SYSTEM_ACTOR);
    }
    // Switched back, the next turn keeps its words again.
    const kept1 = await client().cognition.turn.mutate({ tenant: TENANT, text: "Hoeveel kost parkeren?" });
    await settlePersistence();
    const [kept] = await h.db
      .select({ utterance: conversationMessages.utterance })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(eq(conversations.id, kept1.conversationId));
    expect(kept!.utterance).toBe("Hoeveel kost parkeren?");
  });
});
