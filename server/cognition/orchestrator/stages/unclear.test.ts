/**
 * Noise heard as a word or two is not answered: the caller is asked to say it again, once, and the
 * turn stays out of the not-found streak and the dashboard's unanswered questions. On the demo
 * tenant, with the hashing embedder and extractive answers.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConversationChannel } from "~/contracts/vocabulary";
import type { DatabaseHandle } from "~/server/db";
import { pipelineTelemetry } from "~/server/db/schema";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { runTurn, settlePersistence, type TurnDeps } from "../index";
import { vocabularyOf } from "~/server/knowledge/retrieval";
import { holdsNoWordOfThePages, soundsLikeNoise } from "./unclear";

describe("what sounds like noise", () => {
  it("is a word or three with no function word of nl, en, fr or it", () => {
    expect(soundsLikeNoise("Goeden.")).toBe(true);
    expect(soundsLikeNoise("bokelen vrammen")).toBe(true);
    expect(soundsLikeNoise("Parkeren?")).toBe(true);
  });

  it("is never a question with a function word, a longer utterance, or nothing at all", () => {
    expect(soundsLikeNoise("Waar is de cafetaria?")).toBe(false);
    expect(soundsLikeNoise("c'est où")).toBe(false);
    expect(soundsLikeNoise("the parking")).toBe(false);
    expect(soundsLikeNoise("bokelen vrammen sloeren draaien")).toBe(false);
    expect(soundsLikeNoise("")).toBe(false);
  });
});

describe("what holds no word of the pages", () => {
  const pages = vocabularyOf(["De parking ligt achter het gebouw.", "Het bezoekuur is van 14 tot 20 uur.", "Cardiologie"]);

  it("is a word or three with at most one function word and no other word the pages use", () => {
    expect(holdsNoWordOfThePages("met bokelen.", pages)).toBe(true);
    expect(holdsNoWordOfThePages("Goeden.", pages)).toBe(true);
  });

  it("is never a short question on a word the pages use, one with two function words, or a longer one", () => {
    expect(holdsNoWordOfThePages("de parking", pages)).toBe(false);
    expect(holdsNoWordOfThePages("met cardiologie", pages)).toBe(false);
    expect(holdsNoWordOfThePages("waar is bokelen", pages)).toBe(false);
    expect(holdsNoWordOfThePages("met bokelen vrammen sloeren", pages)).toBe(false);
    expect(holdsNoWordOfThePages("", pages)).toBe(false);
  });

  it("judges nothing for a hospital without pages", () => {
    expect(holdsNoWordOfThePages("met bokelen.", vocabularyOf([]))).toBe(false);
  });
});

let h: DatabaseHandle;
let deps: TurnDeps;

beforeAll(async () => {
  h = await createDemoDatabase();
  deps = { db: h.db, embedder: createLocalEmbedder(), llm: null };
});

afterAll(async () => {
  await settlePersistence();
  await h?.close();
});

/** The telemetry row the turn of this conversation left (written once persistence settled). */
async function telemetryOf(conversationId: string) {
  const [row] = await h.db.select().from(pipelineTelemetry).where(eq(pipelineTelemetry.conversationId, conversationId));
  return row;
}

const turn = (conversation: string, text: string, channel: ConversationChannel = "sip") =>
  runTurn(deps, { tenant: "lindenhof", conversation, text, channel, lang: "nl" });

describe("a spoken turn heard as noise", () => {
  it("is asked again instead of answered, and stays out of the unanswered questions", async () => {
    const r = await turn("unclear-1", "Vrammelen.");
    expect(r.class).toBe("UNCLEAR");
    expect(r.spoken).toContain("Kunt u dat herhalen?");
    expect(r.citations).toEqual([]);
    expect(r.action).toBe("none");
    await settlePersistence();
    const row = await telemetryOf(r.conversationId);
    expect(row?.terminalClass).toBe("UNCLEAR");
    expect(row?.questionKey).toBeNull();
  });

  it("'met bokelen.' (a Dutch function word beside no word of the pages) is asked again, not answered nor kept as a question", async () => {
    const r = await turn("unclear-5", "met bokelen.");
    expect(r.class).toBe("UNCLEAR");
    expect(r.spoken).toContain("Kunt u dat herhalen?");
    expect(r.citations).toEqual([]);
    await settlePersistence();
    const row = await telemetryOf(r.conversationId);
    expect(row?.questionKey).toBeNull();
  });

  it("is asked again only once: heard the same way again it gets the not-found reply, which offers a person", async () => {
    await turn("unclear-2", "Vrammelen.");
    const again = await turn("unclear-2", "Vrammelen.");
    expect(again.class).toBe("FALLTHROUGH");
    expect(again.found).toBe(false);
    expect(again.spoken).toContain("niet terugvinden");
    // The noise did not count as a miss: the first real miss offers a person, it does not transfer.
    expect(again.action).toBe("none");
  });

  it("never turns away a question the pages answer, nor a typed one", async () => {
    const answered = await turn("unclear-3", "Bezoekuren?");
    expect(answered.class).toBe("FALLTHROUGH");
    expect(answered.found).toBe(true);
    const typed = await turn("unclear-4", "Vrammelen.", "web");
    expect(typed.class).toBe("FALLTHROUGH");
    expect(typed.found).toBe(false);
    const short = await turn("unclear-6", "De parking?");
    expect(short.class).toBe("FALLTHROUGH");
    expect(short.found).toBe(true);
  });
});

describe("a spoken turn the recogniser was unsure of", () => {
  const heard = (conversation: string, text: string, confidence: number, channel: ConversationChannel = "sip") =>
    runTurn(deps, { tenant: "lindenhof", conversation, text, channel, lang: "nl", confidence });

  it("is asked again before anything is looked up, and is kept as no question", async () => {
    const r = await heard("unsure-1", "Wat zijn de bezoekuren?", 0.3);
    expect(r.class).toBe("UNCLEAR");
    expect(r.spoken).toContain("Kunt u dat herhalen?");
    expect(r.citations).toEqual([]);
    await settlePersistence();
    const row = await telemetryOf(r.conversationId);
    expect(row?.questionKey).toBeNull();
  });

  it("is asked again only once: unsure a second time, it is answered", async () => {
    await heard("unsure-2", "Wat zijn de bezoekuren?", 0.3);
    const again = await heard("unsure-2", "Wat zijn de bezoekuren?", 0.3);
    expect(again.class).toBe("FALLTHROUGH");
    expect(again.found).toBe(true);
  });

  it("never delays 112, and leaves a sure recognition and a typed turn as they were", async () => {
    const emergency = await heard("unsure-3", "Ik heb pijn op de borst", 0.2);
    expect(emergency.class).toBe("EMERGENCY");
    expect(emergency.sentences[0]).toMatch(/1, 1, 2/);
    const sure = await heard("unsure-4", "Wat zijn de bezoekuren?", 0.93);
    expect(sure.found).toBe(true);
    const typed = await heard("unsure-5", "Wat zijn de bezoekuren?", 0.2, "web");
    expect(typed.found).toBe(true);
    expect(typed.class).toBe("FALLTHROUGH");
  });
});
