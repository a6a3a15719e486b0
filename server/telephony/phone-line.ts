/**
 * A tenant's phone line as an operator sees it: the numbers its bundle lists (tenant.yaml
 * `phones.inbound`) and what LiveKit has for them (the trunk and dispatch rule provisioning owns).
 * The numbers come from the tenant's data, never from the request, so the line always answers the
 * numbers the hospital published; the request only says how the carrier reaches us (its addresses,
 * digest auth). Provisioning is idempotent (./provision-trunk): calling it twice changes nothing.
 */
import { eq } from "drizzle-orm";
import { NotFoundError } from "~/lib/user-facing-error";
import { SipClient } from "livekit-server-sdk";
import { z } from "zod";
import type { Db } from "~/server/db";
import { env } from "~/lib/env";
import { tenants } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import {
  deprovisionTenantTrunk,
  managedName,
  provisionTenantTrunk,
  tenantTrunkInputSchema,
  TrunkProvisioningError,
  type ProvisionResult,
  type SipProvisioningApi,
} from "./provision-trunk";

const log = moduleLogger("telephony.phone_line");

/** What an operator chooses when provisioning; the tenant and its numbers are not among it. */
export const phoneLineOptionsSchema = z.object({
  allowedAddresses: tenantTrunkInputSchema.shape.allowedAddresses,
  auth: tenantTrunkInputSchema.shape.auth,
  ringingTimeoutSeconds: tenantTrunkInputSchema.shape.ringingTimeoutSeconds,
});
export type PhoneLineOptions = z.input<typeof phoneLineOptionsSchema>;

export class UnknownPhoneLineTenantError extends NotFoundError {
  constructor(readonly tenant: string) {
    super(`no hospital with the slug "${tenant}"`);
  }
}

export interface PhoneLine {
  tenant: string;
  /** The numbers tenant.yaml lists (E.164). */
  numbers: string[];
  /** LiveKit's side, or null when nothing is provisioned. */
  trunk: { id: string; numbers: string[]; allowedAddresses: string[]; digestAuth: boolean } | null;
  dispatchRuleId: string | null;
  /** The trunk answers exactly the tenant's numbers. */
  inSync: boolean;
}

/** The SIP API of the LiveKit server the app uses (LIVEKIT_URL is ws(s); the API is http(s) on the same host). */
export function sipApiFor(livekit: { url: string; apiKey: string; apiSecret: string }): SipProvisioningApi {
  return new SipClient(livekit.url.replace(/^ws(s?):/, "http$1:"), livekit.apiKey, livekit.apiSecret);
}

/** The app's own LiveKit: LIVEKIT_URL, or the local dev server `npm start` runs. */
export function sipApiFromEnv(): SipProvisioningApi {
  const e = env();
  return sipApiFor({ url: e.LIVEKIT_URL ?? "ws://127.0.0.1:7880", apiKey: e.LIVEKIT_API_KEY, apiSecret: e.LIVEKIT_API_SECRET });
}

async function tenantNumbers(db: Db, tenant: string): Promise<string[]> {
  const [row] = await db.select({ numbers: tenants.inboundNumbers }).from(tenants).where(eq(tenants.slug, tenant));
  if (!row) throw new UnknownPhoneLineTenantError(tenant);
  return [...row.numbers].sort();
}

export async function phoneLineOf(db: Db, sip: SipProvisioningApi, tenant: string): Promise<PhoneLine> {
  const numbers = await tenantNumbers(db, tenant);
  const name = managedName(tenant);
  const [trunk] = (await sip.listSipInboundTrunk()).filter((t) => t.name === name);
  const [rule] = (await sip.listSipDispatchRule()).filter((r) => r.name === name);
  const trunkNumbers = [...(trunk?.numbers ?? [])].sort();
  return {
    tenant,
    numbers,
    trunk: trunk
      ? { id: trunk.sipTrunkId, numbers: trunkNumbers, allowedAddresses: [...trunk.allowedAddresses].sort(), digestAuth: trunk.authUsername !== "" }
      : null,
    dispatchRuleId: rule?.sipDispatchRuleId ?? null,
    inSync: trunk !== undefined && rule !== undefined && JSON.stringify(trunkNumbers) === JSON.stringify(numbers),
  };
}

/** Creates or updates the tenant's trunk and dispatch rule for the numbers its bundle lists. */
export async function provisionPhoneLine(db: Db, sip: SipProvisioningApi, tenant: string, options: PhoneLineOptions): Promise<ProvisionResult> {
  const numbers = await tenantNumbers(db, tenant);
  if (numbers.length === 0) {
    throw new TrunkProvisioningError(`tenant "${tenant}" lists no phones.inbound numbers in tenant.yaml: nothing to provision`);
  }
  const result = await provisionTenantTrunk(sip, { tenant, numbers, ...options });
  log.info(
    { tenant, numbers: result.numbers.length, trunk: result.trunk, dispatchRule: result.dispatchRule, removedDuplicates: result.removedDuplicates.length },
    "phone_line_provisioned",
  );
  return result;
}

export async function removePhoneLine(sip: SipProvisioningApi, tenant: string): Promise<{ removed: string[] }> {
  const result = await deprovisionTenantTrunk(sip, tenant);
  log.info({ tenant, removed: result.removed.length }, "phone_line_removed");
  return result;
}
