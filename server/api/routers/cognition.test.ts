import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { conversations } from "~/server/db/schema";
import { settlePersistence } from "~/server/cognition/orchestrator";
import type { ChatTurnEvent } from "~/contracts/public-chat";
import { createCaller } from "../root";
import { CLIENT_ADDRESS_HEADER } from "~/server/http/client-address";

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createDemoDatabase();
});
afterAll(async () => {
  await settlePersistence();
  await h?.close();
});

const anonymous = () => createCaller({ db: h.db, session: null, headers: new Headers() });

describe("cognition API for the website's typed chat", () => {
  it("answers a typed turn on the web channel, whatever the client claims", async () => {
    const r = await anonymous().cognition.turn({ tenant: "lindenhof", text: "Hoeveel kost parkeren?" });
    expect(r.spoken).toMatch(/per uur/);
    await settlePersistence();
    const [conv] = await h.db.select().from(conversations).where(eq(conversations.id, r.conversationId));
    expect(conv?.channel).toBe("web");
    expect(conv?.externalId).toMatch(/^chat-[0-9a-f]{24}$/);
  });

  it("streams the same turn as sentences then the result (subscription)", async () => {
    const stream = await anonymous().cognition.turnStream({ tenant: "lindenhof", text: "Wat zijn de bezoekuren?" });
    const events: ChatTurnEvent[] = [];
    for await (const e of stream) events.push(e);
    expect(events[0]?.type).toBe("conversation");
    expect(events.at(-1)?.type).toBe("done");
    expect(events.filter((e) => e.type === "sentence").length).toBeGreaterThan(0);
  });

  it("an unknown hospital is NOT_FOUND with its name", async () => {
    await expect(anonymous().cognition.turn({ tenant: "nope", text: "hallo" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: expect.stringMatching(/"nope"/),
    });
  });

  it("the voice procedures refuse callers without the agent token", async () => {
    await expect(anonymous().cognition.voiceTurn({ tenant: "lindenhof", conversation: "x", text: "hallo" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous().voice.callSetup({ tenant: "lindenhof" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("rejects bad input with the field named", async () => {
    await expect(anonymous().cognition.turn({ tenant: "lindenhof", conversation: "", text: "x" })).rejects.toThrow(
      /"conversation"[\s\S]*not a conversation token/,
    );
  });
});

describe("the public chat is limited per address", () => {
  it("refuses the 31st typed turn within a minute from one address, and serves another address", async () => {
    // The address as the app's HTTP front stamps it (server/http/client-address.ts).
    const from = (ip: string) => createCaller({ db: h.db, session: null, headers: new Headers({ [CLIENT_ADDRESS_HEADER]: ip }) });
    const flood = from("203.0.113.50");
    const attempts: PromiseSettledResult<unknown>[] = [];
    for (let i = 0; i < 31; i++) attempts.push(...(await Promise.allSettled([flood.cognition.turn({ tenant: "lindenhof", text: "Hallo" })])));
    const limited = attempts.filter((a) => a.status === "rejected" && (a.reason as { code?: string }).code === "TOO_MANY_REQUESTS");
    expect(limited).toHaveLength(1);
    expect(attempts.slice(0, 30).every((a) => a.status === "fulfilled")).toBe(true);
    await expect(from("203.0.113.51").cognition.turn({ tenant: "lindenhof", text: "Is er wifi?" })).resolves.toMatchObject({
      found: true,
    });
  });
});
