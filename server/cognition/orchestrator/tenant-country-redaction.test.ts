/**
 * A caller's own number leaves the stored transcript whatever country it is from: a Dutch mobile on
 * a Belgian line, and a national number of the hospital's own country when that country is none of
 * the languages' (a German hospital, its helpdesk written with +49). Real turns through the whole
 * pipeline; the stored, redacted transcript is read back.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { conversationMessages } from "~/server/db/schema";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { MINI_TENANT_YAML, writeMiniBundle } from "~/server/knowledge/test-bundle";
import { createTestDatabase } from "~/testkit/db/test-database";
import { runTurn, settlePersistence, type TurnDeps } from "./index";

const TENANT = "klinik-mini";

let h: DatabaseHandle;
let deps: TurnDeps;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  h = await createTestDatabase();
  const germanHelpdesk = MINI_TENANT_YAML(TENANT).replace('phones: { helpdesk: "011 30 40 00" }', 'phones: { helpdesk: "+49 30 12345678" }');
  const bundle = await writeMiniBundle(TENANT, { "tenant.yaml": germanHelpdesk });
  cleanup = bundle.cleanup;
  const embedder = createLocalEmbedder();
  const ingested = await ingestTenantDir(h.db, bundle.dir, { embedder });
  if (!ingested.ok) throw new Error(`the mini bundle did not ingest: ${JSON.stringify(ingested)}`);
  deps = { db: h.db, embedder, llm: null };
}, 120_000);
afterAll(async () => {
  await settlePersistence();
  await h?.close();
  await cleanup?.();
});

async function storedTranscript(conversation: string, text: string): Promise<string> {
  const r = await runTurn(deps, { tenant: TENANT, conversation, text, lang: "en", channel: "cli" });
  await settlePersistence();
  const [row] = await h.db
    .select({ redacted: conversationMessages.utteranceRedacted })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, r.conversationId));
  return row!.redacted;
}

describe("a caller's phone number in the stored transcript", () => {
  it("a German mobile, written nationally, on a German hospital's line", async () => {
    expect(await storedTranscript("de-mobile", "Where can I park? Call me back on 0151 23456789.")).toBe("Where can I park? Call me back on <PHONE>.");
  });

  it("a Dutch mobile, and one read out digit by digit", async () => {
    expect(await storedTranscript("nl-mobile", "Where can I park? My number is 06 12 34 56 78.")).toBe("Where can I park? My number is <PHONE>.");
    expect(await storedTranscript("nl-spoken", "where can I park my number is zero six one two three four five six seven eight")).toBe(
      "where can I park my number is <PHONE>",
    );
  });

  it("times, rooms and prices stay", async () => {
    const text = "Visiting from 14.30 in room 412? Parking is 12,50 a day.";
    expect(await storedTranscript("near-miss", text)).toBe(text);
  });
});
