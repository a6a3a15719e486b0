/**
 * The typed chat's conversation binding, both sides over HTTP: the page's own conversation keeper
 * (app/talk/[tenant]/_components/chat-conversation.ts) drives the real router on a real port
 * (../serve-for-tests.ts). A conversation continues only for the browser holding its token; no
 * key, forged, expired or foreign token writes into it, and a phone call's conversation cannot be
 * written by the public chat at all. Keys and room names stay out of the logs.
 */
import { createHmac, hkdfSync } from "node:crypto";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import { count, eq } from "drizzle-orm";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatAnswer, chatConversation } from "~/app/talk/[tenant]/_components/chat-conversation";
import { emptyTranscript, transcriptReducer } from "~/app/talk/[tenant]/_components/transcript-model";
import { captureLogs } from "~/lib/logger";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { authSecret } from "~/server/auth/secret";
import { runTurn, settlePersistence } from "~/server/cognition/orchestrator";
import { turnDepsFor } from "~/server/runtime";
import type { DatabaseHandle } from "~/server/db";
import { conversationMessages, conversations } from "~/server/db/schema";
import type { AppRouter } from "../root";
import { serveApiForTests, type TestApi } from "../serve-for-tests";
import { chatTokens } from "./conversation-token";

let h: DatabaseHandle;
let api: TestApi;
beforeAll(async () => {
  h = await createDemoDatabase();
  api = await serveApiForTests(h.db);
});
afterAll(async () => {
  await settlePersistence();
  await api?.close();
  await h?.close();
});

/** A browser: its own tRPC client (the page's unbatched link for public procedures). */
const browser = () => createTRPCClient<AppRouter>({ links: [httpLink({ url: `${api.appUrl}/api/trpc`, transformer: superjson })] });
const page = () => {
  const client = browser();
  return chatConversation((input) => client.cognition.turn.mutate(input));
};
const sendRaw = (input: Parameters<ReturnType<typeof browser>["cognition"]["turn"]["mutate"]>[0]) => browser().cognition.turn.mutate(input);

async function refusal(work: Promise<unknown>): Promise<{ code?: string; status?: number; message: string }> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, "the request was not refused").toBeInstanceOf(TRPCClientError);
  const e = err as TRPCClientError<AppRouter>;
  return { code: e.data?.code, status: e.data?.httpStatus, message: e.message };
}

const messagesOf = async (conversationId: string) =>
  Number((await h.db.select({ n: count() }).from(conversationMessages).where(eq(conversationMessages.conversationId, conversationId)))[0]!.n);

describe("a typed conversation belongs to the browser that started it", () => {
  it("one page's questions are one conversation (a follow-up resolves); another page's are another", async () => {
    const a = page();
    const first = await a.ask({ tenant: "lindenhof", lang: "nl", text: "Wat zijn de bezoekuren?" });
    const second = await a.ask({ tenant: "lindenhof", lang: "nl", text: "Is er wifi?" });
    expect(second.conversationId).toBe(first.conversationId);
    expect([first.turnIndex, second.turnIndex]).toEqual([0, 1]);
    const other = await page().ask({ tenant: "lindenhof", lang: "nl", text: "Wat zijn de bezoekuren?" });
    expect(other.conversationId).not.toBe(first.conversationId);
    expect(other.turnIndex).toBe(0);
    await settlePersistence();
    const [row] = await h.db
      .select({ key: conversations.externalId, channel: conversations.channel })
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    // The server named it; the page never did.
    expect(row).toMatchObject({ key: expect.stringMatching(/^chat-[0-9a-f]{24}$/), channel: "web" });
  });

  it("knowing the conversation's key, or altering a token, writes nothing into it", async () => {
    const a = page();
    const first = await a.ask({ tenant: "lindenhof", text: "Wat zijn de bezoekuren?" });
    await settlePersistence();
    const [row] = await h.db.select({ key: conversations.externalId }).from(conversations).where(eq(conversations.id, first.conversationId));
    // The key itself is no token: refused by the schema, naming the field.
    expect(await refusal(sendRaw({ tenant: "lindenhof", conversation: row!.key!, text: "Is er wifi?" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/conversation: not a conversation token/),
    });
    // A token with another key written into its body (the signature no longer fits).
    const [, mac] = first.conversationToken.split(".");
    const forgedBody = Buffer.from(JSON.stringify({ k: row!.key, t: "lindenhof", e: 4_102_444_800 })).toString("base64url");
    expect(await refusal(sendRaw({ tenant: "lindenhof", conversation: `${forgedBody}.${mac}`, text: "Is er wifi?" }))).toMatchObject({
      code: "FORBIDDEN",
      status: 403,
    });
    // Signed with any other secret.
    const foreign = chatTokens("some-other-deployments-secret-0123456789").renew(row!.key!, "lindenhof");
    expect(await refusal(sendRaw({ tenant: "lindenhof", conversation: foreign, text: "Is er wifi?" }))).toMatchObject({ code: "FORBIDDEN" });
    await settlePersistence();
    expect(await messagesOf(first.conversationId)).toBe(1);
  });

  it("an expired token ends the conversation (the page's next question starts a new one); a token of one hospital opens nothing at another", async () => {
    const keys = chatTokens(authSecret());
    const { conversation } = keys.start("lindenhof");
    const stale = keys.renew(conversation, "lindenhof", new Date(Date.now() - 2 * 60 * 60 * 1000));
    expect(await refusal(sendRaw({ tenant: "lindenhof", conversation: stale, text: "Is er wifi?" }))).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringMatching(/has ended/),
    });
    const fresh = keys.renew(conversation, "lindenhof");
    expect(await refusal(sendRaw({ tenant: "sint-elisabeth", conversation: fresh, text: "Is er wifi?" }))).toMatchObject({ code: "FORBIDDEN" });

    // The page drops a refused token, so the caller is not stuck: the next question is a new conversation.
    let token: string | undefined = stale;
    const client = browser();
    const keeper = chatConversation((input) => client.cognition.turn.mutate({ ...input, conversation: input.conversation ?? token }));
    await expect(keeper.ask({ tenant: "lindenhof", text: "Is er wifi?" })).rejects.toBeInstanceOf(TRPCClientError);
    token = undefined;
    await expect(keeper.ask({ tenant: "lindenhof", text: "Is er wifi?" })).resolves.toMatchObject({ turnIndex: 0, found: true });
  });
});

