import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppSession } from "~/server/auth/session";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { categoryMismatchTelemetry, documents, tenants } from "~/server/db/schema";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { MINI_PAGES, MINI_TENANT_YAML } from "~/server/knowledge/test-bundle";
import { createCaller } from "../root";

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
  // The API uses the process embedder; make sure it is the local one whatever the developer's env says.
  expect(createLocalEmbedder().model).toMatch(/^local-hash/);
});
afterAll(async () => h?.close());

const session = (over: Partial<AppSession["user"]> = {}, memberships: AppSession["memberships"] = {}): AppSession => ({
  user: { id: "u1", email: "admin@voicedesk.local", name: null, isPlatformAdmin: false, ...over },
  memberships,
});
const as = (s: AppSession | null) => createCaller({ db: h.db, session: s, headers: new Headers() });

const bundleFiles = (slug: string, pages: Record<string, string> = MINI_PAGES) => [
  { path: "tenant.yaml", content: MINI_TENANT_YAML(slug) },
  ...Object.entries(pages).map(([path, content]) => ({ path, content })),
];

describe("admins import a tenant bundle through the API", () => {
  it("a platform admin imports a new tenant; sending the same bundle again changes nothing", async () => {
    const admin = as(session({ isPlatformAdmin: true }));
    const first = await admin.knowledge.ingestBundle({ files: bundleFiles("api-mini") });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.stats.pages.added).toBe(Object.keys(MINI_PAGES).length);
    const again = await admin.knowledge.ingestBundle({ files: bundleFiles("api-mini") });
    expect(again.ok && again.stats.pages.unchanged).toBe(Object.keys(MINI_PAGES).length);
    const [t] = await h.db.select().from(tenants).where(eq(tenants.slug, "api-mini"));
    expect(await h.db.select().from(documents).where(eq(documents.tenantId, t!.id))).toHaveLength(Object.keys(MINI_PAGES).length);
  });

  it("reports every error with its file and path, and imports nothing", async () => {
    const broken = bundleFiles("api-broken").map((f) =>
      f.path === "tenant.yaml" ? { ...f, content: f.content.replace("department: cardiologie", "department: nowhere") } : f,
    );
    const r = await as(session({ isPlatformAdmin: true })).knowledge.ingestBundle({ files: broken });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ file: "tenant.yaml", path: expect.stringMatching(/doctors\[0\]\.department/) });
    expect(await h.db.select().from(tenants).where(eq(tenants.slug, "api-broken"))).toHaveLength(0);
  });

  it("refuses someone who is not an admin of the tenant the bundle declares", async () => {
    const operator = as(session({}, { "api-mini": "operator" }));
    await expect(operator.knowledge.ingestBundle({ files: bundleFiles("api-mini") })).rejects.toThrow(/Requires role admin on tenant api-mini/);
    await expect(as(null).knowledge.ingestBundle({ files: bundleFiles("api-mini") })).rejects.toThrow(/Sign in first/);
  });

  it("rejects paths that leave the bundle or do not belong in one, before writing anything", async () => {
    const admin = as(session({ isPlatformAdmin: true }));
    await expect(admin.knowledge.ingestBundle({ files: [...bundleFiles("api-x"), { path: "docs/../../etc/passwd.md", content: "x" }] })).rejects.toThrow(
      /relative path inside the bundle/,
    );
    await expect(admin.knowledge.ingestBundle({ files: [...bundleFiles("api-x"), { path: "run.sh", content: "x" }] })).rejects.toThrow(
      /only tenant.yaml, overlay.yaml, settings.yaml, evaluations.yaml and docs/,
    );
    await expect(admin.knowledge.ingestBundle({ files: [{ path: "docs/a.md", content: "x" }] })).rejects.toThrow(/tenant.yaml is missing/);
  });

  it("operators can run the retrieval a question gets, on their tenant only — and it leaves no caller telemetry", async () => {
    const operator = as(session({}, { "api-mini": "operator" }));
    const mismatchRows = async () => (await h.db.select().from(categoryMismatchTelemetry)).length;
    const before = await mismatchRows();
    const r = await operator.knowledge.search({ tenant: "api-mini", lang: "nl", text: "Hoeveel kost parkeren?" });
    // A console search is no caller's question: a row would move the dashboard's mismatch rate and its alert.
    expect(await mismatchRows()).toBe(before);
    expect(r.chunks.length).toBeGreaterThan(0);
    expect(r.chunks[0]!.title).toMatch(/[Pp]arkeren/);
    await expect(operator.knowledge.search({ tenant: "lindenhof", lang: "nl", text: "parkeren" })).rejects.toThrow(/Requires role operator on this tenant/);
  });
});
