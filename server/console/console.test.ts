import { readFile } from "node:fs/promises";
import { and, eq, isNotNull } from "drizzle-orm";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppSession } from "~/server/auth/session";
import { settlePersistence } from "~/server/cognition/orchestrator";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { conversations, documents, tenants } from "~/server/db/schema";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { createCaller } from "~/server/api/root";
import { purgeExpiredConversations } from "./retention";
import { createStaffUser, grantMembership } from "~/server/auth/users";
import { exportTenantFiles } from "./bundle/export";
import { applyBundle, checkBundleZip } from "./bundle/import";
import { zipBundle } from "./bundle/zip";
import { currentIngestJob, followIngestJob, startIngestJob, type IngestJob } from "./ingest-jobs";
import { reingestDocuments } from "./documents";
import type { Embedder } from "~/server/knowledge/embedding";

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createDemoDatabase();
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
    const ask = () => caller().cognition.turn({ tenant: "lindenhof", text: "What is the phone number of cardiology?", lang: "en" });
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
    const audit = (await admin().audit.list({ tenant: "lindenhof", action: "department.update" })).rows;
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
    expect(await caller().invitation.info({ token })).toMatchObject({ email: "new.operator@lindenhof.example", role: "operator", hasAccount: false });
    await caller().invitation.accept({ token, password: "a-long-enough-password" });
    // Used once, the link is refused with what to do next: sign in (a loaded fresh-clone run found a
    // second click that arrived after the first had finished told "not valid any more: ask for a new one").
    await expect(caller().invitation.accept({ token, password: "a-long-enough-password" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/already been accepted; sign in/),
    });
    const { members } = await admin().members.list({ tenant: "lindenhof" });
    expect(members.find((m) => m.email === "new.operator@lindenhof.example")?.role).toBe("operator");
  });

  it("an open invitation can be given a new link (the old one stops working) or revoked (its link stops working), each audited", async () => {
    const { token } = await admin().members.invite({ tenant: "lindenhof", email: "revoked@lindenhof.example", role: "qa" });
    const pending = async () => (await admin().members.list({ tenant: "lindenhof" })).pending.find((p) => p.email === "revoked@lindenhof.example");
    const open = (await pending())!;
    const renewed = await admin().members.renewInvitation({ tenant: "lindenhof", invitationId: open.id });
    expect(renewed.token).not.toBe(token);
    expect(await caller().invitation.info({ token })).toBeNull();
    expect(await caller().invitation.info({ token: renewed.token })).toMatchObject({ email: "revoked@lindenhof.example", role: "qa" });

    await admin().members.revokeInvitation({ tenant: "lindenhof", invitationId: open.id });
    expect(await pending()).toBeUndefined();
    expect(await caller().invitation.info({ token: renewed.token })).toBeNull();
    await expect(caller().invitation.accept({ token: renewed.token, password: "a-long-enough-password" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(admin().members.revokeInvitation({ tenant: "lindenhof", invitationId: open.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const audit = (await admin().audit.list({ tenant: "lindenhof", text: "revoked@lindenhof.example" })).rows;
    expect(audit.map((a) => a.action)).toEqual(["invitation.revoke", "invitation.renew", "member.invite"]);
  });

  it("the only owner can neither remove themselves nor give up the owner role; with a second owner they can", async () => {
    const [t] = await h.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "lindenhof"));
    await grantMembership(h.db, ADMIN.user.id, t!.id, "owner");
    const owners = (await admin().members.list({ tenant: "lindenhof" })).members.filter((m) => m.role === "owner");
    expect(owners.map((m) => m.email)).toEqual(["admin@lindenhof.example"]);
    for (const role of [null, "admin"] as const) {
      await expect(admin().members.setRole({ tenant: "lindenhof", userId: ADMIN.user.id, role })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringMatching(/only owner/),
      });
    }
    const second = await createStaffUser(h.db, { email: "second.owner@lindenhof.example" });
    await grantMembership(h.db, second.id, t!.id, "owner");
    await admin().members.setRole({ tenant: "lindenhof", userId: ADMIN.user.id, role: "admin" });
    const after = (await admin().members.list({ tenant: "lindenhof" })).members;
    expect(after.find((m) => m.email === "admin@lindenhof.example")?.role).toBe("admin");
    // The other owner, now alone, is held by the same rule.
    await expect(admin().members.setRole({ tenant: "lindenhof", userId: second.id, role: null })).rejects.toMatchObject({
      message: expect.stringMatching(/keeps at least one owner/),
    });
    await grantMembership(h.db, ADMIN.user.id, t!.id, "owner");
  });

  it("the same invitation accepted twice at once: one account, one membership, and the second click gets 409, not 500", async () => {
    const { token } = await admin().members.invite({ tenant: "lindenhof", email: "twice@lindenhof.example", role: "qa" });
    const results = await Promise.allSettled([
      caller().invitation.accept({ token, password: "a-long-enough-password" }),
      caller().invitation.accept({ token, password: "a-long-enough-password" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/already been accepted; sign in/) });
    const { members } = await admin().members.list({ tenant: "lindenhof" });
    expect(members.filter((m) => m.email === "twice@lindenhof.example").map((m) => m.role)).toEqual(["qa"]);
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
    const audit = (await admin().audit.list({ tenant: "lindenhof" })).rows;
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["retention.purge", "conversation.erase"]));
  });

  it("an uploaded page is chunked, counted and found by the next search; a page without front matter is refused with the reason", async () => {
    const page =
      "---\ntitle: Cafetaria openingsuren\nurl: https://lindenhof.example/cafetaria\nlang: nl\n---\n# Cafetaria\n\nDe cafetaria op het gelijkvloers is open van 8 tot 19 uur, ook in het weekend. Er zijn broodjes, soep en koffie.\n";
    const r = await admin().documents.upload({ tenant: "lindenhof", name: "cafetaria.md", content: page });
    expect(r.chunks).toBeGreaterThan(0);
    const list = await admin().documents.list({ tenant: "lindenhof", source: "upload" });
    expect(list.rows.find((d) => d.sourcePath === "docs/console/cafetaria.md")?.chunks).toBe(r.chunks);
    const found = await admin().knowledge.search({ tenant: "lindenhof", lang: "nl", text: "Wanneer is de cafetaria open?" });
    expect(found.chunks.slice(0, 3).map((c) => c.title)).toContain("Cafetaria openingsuren");
    await expect(admin().documents.upload({ tenant: "lindenhof", name: "kaal.md", content: "# geen front matter" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/missing front matter/),
    });
  });

  it("a page upload is previewed before anything is written; one page can be read, re-ingested and deleted, each audited, and a deleted page is no longer found", async () => {
    const page =
      "---\ntitle: Bibliotheek voor patiënten\nurl: https://lindenhof.example/bibliotheek\nlang: nl\n---\n# Bibliotheek\n\nDe patiëntenbibliotheek op de tweede verdieping leent gratis boeken en tijdschriften uit aan opgenomen patiënten.\n";
    const file = { tenant: "lindenhof", name: "bibliotheek.md", content: page };
    const preview = await admin().documents.previewUpload(file);
    expect(preview).toMatchObject({ sourcePath: "docs/console/bibliotheek.md", title: "Bibliotheek voor patiënten", lang: "nl", replaces: null });
    expect(preview.chunks).toBeGreaterThan(0);
    const listed = async () =>
      (await admin().documents.list({ tenant: "lindenhof", text: "bibliotheek" })).rows.find((d) => d.sourcePath === "docs/console/bibliotheek.md");
    expect(await listed()).toBeUndefined();

    const uploaded = await admin().documents.upload(file);
    expect(uploaded.chunks).toBe(preview.chunks);
    expect((await admin().documents.previewUpload(file)).replaces).toBe("Bibliotheek voor patiënten");
    const doc = (await listed())!;
    const detail = await admin().documents.get({ tenant: "lindenhof", documentId: doc.id });
    expect(detail.source).toBe(page);
    expect(detail.fromBundle).toBe(false);
    expect(detail.chunks.map((c) => c.content).join(" ")).toContain("patiëntenbibliotheek op de tweede verdieping");

    const again = await admin().documents.reingestOne({ tenant: "lindenhof", documentId: doc.id });
    expect(again.chunks).toBe(uploaded.chunks);
    const search = () => admin().knowledge.search({ tenant: "lindenhof", lang: "nl", text: "Kan ik als patiënt boeken lenen in de bibliotheek?" });
    expect((await search()).chunks.slice(0, 3).map((c) => c.title)).toContain("Bibliotheek voor patiënten");

    const corpusBefore = (await admin().documents.list({ tenant: "lindenhof" })).embedding!.chunks;
    const removed = await admin().documents.remove({ tenant: "lindenhof", documentId: doc.id });
    expect(removed).toMatchObject({ sourcePath: "docs/console/bibliotheek.md", chunks: uploaded.chunks });
    expect(await listed()).toBeUndefined();
    expect((await admin().documents.list({ tenant: "lindenhof" })).embedding!.chunks).toBe(corpusBefore - uploaded.chunks);
    expect((await search()).chunks.map((c) => c.title)).not.toContain("Bibliotheek voor patiënten");
    await expect(admin().documents.get({ tenant: "lindenhof", documentId: doc.id })).rejects.toMatchObject({ code: "NOT_FOUND" });

    const audit = (await admin().audit.list({ tenant: "lindenhof", text: "bibliotheek.md" })).rows;
    expect(audit.map((a) => a.action)).toEqual(["document.remove", "document.reingest", "document.upload"]);
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
    const docs = await admin().documents.list({ tenant: "lindenhof", source: "upload" });
    expect(docs.rows.map((d) => d.sourcePath)).toContain("docs/console/cafetaria.md");
  });
});