describe("the typed chat shows the answer as written, the voice keeps the spoken form", () => {
  it("a department's phone number reads as digit groups in the chat, while spoken carries the pauses for the ear", async () => {
    // The page's own keeper parses the router's answer with the shared schema (a missing field throws).
    const result = await page().ask({ tenant: "lindenhof", lang: "nl", text: "Ik heb last van hartkloppingen, bij welke dienst moet ik zijn?" });
    expect(result.spoken).toMatch(/011, 30, 42, 00/);
    expect(result.written).toMatch(/011 30 42 00/);
    expect(result.written).not.toMatch(/011, 30/);
    // What the page renders: the transcript entry the hook dispatches for the answer.
    const shown = transcriptReducer(emptyTranscript, chatAnswer("chat:0:answer", result)).entries;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ speaker: "agent", source: "chat", text: result.written });
  });

  it("an answer without its written form is refused by the page's schema instead of showing an empty reply", async () => {
    const client = browser();
    const older = chatConversation(async (input) => {
      const { written: _dropped, ...rest } = await client.cognition.turn.mutate(input);
      return rest as never;
    });
    await expect(older.ask({ tenant: "lindenhof", lang: "nl", text: "Wat zijn de bezoekuren?" })).rejects.toThrow(/written/);
  });
});

describe("phone and web-call conversations cannot be written by the public chat", () => {
  it("a phone call's conversation gets no turn from the public chat, whatever it is sent", async () => {
    const room = "call-lindenhof_+3211000000_Ab12Cd34";
    const call = await runTurn(turnDepsFor(h.db), { tenant: "lindenhof", conversation: room, channel: "sip", lang: "nl", text: "Wat zijn de bezoekuren?" });
    await settlePersistence();
    expect(await messagesOf(call.conversationId)).toBe(1);

    expect((await refusal(sendRaw({ tenant: "lindenhof", conversation: room, text: "Is er wifi?" }))).code).toBe("BAD_REQUEST");
    // Even a token signed with this deployment's own secret cannot name a call: only chat keys are tokens.
    const body = Buffer.from(JSON.stringify({ k: room, t: "lindenhof", e: Math.floor(Date.now() / 1000) + 600 })).toString("base64url");
    const key = Buffer.from(hkdfSync("sha256", authSecret(), "voicedesk", "chat-conversation-token", 32));
    const signedForCall = `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
    expect(await refusal(sendRaw({ tenant: "lindenhof", conversation: signedForCall, text: "Is er wifi?" }))).toMatchObject({ code: "FORBIDDEN" });
    await settlePersistence();
    expect(await messagesOf(call.conversationId)).toBe(1);
    const [row] = await h.db.select({ channel: conversations.channel }).from(conversations).where(eq(conversations.id, call.conversationId));
    expect(row!.channel).toBe("sip");
  });
});

describe("conversation keys and room names stay out of the logs", () => {
  it("a typed turn and a web call's token: neither the chat key nor the room name is in any log line, a digest is", async () => {
    const logs = captureLogs();
    let key: string | null = null;
    let room: string;
    try {
      const r = await page().ask({ tenant: "lindenhof", text: "Wat zijn de bezoekuren?" });
      await settlePersistence();
      [{ key }] = (await h.db.select({ key: conversations.externalId }).from(conversations).where(eq(conversations.id, r.conversationId))) as [
        { key: string | null },
      ];
      room = (await browser().webCall.join.mutate({ tenant: "lindenhof" })).room;
    } finally {
      logs.restore();
    }
    const text = JSON.stringify(logs.records());
    expect(logs.events("call_token_issued")).toHaveLength(1);
    expect(logs.events("call_token_issued")[0]!.room).toMatch(/^ref:[0-9a-f]{12}$/);
    expect(key).toMatch(/^chat-/);
    expect(text).not.toContain(key!);
    expect(text).not.toContain(room);
  });
});
