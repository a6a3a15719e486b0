import { z } from "zod";
import { overlayEntrySchema, overlayListSchema } from "~/contracts/tenant-admin";
import { addOverlayEntry, listOverlay, removeOverlayEntry } from "~/server/console/overlay";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/** The tenant's overlay (what the recogniser mishears, the words it should listen for, how names are said): operators read, admins edit. */
export const overlayRouter = createTRPCRouter({
  list: tenantProcedure("operator")
    .input(overlayListSchema)
    .query(({ ctx, input }) => listOverlay(ctx.db, ctx.tenant.id, input)),
  add: tenantProcedure("admin")
    .input(z.object({ entry: overlayEntrySchema }))
    .mutation(({ ctx, input }) => addOverlayEntry(ctx.db, ctx.tenant.id, input.entry, ctx.actor)),
  remove: tenantProcedure("admin")
    .input(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => removeOverlayEntry(ctx.db, ctx.tenant.id, input.id, ctx.actor)),
});