const fromBase64 = (b64: string) => new Uint8Array(Buffer.from(b64, "base64"));
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const filesOf = (zip: Uint8Array) => Object.fromEntries(Object.entries(unzipSync(zip)).map(([k, v]) => [k, strFromU8(v)]));

/** Follows the tenant's import/re-ingest job to its end, as the documents page does. */
async function followJob(): Promise<IngestJob[]> {
  const seen: IngestJob[] = [];
  for await (const job of await admin().documents.progress({ tenant: "lindenhof" })) {
    if (job) seen.push(job);
  }
  return seen;
}

/**
 * The tenant bundle round trip: export → import into a fresh tenant → export again gives the same
 * bytes, console edits included; a bad zip changes nothing and says what is wrong. In this file to
 * share its demo tenant (the ingest is most of the time).
 */
describe("the documents list of a hospital with many pages", () => {
  const list = (filter: Omit<Parameters<ReturnType<typeof admin>["documents"]["list"]>[0], "tenant">) =>
    admin().documents.list({ tenant: "lindenhof", ...filter });
  const paths = (rows: { sourcePath: string }[]) => rows.map((r) => r.sourcePath);

  it("pages on the server by file path, with the total of the whole list", async () => {
    const all = await list({ pageSize: 200 });
    expect(all.total).toBe(all.rows.length);
    expect(all.total).toBeGreaterThan(50);
    expect(paths(all.rows)).toEqual([...paths(all.rows)].sort());
    const second = await list({ pageSize: 25, page: 2 });
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 25 });
    expect(paths(second.rows)).toEqual(paths(all.rows.slice(25, 50)));
    expect((await list({ pageSize: 25, page: 100 })).rows).toEqual([]);
  });

  it("finds a page by words in its title, its file name or its text, and a typed % as itself", async () => {
    expect(paths((await list({ text: "ziekenhuisapotheek" })).rows)).toContain("docs/praktisch/ziekenhuisapotheek.md");
    expect(paths((await list({ text: "verloren-voorwerpen" })).rows)).toEqual(["docs/praktisch/verloren-voorwerpen.md"]);
    // Only in the page's text: a phone charger left behind in the room.
    expect(paths((await list({ text: "gsm-lader" })).rows)).toEqual(["docs/praktisch/verloren-voorwerpen.md"]);
    expect(await list({ text: "100%" })).toMatchObject({ rows: [], total: 0 });
  });

  it("narrows by language and by where a page came from", async () => {
    const french = await list({ lang: "fr", pageSize: 200 });
    expect(paths(french.rows)).toContain("docs/fr/parking.md");
    expect(new Set(french.rows.map((r) => r.lang))).toEqual(new Set(["fr"]));
    expect(paths((await list({ lang: "fr", text: "parking" })).rows)).toContain("docs/fr/parking.md");
    expect(paths((await list({ lang: "fr", text: "parking" })).rows)).not.toContain("docs/en/parking.md");
    const uploaded = await list({ source: "upload", pageSize: 200 });
    expect(paths(uploaded.rows)).toContain("docs/console/cafetaria.md");
    expect(uploaded.rows.every((r) => r.sourcePath.startsWith("docs/console/") && !r.fromBundle)).toBe(true);
    const bundled = await list({ source: "bundle", pageSize: 200 });
    expect(bundled.rows.every((r) => r.fromBundle)).toBe(true);
    expect(bundled.total + uploaded.total).toBe((await list({})).total);
  });

  it("refuses a filter it does not know with the field named", async () => {
    await expect(admin().documents.list({ tenant: "lindenhof", lang: "de" as "nl" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(admin().documents.list({ tenant: "lindenhof", pageSize: 1000 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("tenant bundle export and import", () => {
  it("export → import into a fresh tenant → export gives the same bundle, console edits included", async () => {
    // Console edits the demo bundle does not have: each must survive the round trip.
    await admin().departments.update({
      tenant: "lindenhof",
      department: { key: "cardiologie", names: { nl: "Cardiologie", en: "Cardiology" }, aliases: ["hartafdeling"], phone: "011 98 76 54", location: {} },
    });
    await admin().overlay.add({ tenant: "lindenhof", entry: { kind: "stt_keyword", match: "Lindenhof", replacement: "", lang: "nl" } });
    await admin().affinity.set({ tenant: "lindenhof", intent: "navigation_or_practical_info", category: "practical", multiplier: 1.25 });
    await admin().retention.set({ tenant: "lindenhof", days: 30 });
    await admin().evaluations.addCase({ tenant: "lindenhof", case: { lang: "en", question: "Where is the chapel?", expect: { kind: "not_found" } } });
    const page =
      "---\ntitle: Cafetaria openingsuren\nurl: https://lindenhof.example/cafetaria\nlang: nl\n---\n# Cafetaria\n\nDe cafetaria is open van 8 tot 19 uur.\n";
    await admin().documents.upload({ tenant: "lindenhof", name: "cafetaria.md", content: page });

    const first = fromBase64((await admin().documents.exportBundle({ tenant: "lindenhof" })).base64);
    const files = filesOf(first);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(["tenant.yaml", "overlay.yaml", "settings.yaml", "evaluations.yaml", "docs/console/cafetaria.md"]),
    );
    expect(files["evaluations.yaml"]).toContain("question: Where is the chapel?");
    expect(files["docs/console/cafetaria.md"]).toBe(page);
    expect(files["tenant.yaml"]).toContain("011 98 76 54");
    expect(files["settings.yaml"]).toMatch(/retentionDays: 30/);

    // A fresh tenant: everything of the old one is gone (cascade), then the zip is all there is.
    await h.db.delete(tenants).where(eq(tenants.slug, "lindenhof"));
    const checked = await checkBundleZip(first);
    await applyBundle(h.db, checked, { actor: { id: ADMIN.user.id, email: ADMIN.user.email }, embedder: createLocalEmbedder() });
    const [fresh] = await h.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "lindenhof"));
    const second = zipBundle(await exportTenantFiles(h.db, fresh!.id));
    expect(filesOf(second)).toEqual(files);
    expect(Buffer.compare(Buffer.from(second), Buffer.from(first))).toBe(0);

    // And the restored tenant behaves like the exported one.
    const [dep] = await admin().departments.list({ tenant: "lindenhof", search: "cardiologie" });
    expect(dep!.phone).toBe("011 98 76 54");
    expect((await admin().retention.get({ tenant: "lindenhof" })).days).toBe(30);
    const cases = await admin().evaluations.cases({ tenant: "lindenhof" });
    expect(cases).toContainEqual(expect.objectContaining({ lang: "en", question: "Where is the chapel?", expect: { kind: "not_found" } }));
    const grid = await admin().affinity.grid({ tenant: "lindenhof" });
    expect(grid.cells.navigation_or_practical_info!.practical!.override).toBe(1.25);
    const overlay = await admin().overlay.list({ tenant: "lindenhof", kind: "stt_keyword", query: "lindenhof" });
    expect(overlay.rows).toContainEqual(expect.objectContaining({ kind: "stt_keyword", match: "Lindenhof", lang: "nl" }));
    const found = await admin().knowledge.search({ tenant: "lindenhof", lang: "nl", text: "Wanneer is de cafetaria open?" });
    expect(found.chunks.slice(0, 3).map((c) => c.title)).toContain("Cafetaria openingsuren");
  });

  it("a bad zip is refused with the file and field named, and the tenant stays exactly as it was", async () => {
    const before = fromBase64((await admin().documents.exportBundle({ tenant: "lindenhof" })).base64);
    const refusal = async (zip: string) => {
      const r = await admin().documents.importBundle({ tenant: "lindenhof", zip });
      return r.ok ? null : r.problems.join("\n");
    };

    expect(await refusal(toBase64(strToU8("this is not a zip")))).toBe("not a readable zip file");

    const files = filesOf(before);
    const broken = { ...files, "tenant.yaml": files["tenant.yaml"]!.replace("011 98 76 54", "011 98") };
    const brokenZip = zipSync(Object.fromEntries(Object.entries(broken).map(([k, v]) => [k, strToU8(v)])));
    expect(await refusal(toBase64(brokenZip))).toMatch(/tenant\.yaml: departments\[\d+\]\.phone: not a valid phone number/);

    const stray = zipSync({ ...Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])), "run.sh": strToU8("echo hi") });
    expect(await refusal(toBase64(stray))).toMatch(/run\.sh: only tenant\.yaml, overlay\.yaml, settings\.yaml, evaluations\.yaml and docs/);

    const otherSlug = zipSync({
      ...Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])),
      "tenant.yaml": strToU8(files["tenant.yaml"]!.replace(/^slug: .*$/m, "slug: elders")),
    });
    expect(await refusal(toBase64(otherSlug))).toMatch(/this bundle is hospital "elders", not "lindenhof"/);

    const after = fromBase64((await admin().documents.exportBundle({ tenant: "lindenhof" })).base64);
    expect(filesOf(after)).toEqual(files);
  });

  it("an import and a re-ingest stream their progress page by page to the end", async () => {
    const zip = (await admin().documents.exportBundle({ tenant: "lindenhof" })).base64;
    const started = await admin().documents.importBundle({ tenant: "lindenhof", zip });
    expect(started).toMatchObject({ ok: true, job: { kind: "import", state: "running" } });
    const imported = await followJob();
    expect(imported.at(-1)).toMatchObject({ kind: "import", state: "done", error: null });
    expect(imported.at(-1)!.pages.done).toBe(imported.at(-1)!.pages.total);
    // The bar has its length from the start, before any page is read.
    expect(started.ok && started.job.pages).toEqual({ done: 0, total: imported.at(-1)!.pages.total });

    const { rows: documents } = await admin().documents.list({ tenant: "lindenhof", pageSize: 200 });
    const chunksBefore = documents.reduce((n, d) => n + d.chunks, 0);
    await admin().documents.reingest({ tenant: "lindenhof" });
    await expect(admin().documents.reingest({ tenant: "lindenhof" })).rejects.toMatchObject({ code: "CONFLICT" });
    const reingest = await followJob();
    const last = reingest.at(-1)!;
    expect(last).toMatchObject({ kind: "reingest", state: "done", pages: { done: documents.length, total: documents.length }, chunks: chunksBefore });
    // Pages arrive one at a time: the bar moves more than once.
    expect(new Set(reingest.map((j) => j.pages.done)).size).toBeGreaterThan(2);
    const audit = (await admin().audit.list({ tenant: "lindenhof" })).rows;
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["bundle.export", "bundle.import", "documents.reingest"]));
  });
});

