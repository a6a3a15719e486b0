import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppSession } from "../auth/session";
import { settlePersistence } from "../cognition/orchestrator";
import { createTestDatabase, type DatabaseHandle } from "../db";
import { conversations, tenants } from "../db/schema";
import { createLocalEmbedder } from "../knowledge/embedding/local-hash";
import { ingestTenantDir } from "../knowledge/service";
import { createCaller } from "../api/root";
import { purgeExpiredConversations } from "./retention";
import { createStaffUser } from "../auth/users";

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
  const r = await ingestTenantDir(h.db, "tenant_overlays/lindenhof", { embedder: createLocalEmbedder() });
  if (!r.ok) throw new Error("demo bundle did not ingest");
  const user = await createStaffUser(h.db, { email: "admin@lindenhof.example" });
  ADMIN = { ...ADMIN, user: { ...ADMIN.user, id: user.id } };
});
afterAll(async () => {
  await settlePersistence();
  await h?.close();
});

let ADMIN: AppSession = { user: { id: "", email: "admin@lindenhof.example", name: null, isPlatformAdmin: false }, memberships: { lindenhof: "owner" } };
const admin = () => createCaller({ db: h.db, session: ADMIN, headers: new Headers() });
const caller = () => createCaller({ db: h.db, session: null, headers: new Headers() });

