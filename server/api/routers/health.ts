import { sql } from "drizzle-orm";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const healthRouter = createTRPCRouter({
  /** Liveness plus a real database round trip, so "up" means "can answer a call". */
  ping: publicProcedure.query(async ({ ctx }) => {
    const started = performance.now();
    await ctx.db.execute(sql`select 1`);
    return { ok: true as const, dbMs: Math.round(performance.now() - started) };
  }),
});