describe("a re-ingest on a loaded host", () => {
  it("says how many pages it has while the first one is still embedding, not 'page 0 of 0'", async () => {
    const [t] = await h.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "lindenhof"));
    const kept = await h.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.tenantId, t!.id), isNotNull(documents.source)));
    // An embedder that holds the first page until the test lets it go: a host too busy to embed it yet.
    const local = createLocalEmbedder();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let embedding = () => {};
    const firstEmbed = new Promise<void>((resolve) => (embedding = resolve));
    const slow: Embedder = {
      model: local.model,
      dimension: local.dimension,
      semantic: local.semantic,
      similarityFloor: local.similarityFloor,
      embed: async (texts, role) => {
        embedding();
        await held;
        return local.embed(texts, role);
      },
    };
    const actor = { id: null, email: "admin@lindenhof.example" };
    startIngestJob(
      t!.id,
      "reingest",
      (report) => reingestDocuments(h.db, t!.id, actor, report, slow),
      () => null,
    );
    await firstEmbed;
    expect(currentIngestJob(t!.id)).toMatchObject({ state: "running", pages: { done: 0, total: kept.length } });
    release();
    const seen: IngestJob[] = [];
    for await (const job of followIngestJob(t!.id)) if (job) seen.push(job);
    expect(seen.at(-1)).toMatchObject({ state: "done", pages: { done: kept.length, total: kept.length } });
  });
});

