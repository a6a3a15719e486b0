import type { Config } from "drizzle-kit";

/**
 * `npm run db:generate` writes SQL migrations into drizzle/ from server/db/schema. They are checked
 * in and applied by `migrateDatabase` on start and in tests (both database paths).
 */
export default {
  schema: "./server/db/schema/index.ts",
  out: "./drizzle",
  dialect: "postgresql",
  dbCredentials: { url: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
} satisfies Config;
