import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "~/testkit/db/test-database";
import { queryRows, SEARCH_SESSION_SETTINGS, withSearchSettings, type DatabaseHandle } from ".";

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(() => h?.close());

describe("every database session starts with the search settings (no transaction per search)", () => {
  it("has iterative HNSW scans and the wider ef_search on every connection it uses at once", async () => {
    // Several queries at once take several pooled connections on PostgreSQL (PGlite has one session).
    const seen = await Promise.all(
      Array.from({ length: 6 }, () =>
        queryRows<{ iterative: string; ef: string }>(
          h.db,
          sql`select current_setting('hnsw.iterative_scan') as iterative, current_setting('hnsw.ef_search') as ef from (select pg_sleep(0.05)) slept`,
        ),
      ),
    );
    for (const [row] of seen) expect(row).toEqual({ iterative: SEARCH_SESSION_SETTINGS["hnsw.iterative_scan"], ef: SEARCH_SESSION_SETTINGS["hnsw.ef_search"] });
  });

  it("adds them to a connection string's startup options and keeps the options it had", () => {
    const url = new URL(withSearchSettings("postgresql://app@db.internal/voicedesk?options=-c%20statement_timeout%3D5000&sslmode=require"));
    expect(url.searchParams.get("options")).toBe("-c statement_timeout=5000 -c hnsw.ef_search=100 -c hnsw.iterative_scan=relaxed_order");
    expect(url.searchParams.get("sslmode")).toBe("require");
    expect(url.pathname).toBe("/voicedesk");
  });
});