describe("console edits are live on the next turn and audited", () => {
  it("a department's new phone number is what the line says on the very next typed turn", async () => {
    const conv = "console-phone-1";
    const ask = () => caller().cognition.turn({ tenant: "lindenhof", conversation: conv, text: "What is the phone number of cardiology?", lang: "en" });
    const first = await ask();
    const [dep] = await admin().departments.list({ tenant: "lindenhof", search: "cardio" });
    expect(dep).toBeDefined();
    await admin().departments.update({
      tenant: "lindenhof",
      department: { key: dep!.key, names: dep!.names, aliases: dep!.aliases, phone: "011 98 76 54", location: dep!.location ?? {} },
    });
    const second = await ask();
    expect(second.spoken).not.toBe(first.spoken);
    expect(second.spoken.replace(/\D/g, "")).toContain("011987654");
    const audit = await admin().audit.list({ tenant: "lindenhof", action: "department.update" });
    expect(audit[0]).toMatchObject({ actor: "admin@lindenhof.example", target: dep!.key, after: { phone: "011 98 76 54" } });
    expect((audit[0]!.before as { phone: string }).phone).toBe(dep!.phone);
  });

  it("an invalid phone is refused with the field named, and nothing changes", async () => {
    const [dep] = await admin().departments.list({ tenant: "lindenhof", search: "cardio" });
    const err = await admin()
      .departments.update({ tenant: "lindenhof", department: { key: dep!.key, names: dep!.names, aliases: [], phone: "12345", location: {} } })
      .then(() => null)
      .catch((e: unknown) => e as { code: string; cause: { issues: { path: string[]; message: string }[] } });
    expect(err).toMatchObject({ code: "BAD_REQUEST" });
    expect(err!.cause.issues).toEqual([expect.objectContaining({ path: ["department", "phone"], message: expect.stringMatching(/not a valid phone number/) })]);

    const [again] = await admin().departments.list({ tenant: "lindenhof", search: "cardio" });
    expect(again!.phone).toBe(dep!.phone);
  });

  it("a matrix cell outside its bounds is refused; inside them the preview ranks with the draft", async () => {
    const grid = await admin().affinity.grid({ tenant: "lindenhof" });
    expect(grid.categories).toHaveLength(6);
    expect(grid.intents.length).toBeGreaterThanOrEqual(7);
    await expect(admin().affinity.set({ tenant: "lindenhof", intent: grid.intents[0]!, category: "general", multiplier: 1.5 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const preview = await admin().affinity.preview({
      tenant: "lindenhof",
      lang: "nl",
      text: "Hoeveel kost parkeren?",
      intent: "navigation_or_practical_info",
      draft: [{ intent: "navigation_or_practical_info", category: "practical", multiplier: 0.55 }],
    });
    expect(preview.before.length).toBeGreaterThan(0);
    const practicalBefore = preview.before.find((c) => c.category === "practical");
    const practicalAfter = preview.after.find((c) => c.id === practicalBefore?.id);
    if (practicalBefore && practicalAfter) expect(practicalAfter.score).toBeLessThan(practicalBefore.score);
  });

  it("an invitation link works once; the new member signs up with the role the owner chose", async () => {
    const { token } = await admin().members.invite({ tenant: "lindenhof", email: "new.operator@lindenhof.example", role: "operator" });
    expect(await caller().auth.invitationInfo({ token })).toMatchObject({ email: "new.operator@lindenhof.example", role: "operator", hasAccount: false });
    await caller().auth.acceptInvitation({ token, password: "a-long-enough-password" });
    await expect(caller().auth.acceptInvitation({ token, password: "a-long-enough-password" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const { members } = await admin().members.list({ tenant: "lindenhof" });
    expect(members.find((m) => m.email === "new.operator@lindenhof.example")?.role).toBe("operator");
  });

  it("conversations older than the retention period are purged and the purge is audited; one conversation can be erased", async () => {
    const [t] = await h.db.select().from(tenants).where(eq(tenants.slug, "lindenhof"));
    const old = new Date(Date.now() - 91 * 86_400_000);
    const [expired] = await h.db.insert(conversations).values({ tenantId: t!.id, channel: "web", externalId: "old-1", startedAt: old }).returning();
    const [recent] = await h.db.insert(conversations).values({ tenantId: t!.id, channel: "web", externalId: "recent-1" }).returning();
    const report = await purgeExpiredConversations(h.db);
    expect(report.find((r) => r.tenant === "lindenhof")?.deleted).toBeGreaterThanOrEqual(1);
    const left = await h.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.tenantId, t!.id));
    expect(left.map((r) => r.id)).not.toContain(expired!.id);
    expect(left.map((r) => r.id)).toContain(recent!.id);
    await admin().retention.erase({ tenant: "lindenhof", conversationId: recent!.id });
    const audit = await admin().audit.list({ tenant: "lindenhof" });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["retention.purge", "conversation.erase"]));
  });

  it("an uploaded page is chunked, counted and found by the next search; a page without front matter is refused with the reason", async () => {
    const page =
      "---\ntitle: Cafetaria openingsuren\nurl: https://lindenhof.example/cafetaria\nlang: nl\n---\n# Cafetaria\n\nDe cafetaria op het gelijkvloers is open van 8 tot 19 uur, ook in het weekend. Er zijn broodjes, soep en koffie.\n";
    const r = await admin().documents.upload({ tenant: "lindenhof", name: "cafetaria.md", content: page });
    expect(r.chunks).toBeGreaterThan(0);
    const list = await admin().documents.list({ tenant: "lindenhof" });
    expect(list.documents.find((d) => d.sourcePath === "docs/console/cafetaria.md")?.chunks).toBe(r.chunks);
    const found = await admin().knowledge.search({ tenant: "lindenhof", lang: "nl", text: "Wanneer is de cafetaria open?" });
    expect(found.chunks.slice(0, 3).map((c) => c.title)).toContain("Cafetaria openingsuren");
    await expect(admin().documents.upload({ tenant: "lindenhof", name: "kaal.md", content: "# geen front matter" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/missing front matter/),
    });
  });

  it("re-importing an unchanged bundle (as every npm start does) keeps console edits and uploaded pages", async () => {
    await admin().departments.update({
      tenant: "lindenhof",
      department: { key: "cardiologie", names: { nl: "Cardiologie" }, aliases: [], phone: "011 55 44 33", location: {} },
    });
    const again = await ingestTenantDir(h.db, "tenant_overlays/lindenhof", { embedder: createLocalEmbedder() });
    expect(again.ok && again.stats.pages.removed).toBe(0);
    const [dep] = await admin().departments.list({ tenant: "lindenhof", search: "cardiologie" });
    expect(dep!.phone).toBe("011 55 44 33");
    const docs = await admin().documents.list({ tenant: "lindenhof" });
    expect(docs.documents.map((d) => d.sourcePath)).toContain("docs/console/cafetaria.md");
  });
});
