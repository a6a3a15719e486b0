import { z } from "zod";
import { slugSchema } from "~/contracts/input";
import { getDb } from "~/server/db";
import { phoneLineOf, phoneLineOptionsSchema, provisionPhoneLine, removePhoneLine, sipApiFromEnv } from "~/server/telephony/phone-line";
import { defineOp } from "../op";

/**
 * A tenant's phone line from the command line (same service as the admin API): the trunk answers
 * the numbers tenant.yaml lists under phones.inbound. LiveKit is LIVEKIT_URL with its API key/secret.
 *   {"op":"phone-line","tenant":"lindenhof"}
 *   {"op":"provision-phone-line","tenant":"lindenhof","allowedAddresses":["54.172.60.0/30"]}
 *   {"op":"remove-phone-line","tenant":"lindenhof"}
 */
export const phoneLineOp = defineOp({
  name: "phone-line",
  input: z.object({ op: z.literal("phone-line"), tenant: slugSchema }),
  run: async ({ tenant }) => ({ ...(await phoneLineOf(await getDb(), sipApiFromEnv(), tenant)) }),
});

export const provisionPhoneLineOp = defineOp({
  name: "provision-phone-line",
  input: phoneLineOptionsSchema.extend({ op: z.literal("provision-phone-line"), tenant: slugSchema }),
  run: async ({ tenant, op: _op, ...options }) => ({ ...(await provisionPhoneLine(await getDb(), sipApiFromEnv(), tenant, options)) }),
});

export const removePhoneLineOp = defineOp({
  name: "remove-phone-line",
  input: z.object({ op: z.literal("remove-phone-line"), tenant: slugSchema }),
  run: async ({ tenant }) => removePhoneLine(sipApiFromEnv(), tenant),
});

export const telephonyOps = [phoneLineOp, provisionPhoneLineOp, removePhoneLineOp];
