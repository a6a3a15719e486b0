import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { newPasswordSchema } from "~/contracts/tenant-admin";
import { changeOwnPassword, signOutEverywhere } from "~/server/auth/account";
import { authSecret } from "~/server/auth/secret";
import { confirmEnrolment, recoveryCodesLeft, removeSecondFactor, secondFactorEnabled, startEnrolment } from "~/server/auth/second-factor";
import type { AppSession } from "~/server/auth/session";
import { listStaffSessions } from "~/server/auth/staff-sessions";
import { users } from "~/server/db/schema";
import { createTRPCRouter, platformAdminProcedure, signedInProcedure } from "../trpc";

/** Who may turn on two-step sign-in: those who can change a hospital's line or its staff. */
export function mayUseSecondFactor(session: AppSession): boolean {
  return session.user.isPlatformAdmin || Object.values(session.memberships).some((role) => role === "owner" || role === "admin");
}

const codeSchema = z.string().trim().min(6).max(32);

/** The signed-in person's own account page: sessions, password, second factor. */
export const accountRouter = createTRPCRouter({
  overview: signedInProcedure.query(async ({ ctx }) => {
    const { session, db } = ctx;
    const enabled = await secondFactorEnabled(db, session.user.id);
    return {
      email: session.user.email,
      name: session.user.name,
      sessions: await listStaffSessions(db, session.user.id, session.sessionRowId),
      secondFactor: {
        offered: mayUseSecondFactor(session),
        enabled,
        recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, session.user.id) : 0,
      },
    };
  }),

  /** Ends every session of this person; `keepThis` keeps the browser they are using. */
  signOutEverywhere: signedInProcedure
    .input(z.object({ keepThis: z.boolean().default(false) }))
    .mutation(({ ctx, input }) =>
      signOutEverywhere(ctx.db, { userId: ctx.session.user.id, keepRowId: input.keepThis ? ctx.session.sessionRowId : undefined, actor: ctx.actor }),
    ),

  changePassword: signedInProcedure.input(z.object({ current: z.string().min(1).max(1024), next: newPasswordSchema })).mutation(({ ctx, input }) =>
    changeOwnPassword(ctx.db, {
      userId: ctx.session.user.id,
      current: input.current,
      next: input.next,
      keepRowId: ctx.session.sessionRowId,
      actor: ctx.actor,
    }),
  ),

  /** Step 1 of two-step sign-in: a new secret for the authenticator app (QR code and text). */
  startSecondFactor: signedInProcedure.input(z.object({}).optional()).mutation(({ ctx }) => {
    if (!mayUseSecondFactor(ctx.session)) throw new TRPCError({ code: "FORBIDDEN", message: "Two-step sign-in is for owners and administrators." });
    return startEnrolment(ctx.db, ctx.session.user.id, authSecret());
  }),

  /** Step 2: a code from the app turns it on; the recovery codes come back once. */
  confirmSecondFactor: signedInProcedure
    .input(z.object({ code: codeSchema }))
    .mutation(({ ctx, input }) => confirmEnrolment(ctx.db, { userId: ctx.session.user.id, code: input.code, key: authSecret(), actor: ctx.actor })),

  /** Turns it off with a current code (or a recovery code); the person's other sessions end. */
  removeSecondFactor: signedInProcedure.input(z.object({ code: codeSchema })).mutation(({ ctx, input }) =>
    removeSecondFactor(ctx.db, {
      userId: ctx.session.user.id,
      actor: ctx.actor,
      by: "self",
      code: input.code,
      key: authSecret(),
      keepRowId: ctx.session.sessionRowId,
    }),
  ),

  /** A platform administrator resets someone's lost second factor: their sessions end, they enrol again. Audited. */
  resetSecondFactor: platformAdminProcedure.input(z.object({ email: z.email().max(254) })).mutation(async ({ ctx, input }) => {
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email.toLowerCase()));
    if (!user) throw new TRPCError({ code: "NOT_FOUND", message: "No account with that e-mail address." });
    return removeSecondFactor(ctx.db, { userId: user.id, actor: ctx.actor, by: "admin", key: authSecret() });
  }),
});