describe("pages ingested before their files were kept", () => {
  it("refuse an export with what to do, and get their file back on the next unchanged import without re-embedding", async () => {
    const [t] = await h.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "lindenhof"));
    const [page] = await h.db
      .update(documents)
      .set({ source: null })
      .where(and(eq(documents.tenantId, t!.id), eq(documents.sourcePath, "docs/praktisch/parkeren.md")))
      .returning();
    expect(page).toBeDefined();
    await expect(admin().documents.exportBundle({ tenant: "lindenhof" })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringMatching(/1 pages were ingested before their files were kept \(docs\/praktisch\/parkeren\.md…\): import the bundle once more/),
    });
    const again = await ingestTenantDir(h.db, "tenant_overlays/lindenhof", { embedder: createLocalEmbedder() });
    expect(again.ok && again.stats.chunks.written).toBe(0);
    const zip = fromBase64((await admin().documents.exportBundle({ tenant: "lindenhof" })).base64);
    expect(filesOf(zip)["docs/praktisch/parkeren.md"]).toBe(await readFile("tenant_overlays/lindenhof/docs/praktisch/parkeren.md", "utf8"));
  });
});

describe("tenant data editors: campuses, doctors with consultations, FAQ, symptom words", () => {
  const t = { tenant: "lindenhof" };
  it("each kind can be added, found, changed and deleted, every change audited before → after", async () => {
    const campus = await admin().campuses.save({
      ...t,
      id: null,
      item: { key: "zuid", name: "Campus Zuid", street: "Zuidlaan 1", postcode: "3500", city: "Hasselt", phone: "", directions: { nl: "bus 4" } },
    });
    expect((await admin().campuses.list({ ...t, query: "zuidlaan" })).rows.map((c) => c.key)).toEqual(["zuid"]);

    const [dep] = await admin().departments.list({ ...t, search: "cardio" });
    const doctor = {
      key: "dr-test",
      title: "dr.",
      firstName: "Ann",
      lastName: "Peeters",
      specialty: "cardiologie",
      department: dep!.key,
      campus: "zuid",
      phone: "",
      schedule: [{ day: 2, part: "morning" as const, frequency: "weekly" as const, campus: "" }],
    };
    const saved = await admin().doctors.save({ ...t, id: null, item: doctor });
    await admin().doctors.save({
      ...t,
      id: saved.id,
      item: { ...doctor, schedule: [...doctor.schedule, { day: 4, part: "afternoon", frequency: "biweekly", campus: "" }] },
    });
    const [listed] = (await admin().doctors.list({ ...t, query: "Ann Peeters" })).rows;
    expect(listed!.schedule).toEqual([
      { day: 2, part: "morning", frequency: "weekly", campus: "" },
      { day: 4, part: "afternoon", frequency: "biweekly", campus: "" },
    ]);

    const faq = await admin().faq.save({
      ...t,
      id: null,
      item: { key: "wifi-gast", lang: "nl", questions: ["Is er wifi?"], answer: "Ja, het netwerk heet Lindenhof-Gast.", url: "" },
    });
    const symptom = await admin().symptoms.save({ ...t, id: null, item: { lang: "nl", term: "hartfladderen", department: dep!.key } });
    expect((await admin().symptoms.list({ ...t, query: "hartfladderen" })).rows.map((s) => s.department)).toEqual([dep!.key]);

    const audit = (await admin().audit.list({ ...t, action: "doctor.update" })).rows;
    expect((audit[0]!.before as { schedule: unknown[] }).schedule).toHaveLength(1);
    expect((audit[0]!.after as { schedule: unknown[] }).schedule).toHaveLength(2);

    await admin().symptoms.remove({ ...t, id: symptom.id });
    await admin().faq.remove({ ...t, id: faq.id });
    await admin().doctors.remove({ ...t, id: saved.id });
    await admin().campuses.remove({ ...t, id: campus.id });
    expect(await admin().doctors.list({ ...t, query: "Ann Peeters" })).toMatchObject({ rows: [], total: 0 });
    const actions = (await admin().audit.list(t)).rows.map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(["campus.add", "doctor.add", "faq.add", "symptom.add", "symptom.remove", "faq.remove", "doctor.remove", "campus.remove"]),
    );
  });

  it("lists come a page at a time from the server, with the total, filtered by words and language there", async () => {
    const all = await admin().faq.list(t);
    expect(all.rows).toHaveLength(Math.min(all.total, 25));
    expect(all.total).toBeGreaterThan(25);
    const second = await admin().faq.list({ ...t, page: 2 });
    expect(second.rows).toHaveLength(all.total - 25);
    expect(second.rows.map((r) => r.id)).not.toContain(all.rows[0]!.id);
    // Past the end: the last page, as the pager shows it.
    expect(await admin().faq.list({ ...t, page: 40 })).toMatchObject({ page: 2, rows: second.rows });
    const dutch = await admin().faq.list({ ...t, lang: "nl", pageSize: 100 });
    expect(dutch.total).toBeGreaterThan(0);
    expect(dutch.total).toBeLessThan(all.total);
    expect(new Set(dutch.rows.map((r) => r.lang))).toEqual(new Set(["nl"]));
    const words = await admin().symptoms.list({ ...t, query: "cardiologie", pageSize: 5 });
    expect(words.total).toBeGreaterThan(5);
    expect(words.rows).toHaveLength(5);
    expect(words.rows.every((r) => r.department === "cardiologie")).toBe(true);
    // The filtered total is the filter's count: its pages, read to the end, hold exactly that many rows,
    // and a page past the filter's end is its last page, not the whole list's.
    const pages = Math.ceil(words.total / 5);
    const read = [];
    for (let page = 1; page <= pages; page++) read.push(...(await admin().symptoms.list({ ...t, query: "cardiologie", pageSize: 5, page })).rows);
    expect(new Set(read.map((r) => r.id)).size).toBe(words.total);
    const beyond = await admin().symptoms.list({ ...t, query: "cardiologie", pageSize: 5, page: pages + 3 });
    expect(beyond).toMatchObject({ page: pages, total: words.total, rows: read.slice((pages - 1) * 5) });
    // Words are looked for in every question of an FAQ entry and in a doctor's full name, in either case.
    const [someFaq] = all.rows;
    const asked = someFaq!.questions.at(-1)!;
    expect((await admin().faq.list({ ...t, query: asked.toUpperCase(), pageSize: 100 })).rows.map((r) => r.id)).toContain(someFaq!.id);
    const [someDoctor] = (await admin().doctors.list(t)).rows;
    const named = await admin().doctors.list({ ...t, query: `${someDoctor!.firstName} ${someDoctor!.lastName}`.toLowerCase() });
    expect(named.rows.map((r) => r.key)).toContain(someDoctor!.key);
    expect(named.total).toBeLessThan((await admin().doctors.list(t)).total);
    // The page size is bounded at the door.
    await expect(admin().symptoms.list({ ...t, pageSize: 5000 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // The pickers get every campus by name, unpaged.
    expect((await admin().campuses.names(t)).map((c) => c.key)).toEqual((await admin().campuses.list({ ...t, pageSize: 100 })).rows.map((c) => c.key));
  });

  it("the overlay comes one kind and one page at a time; an entry just added is found on the page that holds it", async () => {
    const mishears = await admin().overlay.list({ ...t, kind: "stt_mishear", pageSize: 5 });
    expect(mishears.total).toBeGreaterThan(5);
    expect(mishears.rows).toHaveLength(5);
    expect(new Set(mishears.rows.map((r) => r.kind))).toEqual(new Set(["stt_mishear"]));
    const added = await admin().overlay.add({ ...t, entry: { kind: "stt_mishear", match: "zzz laatste", replacement: "radiologie", lang: "" } });
    const landed = await admin().overlay.list({ ...t, kind: "stt_mishear", pageSize: 5, showing: added.id });
    expect(landed.page).toBe(Math.ceil(landed.total / 5));
    expect(landed.rows.map((r) => r.id)).toContain(added.id);
    await admin().overlay.remove({ ...t, id: added.id });
  });

  it("invalid values and taken keys are refused with the field named, and nothing changes", async () => {
    const issues = (p: Promise<unknown>) =>
      p.then(
        () => [],
        (e: { cause?: { issues?: { path: PropertyKey[]; message: string }[] } }) => (e.cause?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`),
      );
    const item = { key: "noord", name: "Campus Noord", street: "Noordlaan 2", postcode: "35OO", city: "Hasselt", phone: "", directions: {} };
    expect(await issues(admin().campuses.save({ ...t, id: null, item }))).toEqual(["item.postcode: a Belgian postcode has 4 digits"]);
    const [existing] = (await admin().campuses.list(t)).rows;
    expect(await issues(admin().campuses.save({ ...t, id: null, item: { ...item, postcode: "3500", key: existing!.key } }))).toEqual([
      `key: a campus with key "${existing!.key}" exists already`,
    ]);
    expect(await issues(admin().symptoms.save({ ...t, id: null, item: { lang: "nl", term: "buikpijn", department: "bestaat-niet" } }))).toEqual([
      'department: unknown department "bestaat-niet"',
    ]);
    expect((await admin().campuses.list(t)).rows.map((c) => c.key)).not.toContain("noord");
  });
});
