/**
 * Property-based fuzzing of every procedure of the app router and every CLI op: arbitrary strings
 * (control characters, lone surrogates, bidi overrides, emoji, a megabyte) and arbitrary JSON shapes
 * get a 4xx or a normal answer — never an internal error — and afterwards the database holds every
 * answered turn and no forbidden character, and the log stream holds no internal error and no lost
 * turn. The procedures are enumerated from the router, so a new one is fuzzed without editing this.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs, type CapturedLogs } from "~/lib/logger";
import { answerLine } from "~/server/cli/batch";
import { batchRegistry } from "~/server/cli/registry";
import { settlePersistence } from "~/server/cognition/orchestrator";
import { queryRows, type DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { resetEnvCache } from "~/lib/env";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { writeMiniBundle } from "~/server/knowledge/test-bundle";
import { PROCEDURES, type ProcedureEntry } from "./procedure-table";
import { createCaller } from "./root";
import { apiErrorOf } from "./trpc";
import { serveApiForTests } from "./serve-for-tests";

const TENANT = "fuzzmini";
const AGENT_TOKEN = "fuzz-agent-token-0123456789abcdef";
const RUNS = Number(process.env.VOICEDESK_FUZZ_RUNS ?? 60);
/**
 * A property run is hundreds of calls of pure CPU: ≈ 10 s on a quiet machine, but npm test runs
 * the unit tests at low priority beside the real-time lanes, and on a loaded host one property
 * took past the 60 s default (a timeout, not a finding). Its own, larger bound.
 */
const PROPERTY_TIMEOUT_MS = 240_000;
const MEGABYTE = "Wat zijn de bezoekuren? ".repeat(44_000);

/** Strings a hostile or broken client sends. */
const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.constantFrom(
    "\u0000",
    "wat\u0000zijn",
    "\u0007\u001b[2J",
    "bezoek\r\nuren",
    "\ud800",
    "a\udfffb",
    "\u202egnikrap",
    "\u2066x\u2069",
    "مرحبا, waar is de spoed?",
    "🏥🚑 parking?",
    "",
  ),
  fc.constant(MEGABYTE),
);

