import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "~/testkit/db/test-database";
import type { DatabaseHandle } from "~/server/db";
import { conversationMessages, conversations, tenants } from "~/server/db/schema";
import { UnknownTenantError } from "~/server/taxonomy/load-taxonomy";
import { openTenantConversation } from "./conversation-store";

let h: DatabaseHandle;
let tenantId: string;

beforeAll(async () => {
  h = await createTestDatabase();
  const [t] = await h.db
    .insert(tenants)
    .values({ slug: "open-test", name: "AZ Open", defaultLanguage: "nl", supportedLanguages: ["nl"] })
    .returning();
  tenantId = t!.id;
});
afterAll(() => h?.close());

describe("a turn opens its tenant and conversation in one statement", () => {
  it("starts a new conversation, and finds it again with the index of the next turn", async () => {
    const first = await openTenantConversation(h.db, "open-test", "web-1", "web");
    expect(first.tenant).toEqual({ id: tenantId, version: 0 });
    expect(first.conversation).toMatchObject({ tenantId, externalId: "web-1", lockedLanguage: null, disclaimerSpoken: false, nextTurnIndex: 0 });
    await h.db.insert(conversationMessages).values(
      [0, 1].map((turnIndex) => ({
        conversationId: first.conversation.id,
        turnIndex,
        utterance: "Wat zijn de bezoekuren?",
        utteranceRedacted: "Wat zijn de bezoekuren?",
        answer: "Van 14 tot 20 uur.",
        language: "nl" as const,
        path: "faq" as const,
      })),
    );
    await h.db.update(conversations).set({ lockedLanguage: "nl", consecutiveNotFound: 2 }).where(eq(conversations.id, first.conversation.id));
    const again = await openTenantConversation(h.db, "open-test", "web-1", "web");
    expect(again.conversation).toMatchObject({ id: first.conversation.id, lockedLanguage: "nl", consecutiveNotFound: 2, nextTurnIndex: 2 });
  });

  it("gives every one of many turns opening the same new conversation at once the same conversation", async () => {
    const opened = await Promise.all(Array.from({ length: 12 }, () => openTenantConversation(h.db, "open-test", "web-race", "web")));
    expect(new Set(opened.map((o) => o.conversation.id)).size).toBe(1);
    expect(await h.db.select().from(conversations).where(eq(conversations.externalId, "web-race"))).toHaveLength(1);
  });

  it("refuses a tenant that does not exist, and starts nothing", async () => {
    await expect(openTenantConversation(h.db, "no-such-hospital", "web-2", "web")).rejects.toBeInstanceOf(UnknownTenantError);
    expect(await h.db.select().from(conversations).where(eq(conversations.externalId, "web-2"))).toHaveLength(0);
  });
});
