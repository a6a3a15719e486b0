import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate-limit counters shared by every app instance on this database (rate-limiter-flexible's
 * Drizzle store: one atomic upsert per counted request). `key` is the limiter's prefix and the
 * counted key (a client address, an account); `expire` ends the window. Expired rows are swept by
 * the library about hourly.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
