import { z } from "zod";
import { invitationSchema } from "~/contracts/tenant-admin";
import { ROLES } from "~/server/auth/session";
import { changeMemberRole, inviteMember, listMembers } from "~/server/console/members";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/** The tenant's staff, owners only: members and pending invitations, inviting, changing or removing a role. */
export const membersRouter = createTRPCRouter({
  list: tenantProcedure("owner").query(({ ctx }) => listMembers(ctx.db, ctx.tenant.id)),
  invite: tenantProcedure("owner")
    .input(invitationSchema)
    .mutation(({ ctx, input }) => inviteMember(ctx.db, ctx.tenant.id, input, ctx.actor)),
  setRole: tenantProcedure("owner")
    .input(z.object({ userId: z.uuid(), role: z.enum(ROLES).nullable() }))
    .mutation(({ ctx, input }) => changeMemberRole(ctx.db, ctx.tenant.id, input.userId, input.role, ctx.actor)),
});
