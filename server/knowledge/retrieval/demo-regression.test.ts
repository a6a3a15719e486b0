/**
 * Retrieval regressions on the demo tenant with the hashing embedder (the fallback when the local
 * e5 server is not there). The same cases run with e5 in demo-regression-e5.test.ts.
 */
import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type DatabaseHandle } from "~/server/db";
import { createLocalEmbedder } from "../embedding/local-hash";
import { searchQuestion } from "~/server/cognition/search-question";
import { ingestTenantDir } from "../ingest";
import { demoRegressionCases } from "./demo-regression-cases";

let h: DatabaseHandle;
const embedder = createLocalEmbedder();

beforeAll(async () => {
  h = await createTestDatabase();
  const r = await ingestTenantDir(h.db, "tenant_overlays/lindenhof", { embedder });
  if (!r.ok) throw new Error("demo bundle did not ingest");
});
afterAll(async () => h?.close());

demoRegressionCases((text, lang = "nl") => searchQuestion(h.db, embedder, { tenant: "lindenhof", lang, text, limit: 8 }));
