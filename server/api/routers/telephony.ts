import { z } from "zod";
import { slugSchema } from "~/contracts/input";
import { phoneLineOf, phoneLineOptionsSchema, provisionPhoneLine, removePhoneLine, sipApiFromEnv } from "~/server/telephony/phone-line";
import { createTRPCRouter, platformAdminProcedure } from "../trpc";

/**
 * A tenant's phone line (inbound SIP trunk + dispatch rule on LiveKit). Platform admins only: a
 * trunk decides which carrier addresses may place calls into the platform, across tenants.
 */

const tenantInput = z.object({ tenant: slugSchema });

export const telephonyRouter = createTRPCRouter({
  /** The numbers the tenant's bundle lists and what LiveKit answers for them. */
  phoneLine: platformAdminProcedure.input(tenantInput).query(({ ctx, input }) => phoneLineOf(ctx.db, sipApiFromEnv(), input.tenant)),

  /** Creates or updates the trunk for the bundle's numbers and the rule that dispatches the agent; idempotent. */
  provisionPhoneLine: platformAdminProcedure.input(tenantInput.extend(phoneLineOptionsSchema.shape)).mutation(({ ctx, input }) => {
    const { tenant, ...options } = input;
    return provisionPhoneLine(ctx.db, sipApiFromEnv(), tenant, options);
  }),

  /** Removes the tenant's trunk and dispatch rule: its numbers stop answering. */
  removePhoneLine: platformAdminProcedure.input(tenantInput).mutation(({ input }) => removePhoneLine(sipApiFromEnv(), input.tenant)),
});
