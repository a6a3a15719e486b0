/**
 * The tenant's known recogniser mishears are corrected inside the turn, in the call's language,
 * on the demo tenant (overlay.yaml: "kardiologie" → cardiologie for Dutch, "lindenof" → Lindenhof
 * for French).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConversationChannel } from "~/contracts/vocabulary";
import type { Lang } from "~/lib/lang";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { conversationMessages } from "~/server/db/schema";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { runTurn, settlePersistence, type TurnDeps } from "../index";

let h: DatabaseHandle;
let deps: TurnDeps;

beforeAll(async () => {
  h = await createDemoDatabase();
  const embedder = createLocalEmbedder();
  deps = { db: h.db, embedder, llm: null };
});

afterAll(async () => {
  await settlePersistence();
  await h?.close();
});

const turn = (conversation: string, text: string, opts: { channel: ConversationChannel; lang?: Lang }) =>
  runTurn(deps, { tenant: "lindenhof", conversation, text, ...opts });

async function storedUtterances(conversationId: string): Promise<string[]> {
  await settlePersistence();
  const rows = await h.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(conversationMessages.turnIndex);
  return rows.map((r) => r.utterance);
}

describe("recogniser mishears are corrected in the call's language", () => {
  it("a voice turn without a declared language, on a call locked to Dutch, gets the Dutch corrections", async () => {
    await turn("mishears-1", "Wat zijn de bezoekuren?", { channel: "voice", lang: "nl" });
    const r = await turn("mishears-1", "Waar is de dienst kardiologie?", { channel: "voice" });
    expect(r.language).toBe("nl");
    expect(r.path).toBe("capability");
    expect(r.spoken).toMatch(/Cardiologie/);
    expect((await storedUtterances(r.conversationId))[1]).toBe("Waar is de dienst cardiologie?");
  });

  it("a French mishear is corrected on a French call and left alone on a Dutch one", async () => {
    const french = await turn("mishears-2", "Quelle est l'adresse du campus lindenof ?", { channel: "sip", lang: "fr" });
    expect(await storedUtterances(french.conversationId)).toEqual(["Quelle est l'adresse du campus Lindenhof ?"]);
    const dutch = await turn("mishears-3", "Wat is het adres van campus lindenof?", { channel: "sip", lang: "nl" });
    expect(await storedUtterances(dutch.conversationId)).toEqual(["Wat is het adres van campus lindenof?"]);
  });

  it("typed text is kept as the caller wrote it", async () => {
    const r = await turn("mishears-4", "Waar is de dienst kardiologie?", { channel: "web", lang: "nl" });
    expect(await storedUtterances(r.conversationId)).toEqual(["Waar is de dienst kardiologie?"]);
  });
});
