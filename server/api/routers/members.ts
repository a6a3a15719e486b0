import { z } from "zod";
import { invitationSchema } from "~/contracts/tenant-admin";
import { ROLES } from "~/server/auth/session";
import { changeMemberRole, inviteMember, listMembers, renewInvitation, revokeInvitation } from "~/server/console/members";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/** The tenant's staff, owners only: members and pending invitations, inviting (and revoking or renewing an invitation), changing or removing a role. */
export const membersRouter = createTRPCRouter({
  list: tenantProcedure("owner").query(({ ctx }) => listMembers(ctx.db, ctx.tenant.id)),
  invite: tenantProcedure("owner")
    .input(invitationSchema)
    .mutation(({ ctx, input }) => inviteMember(ctx.db, ctx.tenant.id, input, ctx.actor)),
  setRole: tenantProcedure("owner")
    .input(z.object({ userId: z.uuid(), role: z.enum(ROLES).nullable() }))
    .mutation(({ ctx, input }) => changeMemberRole(ctx.db, ctx.tenant.id, input.userId, input.role, ctx.actor)),
  /** Withdraw an open invitation: its link stops working. */
  revokeInvitation: tenantProcedure("owner")
    .input(z.object({ invitationId: z.uuid() }))
    .mutation(({ ctx, input }) => revokeInvitation(ctx.db, ctx.tenant.id, input.invitationId, ctx.actor)),
  /** A new link for an open invitation (shown once); the old link stops working. */
  renewInvitation: tenantProcedure("owner")
    .input(z.object({ invitationId: z.uuid() }))
    .mutation(({ ctx, input }) => renewInvitation(ctx.db, ctx.tenant.id, input.invitationId, ctx.actor)),
});
