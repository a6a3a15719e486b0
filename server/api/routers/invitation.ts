import { z } from "zod";
import { newPasswordSchema } from "~/contracts/tenant-admin";
import { acceptInvitation, invitationInfo } from "~/server/console/members";
import { createTRPCRouter, publicProcedure } from "../trpc";

const tokenSchema = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, "not an invitation token");

/**
 * The invitation link's page, before the invitee has an account. Public: the token itself is the
 * credential (32 random bytes, one use, a week), and guesses are rate-limited per address.
 */
export const invitationRouter = createTRPCRouter({
  /** Who was invited, to which tenant and role, and whether they must choose a password. */
  info: publicProcedure.input(z.object({ token: tokenSchema })).query(({ ctx, input }) => invitationInfo(ctx.db, input.token)),
  accept: publicProcedure
    .input(z.object({ token: tokenSchema, password: newPasswordSchema.optional() }))
    .mutation(({ ctx, input }) => acceptInvitation(ctx.db, input.token, input.password)),
});
