import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppSession, Role } from "~/server/auth/session";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { tenants } from "~/server/db/schema";
import { env } from "~/lib/env";
import { AccessRefused, type Access } from "./access";
import { PROCEDURES } from "./procedure-table";
import { createCaller } from "./root";
import { PUBLIC_PROCEDURES } from "~/contracts/public-procedures";

/**
 * Authorization that cannot be forgotten: every procedure of the app router is called as every
 * kind of caller, and the gate's answer must match the role matrix written out below. A procedure
 * that declares no access, or a new public one not listed here, fails this file.
 */

type CallerName = "anonymous" | "agent" | "otherTenantOwner" | "owner" | "admin" | "operator" | "qa" | "platformAdmin";
const CALLERS: readonly CallerName[] = ["anonymous", "agent", "otherTenantOwner", "owner", "admin", "operator", "qa", "platformAdmin"];
const STAFF: CallerName[] = ["otherTenantOwner", "owner", "admin", "operator", "qa", "platformAdmin"];

/** The role matrix, written by hand (not derived from the code under test). */
const ADMITTED: Record<string, readonly CallerName[]> = {
  public: CALLERS,
  agent: ["agent"],
  signedIn: STAFF,
  platformAdmin: ["platformAdmin"],
  "tenant:owner": ["owner", "platformAdmin"],
  "tenant:admin": ["owner", "admin", "platformAdmin"],
  "tenant:operator": ["owner", "admin", "operator", "platformAdmin"],
  "tenant:qa": ["owner", "admin", "qa", "platformAdmin"],
  "tenant:operator|qa": ["owner", "admin", "operator", "qa", "platformAdmin"],
};

/** Public procedures are a conscious choice: adding one means adding it here. */
const PUBLIC = [
  "webCall.join",
  "cognition.turn",
  "cognition.turnStream",
  "health.ping",
  "speech.classify",
  "speech.postfilter",
  "speech.shape",
  "tenantPublic.info",
  "invitation.accept",
  "invitation.info",
];

const TENANT = "access-a";
const OTHER = "access-b";

function session(name: CallerName): AppSession | null {
  const user = (platform = false) => ({ id: "00000000-0000-4000-8000-000000000001", email: `${name}@example.org`, name, isPlatformAdmin: platform });
  switch (name) {
    case "anonymous":
    case "agent":
      return null;
    case "platformAdmin":
      return { user: user(true), memberships: {} };
    case "otherTenantOwner":
      return { user: user(), memberships: { [OTHER]: "owner" } };
    default:
      return { user: user(), memberships: { [TENANT]: name as Role } };
  }
}

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
  await h.db.insert(tenants).values([
    { slug: TENANT, name: "Access A" },
    { slug: OTHER, name: "Access B" },
  ]);
});
afterAll(async () => h?.close());

const procedures = PROCEDURES.map((p) => [p.path, p.access] as const);

function accessKey(access: Access): string {
  return access.kind === "tenant" ? `tenant:${[access.minRole].flat().join("|")}` : access.kind;
}

/** Calls a procedure by its dotted path; resolves to "admitted" or "refused" by the gate. */
async function gateAnswer(path: string, caller: CallerName): Promise<"admitted" | "refused"> {
  const headers = new Headers(caller === "agent" ? { authorization: `Bearer ${env().VOICEDESK_AGENT_TOKEN}` } : {});
  let target: unknown = createCaller({ db: h.db, session: session(caller), headers });
  for (const part of path.split(".")) target = (target as Record<string, unknown>)[part];
  try {
    // The tenant is named; everything else is missing, so an admitted caller mostly meets input validation.
    const result = await (target as (input: unknown) => Promise<unknown>)({ tenant: TENANT });
    if (result && typeof result === "object" && Symbol.asyncIterator in result) {
      await (result as AsyncGenerator).return?.(undefined);
    }
    return "admitted";
  } catch (err) {
    if (err instanceof TRPCError && err.cause instanceof AccessRefused) return "refused";
    return "admitted";
  }
}

describe("every procedure declares who may call it", () => {
  it("the router has procedures and each one carries an access declaration", () => {
    expect(procedures.length).toBeGreaterThan(10);
    const undeclared = procedures.filter(([, access]) => !access).map(([path]) => path);
    expect(undeclared).toEqual([]);
  });

  it("public procedures are exactly the listed ones", () => {
    const publicPaths = procedures.filter(([, access]) => access?.kind === "public").map(([path]) => path);
    expect(publicPaths.sort()).toEqual(PUBLIC.filter((p) => procedures.some(([path]) => path === p)).sort());
    // The browser sends exactly these unbatched (contracts/public-procedures.ts): a batch of them is refused.
    expect([...PUBLIC_PROCEDURES].sort()).toEqual([...PUBLIC].sort());
  });

  it("QA's evaluation procedures are declared for role qa (owners, admins, QA, platform admins; not operators)", () => {
    const evaluations = procedures.filter(([path]) => path.startsWith("evaluations.")).map(([path, access]) => [path, accessKey(access!)]);
    expect(Object.fromEntries(evaluations)).toEqual({
      "evaluations.cases": "tenant:qa",
      "evaluations.addCase": "tenant:qa",
      "evaluations.removeCase": "tenant:qa",
      "evaluations.run": "tenant:qa",
      "evaluations.progress": "tenant:qa",
      "evaluations.runs": "tenant:qa",
      "evaluations.runDetail": "tenant:qa",
      "evaluations.compare": "tenant:qa",
    });
  });

  it("erasure requests and the audit log are declared for admins (owners, admins, platform admins; not operators or QA)", () => {
    const admin = procedures
      .filter(([path]) => ["retention.findCalls", "retention.eraseCalls", "audit.list"].includes(path))
      .map(([path, access]) => [path, accessKey(access!)]);
    expect(Object.fromEntries(admin)).toEqual({ "retention.findCalls": "tenant:admin", "retention.eraseCalls": "tenant:admin", "audit.list": "tenant:admin" });
  });

  it("operators read the pages; only admins upload, delete or re-ingest one", () => {
    const docs = procedures.filter(([path]) => path.startsWith("documents.")).map(([path, access]) => [path, accessKey(access!)]);
    expect(Object.fromEntries(docs)).toMatchObject({
      "documents.list": "tenant:operator",
      "documents.get": "tenant:operator",
      "documents.previewUpload": "tenant:admin",
      "documents.upload": "tenant:admin",
      "documents.remove": "tenant:admin",
      "documents.reingestOne": "tenant:admin",
    });
  });

  it("the playground is declared for operators and QA side by side (owners, admins and platform admins hold both)", () => {
    const playground = procedures.filter(([path]) => path.startsWith("playground.")).map(([path, access]) => [path, accessKey(access!)]);
    expect(Object.fromEntries(playground)).toEqual({ "playground.ask": "tenant:operator|qa" });
  });

  it.each(procedures)("%s admits exactly the callers its declaration names", async (path, access) => {
    expect(access, `${path} declares no access`).toBeDefined();
    const expected = ADMITTED[accessKey(access!)];
    expect(expected, `${path}: no row in the role matrix for ${accessKey(access!)}`).toBeDefined();
    const answers: Record<string, string> = {};
    for (const caller of CALLERS) answers[caller] = await gateAnswer(path, caller);
    const want = Object.fromEntries(CALLERS.map((c) => [c, expected!.includes(c) ? "admitted" : "refused"]));
    expect(answers).toEqual(want);
  });
});
