import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { Lang } from "~/lib/lang";
import { createdAt, id } from "./columns";
import { tenants } from "./tenants";

/**
 * QA's evaluation cases: a question and what the line must do with it. The expectation is the
 * contract's discriminated union (contracts/evaluations.ts), validated when read back.
 */
export const evaluationCases = pgTable(
  "evaluation_cases",
  {
    id: id(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    lang: varchar("lang", { length: 8 }).$type<Lang>().notNull(),
    question: text("question").notNull(),
    expectation: jsonb("expectation").$type<Record<string, unknown>>().notNull(),
    /** The e-mail of whoever added it ("bundle" for cases that came with an import), kept past the account's deletion. */
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("evaluation_cases_tenant_idx").on(t.tenantId, t.createdAt)],
);

/**
 * One evaluation run: every case of the tenant as a typed turn through the real orchestrator,
 * with nothing recorded as a call. Per-case results are jsonb, validated with zod when read back.
 */
export const evaluationRuns = pgTable(
  "evaluation_runs",
  {
    id: id(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    startedBy: text("started_by").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    total: integer("total").notNull(),
    passed: integer("passed").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    results: jsonb("results").$type<unknown[]>().notNull().default([]),
  },
  (t) => [index("evaluation_runs_tenant_started_idx").on(t.tenantId, t.startedAt)],
);
