import { tenantsVisibleTo } from "~/server/console/tenants";
import { createTRPCRouter, signedInProcedure } from "../trpc";

/** The console's tenant picker: the tenants the signed-in person may open, with their role on each. */
export const consoleTenantsRouter = createTRPCRouter({
  mine: signedInProcedure.query(({ ctx }) => tenantsVisibleTo(ctx.db, ctx.session)),
});