/** Plausible values for the fields procedures take, so the fuzzer gets past the first check too. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  tenant: fc.oneof(fc.constant(TENANT), hostileString, fc.constant("x".repeat(1_000_000))),
  lang: fc.oneof(fc.constantFrom("nl", "en", "fr", "it"), hostileString),
  // Absent too: the typed chat's first question names no conversation (its token comes with the answer).
  conversation: fc.oneof(fc.constant(undefined), fc.stringMatching(/^[a-z0-9-]{1,20}$/), hostileString),
  channel: fc.constantFrom("voice", "sip", "web", "chat", "nope"),
  text: hostileString,
  medical: fc.boolean(),
  conversationId: fc.oneof(fc.uuid(), hostileString),
  turnIndex: fc.oneof(fc.nat(5), fc.integer(), fc.double()),
  timings: fc.oneof(fc.record({ transcriptMs: fc.double(), firstAudioMs: fc.nat() }, { requiredKeys: [] }), fc.anything()),
  intent: fc.oneof(fc.constantFrom("parking", "visiting_hours"), hostileString),
  limit: fc.oneof(fc.integer(), fc.double()),
  files: fc.oneof(
    fc.array(fc.record({ path: fc.oneof(fc.constantFrom("tenant.yaml", "docs/a.md", "../etc/passwd"), hostileString), content: hostileString }), {
      maxLength: 3,
    }),
    fc.anything(),
  ),
};

function inputFor(proc: ProcedureEntry): fc.Arbitrary<unknown> {
  const keys = [...new Set(proc.inputs.flatMap((i) => Object.keys(i.shape ?? {})))];
  if (keys.length === 0) return fc.oneof(fc.constant(undefined), fc.anything());
  const field = (k: string) => fc.oneof({ weight: 5, arbitrary: plausible[k] ?? hostileString }, { weight: 1, arbitrary: fc.anything() });
  const fields = Object.fromEntries(keys.map((k) => [k, field(k)]));
  // Mostly whole inputs with hostile values (so handlers run), some with fields missing, some junk.
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(fields) },
    { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.anything() },
  );
}

async function invoke(caller: unknown, path: string, type: ProcedureEntry["type"], input: unknown): Promise<unknown> {
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (i: unknown) => Promise<unknown>;
  const result = await fn(input);
  if (type === "subscription" || (result && typeof result === "object" && Symbol.asyncIterator in result)) {
    const items: unknown[] = [];
    for await (const item of result as AsyncIterable<unknown>) items.push(item);
    return items;
  }
  return result;
}

let h: DatabaseHandle;
let cleanupBundle: () => Promise<void>;
let logs: CapturedLogs;
const savedEnv = { ...process.env };

beforeAll(async () => {
  Object.assign(process.env, {
    VOICEDESK_AGENT_TOKEN: AGENT_TOKEN,
    // The fuzzer sends thousands of requests from one address; the limits have their own tests.
    RATE_LIMIT_CALLS_PER_MINUTE: "1000000",
    RATE_LIMIT_CHAT_TURNS_PER_MINUTE: "1000000",
    RATE_LIMIT_PUBLIC_PER_MINUTE: "1000000",
    LIVEKIT_API_KEY: "fuzz-key",
    LIVEKIT_API_SECRET: "fuzz-secret-long-enough-for-hs256-signing",
  });
  resetEnvCache();
  h = await createTestDatabase();
  const bundle = await writeMiniBundle(TENANT);
  cleanupBundle = bundle.cleanup;
  const ingested = await ingestTenantDir(h.db, bundle.dir, { embedder: createLocalEmbedder() });
  if (!ingested.ok) throw new Error("fuzz bundle did not ingest");
  logs = captureLogs();
});

afterAll(async () => {
  logs?.restore();
  await settlePersistence();
  await h?.close();
  await cleanupBundle?.();
  process.env = savedEnv;
  resetEnvCache();
});

describe("every procedure, called with arbitrary input, answers or refuses — never fails", () => {
  const callers = {
    anonymous: () => createCaller({ db: h.db, session: null, headers: new Headers() }),
    agent: () => createCaller({ db: h.db, session: null, headers: new Headers({ authorization: `Bearer ${AGENT_TOKEN}` }) }),
  };

  for (const proc of PROCEDURES) {
    const { path } = proc;
    for (const [who, makeCaller] of Object.entries(callers)) {
      it(
        `${path} (${who})`,
        async () => {
          await fc.assert(
            fc.asyncProperty(inputFor(proc), async (input) => {
              try {
                await invoke(makeCaller(), path, proc.type, input);
              } catch (err) {
                // A streamed procedure's user-facing error (an unknown hospital, say) is thrown after
                // the middlewares returned; over HTTP the error formatter maps it (apiErrorOf), which a
                // direct caller skips: map it the same way here (found by a fresh-clone run, seed 1694927995).
                const code = (err as { code?: string }).code ?? apiErrorOf(err)?.code;
                // A refusal is a client error with a code; anything else is a bug the fuzzer found.
                if (code === undefined || code === "INTERNAL_SERVER_ERROR") throw err;
              }
            }),
            { numRuns: RUNS },
          );
        },
        PROPERTY_TIMEOUT_MS,
      );
    }
  }

  it("afterwards: every answered turn is stored, nothing forbidden reached the database, and no log line tells of an internal error or a lost turn", async () => {
    // One ordinary turn among the fuzzed ones: how many of those got past validation is up to the
    // seed (a run beside another file had none, and "every answered turn is stored" held vacuously
    // and failed its own guard); this one always is, so the count below never compares nothing.
    const ordinary = await callers.anonymous().cognition.turn({ tenant: TENANT, text: "Wat zijn de bezoekuren?" });
    expect(ordinary.spoken.length).toBeGreaterThan(0);
    await settlePersistence();
    const [{ forbidden } = { forbidden: -1 }] = await queryRows<{ forbidden: number }>(
      h.db,
      sql`select count(*)::int as forbidden from conversation_messages where utterance ~ '[\x01-\x08\x0B-\x1F\x7F]' or answer ~ '[\x01-\x08\x0B-\x1F\x7F]'`,
    );
    expect(forbidden).toBe(0);
    const done = logs.events("turn_done").length;
    const [{ stored } = { stored: -1 }] = await queryRows<{ stored: number }>(h.db, sql`select count(*)::int as stored from conversation_messages`);
    expect(done).toBeGreaterThan(0);
    expect(stored).toBe(done);
    for (const event of ["trpc_internal_error", "turn_persist_lost", "turn_dead_lettered", "turn_lost", "batch_op_failed"])
      expect(logs.events(event)).toEqual([]);
  });
});

describe("every CLI op, fed arbitrary lines, answers exactly one JSON object per line — never throws", () => {
  const lineFor = fc.oneof(
    fc.string({ unit: "binary", maxLength: 80 }),
    fc.anything().map((v) => JSON.stringify(v) ?? "null"),
    fc
      .record(
        {
          op: fc.constantFrom(...batchRegistry.keys(), "nope"),
          ...Object.fromEntries(Object.entries(plausible).map(([k, a]) => [k, fc.oneof(a, fc.anything())])),
        },
        { requiredKeys: ["op"] },
      )
      .map((v) => JSON.stringify(v)),
  );

  it(
    "arbitrary lines",
    async () => {
      await fc.assert(
        fc.asyncProperty(lineFor, async (line) => {
          const answer = await answerLine(line, batchRegistry);
          expect(typeof answer).toBe("object");
          // JSON Lines: the answer must survive a round trip as one line.
          expect(JSON.stringify(answer)).not.toMatch(/\n/);
          if ("error" in answer) expect(String(answer.error).length).toBeLessThanOrEqual(600);
        }),
        { numRuns: RUNS * 3 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe("over HTTP, a refusal is a short 4xx that names no file, command or SQL", () => {
  it(
    "public procedures, arbitrary input through the real HTTP adapter",
    async () => {
      const api = await serveApiForTests(h.db);
      try {
        const publicPaths = PROCEDURES.filter((p) => p.type !== "subscription").map((p) => [p.path, p] as const);
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...publicPaths), fc.anything(), hostileString, async ([path, proc], junk, text) => {
            const input = { json: { tenant: TENANT, lang: "nl", conversation: "http-fuzz", text, junk } };
            const url = `${api.appUrl}/api/trpc/${path}`;
            const res =
              proc.type === "query"
                ? await fetch(`${url}?input=${encodeURIComponent(JSON.stringify(input)).slice(0, 6000)}`)
                : await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
            const body = await res.text();
            expect(res.status).toBeLessThan(500);
            if (res.status >= 400) {
              expect(body.length).toBeLessThan(4000);
              expect(body).not.toMatch(/Failed query|select |insert into|node_modules|\.ts:\d+|npm run|stack/i);
            }
          }),
          { numRuns: RUNS },
        );
      } finally {
        await api.close();
      }
    },
    PROPERTY_TIMEOUT_MS,
  );
});
