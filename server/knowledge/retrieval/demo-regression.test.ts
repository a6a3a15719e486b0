/**
 * Retrieval regressions on the demo tenant with the hashing embedder (the fallback when the local
 * e5 server is not there). The same cases run with e5 in demo-regression-e5.test.ts.
 */
import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { createLocalEmbedder } from "../embedding/local-hash";
import { searchQuestion } from "~/server/cognition/search-question";
import { demoRegressionCases } from "./demo-regression-cases";

let h: DatabaseHandle;
const embedder = createLocalEmbedder();

beforeAll(async () => {
  h = await createDemoDatabase();
});
afterAll(async () => h?.close());

demoRegressionCases((text, lang = "nl") => searchQuestion(h.db, embedder, { tenant: "lindenhof", lang, text, limit: 8 }));
