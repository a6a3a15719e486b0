/**
 * Phone numbers of a tenant → LiveKit SIP configuration: one inbound trunk (the tenant's E.164
 * numbers, the carrier's source addresses, optional digest auth) and one dispatch rule that puts
 * each call in its own room and dispatches the Voicedesk agent with `{ tenant, channel: "sip" }`.
 *
 * Idempotent: running it again with the same input changes nothing; changed input updates the
 * trunk and rule in place (same IDs). Both are found by name (`voicedesk:<slug>`), so a trunk made
 * by hand under another name is never touched — but its numbers still count as taken.
 *
 *   await provisionTenantTrunk(new SipClient(httpUrl, key, secret), { tenant: "zol", numbers: ["+32 89 00 00 00"] });
 *
 * Needs a livekit-server with Redis (without Redis its SIP API refuses every call).
 */
import { isIP } from "node:net";
import { RefusedError } from "~/lib/user-facing-error";
import { slugSchema } from "~/contracts/input";
import { parsePhoneNumberWithError, type CountryCode } from "libphonenumber-js";
import {
  RoomAgentDispatch,
  RoomConfiguration,
  SIPDispatchRule,
  SIPDispatchRuleCallee,
  SIPDispatchRuleInfo,
  SIPInboundTrunkInfo,
  type SipClient,
} from "livekit-server-sdk";
import { z } from "zod";
import { ROOM_PREFIX, VOICE_AGENT_NAME, dispatchMetadataSchema, type DispatchMetadata } from "~/contracts/room-protocol";

/** The part of `SipClient` provisioning uses. */
export type SipProvisioningApi = Pick<
  SipClient,
  | "listSipInboundTrunk"
  | "createSipInboundTrunk"
  | "updateSipInboundTrunk"
  | "deleteSipTrunk"
  | "listSipDispatchRule"
  | "createSipDispatchRule"
  | "updateSipDispatchRule"
  | "deleteSipDispatchRule"
>;

/** An IPv4/IPv6 address or CIDR block, as LiveKit's `allowed_addresses` takes them. */
const addressSchema = z.string().refine((value) => {
  const [ip, prefix, ...rest] = value.split("/");
  if (rest.length > 0 || ip === undefined) return false;
  const family = isIP(ip);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}, "an IP address or CIDR block (e.g. 54.172.60.0/30)");

export const tenantTrunkInputSchema = z
  .object({
    tenant: slugSchema,
    /** The numbers callers dial, in any form libphonenumber reads (national ones in `defaultCountry`). */
    numbers: z.array(z.string().min(1)).min(1, "a tenant trunk needs at least one phone number"),
    defaultCountry: z
      .string()
      .length(2)
      .transform((c) => c.toUpperCase() as CountryCode)
      .default("BE"),
    /**
     * Where the carrier's INVITEs come from (its signalling IPs / CIDRs). Empty means any source,
     * which is only acceptable with digest auth — refused otherwise, see below.
     */
    allowedAddresses: z.array(addressSchema).default([]),
    /** Digest auth the carrier must answer; the password is stored in LiveKit's Redis as given. */
    auth: z.object({ username: z.string().min(1), password: z.string().min(12, "use at least 12 characters") }).optional(),
    /**
     * How long a caller hears ringing while no agent has joined (no worker running, all full), before
     * the bridge gives up on the call. LiveKit's default is 3 minutes.
     */
    ringingTimeoutSeconds: z.number().int().min(1).max(180).default(20),
    /**
     * Keep the caller's number out of LiveKit: no `sip.phoneNumber` attribute, participant identity
     * is a hash. The information line has no use for it (GDPR data minimisation); default on.
     */
    hideCallerNumber: z.boolean().default(true),
    /**
     * How long a call's room (and so its agent job process) lives on after the caller hung up.
     * Agents do not count: LiveKit closes a room that only agents are left in after this time,
     * 20 s by default — a job slot of a full worker held for nothing after every call.
     */
    departureTimeoutSeconds: z.number().int().min(1).max(300).default(5),
  })
  .superRefine((input, ctx) => {
    if (input.allowedAddresses.length === 0 && input.auth === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["allowedAddresses"],
        message: "give the carrier's addresses, digest auth, or both: otherwise anyone on the internet can call in",
      });
    }
  });

export type TenantTrunkInput = z.input<typeof tenantTrunkInputSchema>;

export interface TenantTrunkSpec {
  tenant: string;
  /** E.164, sorted, without duplicates. */
  numbers: string[];
  allowedAddresses: string[];
  auth?: { username: string; password: string };
  ringingTimeoutSeconds: number;
  hideCallerNumber: boolean;
  departureTimeoutSeconds: number;
}

export class TrunkProvisioningError extends RefusedError {}

/** Validates and normalises (numbers to E.164). Throws a TrunkProvisioningError naming the field. */
export function parseTenantTrunkInput(input: TenantTrunkInput): TenantTrunkSpec {
  const parsed = tenantTrunkInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new TrunkProvisioningError(`invalid trunk input: ${parsed.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("; ")}`);
  }
  const { data } = parsed;
  const numbers = data.numbers.map((raw, i) => {
    let e164: string;
    try {
      const phone = parsePhoneNumberWithError(raw, data.defaultCountry);
      if (!phone.isValid()) throw new Error("not a valid number");
      e164 = phone.number;
    } catch (err) {
      throw new TrunkProvisioningError(`invalid trunk input: numbers.${i}: "${raw}" is not a phone number (${(err as Error).message})`);
    }
    return e164;
  });
  return {
    tenant: data.tenant,
    numbers: [...new Set(numbers)].sort(),
    allowedAddresses: [...new Set(data.allowedAddresses)].sort(),
    ...(data.auth !== undefined ? { auth: data.auth } : {}),
    ringingTimeoutSeconds: data.ringingTimeoutSeconds,
    hideCallerNumber: data.hideCallerNumber,
    departureTimeoutSeconds: data.departureTimeoutSeconds,
  };
}

/** The name under which a tenant's trunk and dispatch rule live; how provisioning finds them again. */
export function managedName(tenant: string): string {
  return `voicedesk:${tenant}`;
}

/** What the agent worker receives with each call of this tenant (it parses it with the same schema). */
export function sipDispatchMetadata(tenant: string): DispatchMetadata {
  return dispatchMetadataSchema.parse({ tenant, channel: "sip" });
}

/**
 * Room name prefix. LiveKit's callee rule names a room `<prefix>_<dialled number>_<random>`: the
 * caller's number never appears in a room name (room names end up in logs and conversation IDs).
 */
export function sipRoomPrefix(tenant: string): string {
  return `${ROOM_PREFIX}${tenant}`;
}

/** Pure: the trunk as LiveKit should hold it (no ID). */
export function desiredTrunk(spec: TenantTrunkSpec): SIPInboundTrunkInfo {
  return new SIPInboundTrunkInfo({
    name: managedName(spec.tenant),
    metadata: JSON.stringify({ managedBy: "voicedesk", tenant: spec.tenant }),
    numbers: spec.numbers,
    allowedAddresses: spec.allowedAddresses,
    authUsername: spec.auth?.username ?? "",
    authPassword: spec.auth?.password ?? "",
    ringingTimeout: { seconds: BigInt(spec.ringingTimeoutSeconds), nanos: 0 },
  });
}

/** Pure: the dispatch rule as LiveKit should hold it (no ID), bound to the tenant's trunk only. */
export function desiredDispatchRule(spec: TenantTrunkSpec, trunkId: string): SIPDispatchRuleInfo {
  return new SIPDispatchRuleInfo({
    name: managedName(spec.tenant),
    rule: new SIPDispatchRule({
      rule: { case: "dispatchRuleCallee", value: new SIPDispatchRuleCallee({ roomPrefix: sipRoomPrefix(spec.tenant), randomize: true }) },
    }),
    trunkIds: [trunkId],
    hidePhoneNumber: spec.hideCallerNumber,
    roomConfig: new RoomConfiguration({
      departureTimeout: spec.departureTimeoutSeconds,
      agents: [new RoomAgentDispatch({ agentName: VOICE_AGENT_NAME, metadata: JSON.stringify(sipDispatchMetadata(spec.tenant)) })],
    }),
  });
}

function sortedEqual(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}

/**
 * Pure: the stored trunk with the fields provisioning owns replaced (what an update sends; the
 * update replaces the whole trunk). Everything else an operator set on it (media, headers) stays.
 */
export function withManagedTrunkFields(current: SIPInboundTrunkInfo, desired: SIPInboundTrunkInfo): SIPInboundTrunkInfo {
  const next = current.clone();
  next.name = desired.name;
  next.metadata = desired.metadata;
  next.numbers = [...desired.numbers];
  next.allowedAddresses = [...desired.allowedAddresses];
  next.allowedNumbers = [];
  next.authUsername = desired.authUsername;
  next.authPassword = desired.authPassword;
  next.ringingTimeout = desired.ringingTimeout?.clone();
  return next;
}

/** Pure: the stored rule with the fields provisioning owns replaced; the rest stays. */
export function withManagedRuleFields(current: SIPDispatchRuleInfo, desired: SIPDispatchRuleInfo): SIPDispatchRuleInfo {
  const next = current.clone();
  next.name = desired.name;
  next.metadata = desired.metadata;
  next.rule = desired.rule?.clone();
  next.trunkIds = [...desired.trunkIds];
  next.inboundNumbers = [];
  next.hidePhoneNumber = desired.hidePhoneNumber;
  next.roomConfig = desired.roomConfig?.clone();
  return next;
}

/** Pure: whether the stored trunk differs from the desired one in anything provisioning sets. */
export function trunkDiffers(current: SIPInboundTrunkInfo, desired: SIPInboundTrunkInfo): boolean {
  return (
    current.name !== desired.name ||
    current.metadata !== desired.metadata ||
    !sortedEqual(current.numbers, desired.numbers) ||
    !sortedEqual(current.allowedAddresses, desired.allowedAddresses) ||
    current.allowedNumbers.length > 0 ||
    current.authUsername !== desired.authUsername ||
    current.authPassword !== desired.authPassword ||
    (current.ringingTimeout?.seconds ?? 0n) !== (desired.ringingTimeout?.seconds ?? 0n)
  );
}

/** Pure: whether the stored rule differs from the desired one in anything provisioning sets. */
export function ruleDiffers(current: SIPDispatchRuleInfo, desired: SIPDispatchRuleInfo): boolean {
  const callee = (r: SIPDispatchRuleInfo) => (r.rule?.rule.case === "dispatchRuleCallee" ? r.rule.rule.value : undefined);
  const cur = callee(current);
  const want = callee(desired);
  const agents = (r: SIPDispatchRuleInfo) => (r.roomConfig?.agents ?? []).map((a) => `${a.agentName}\u0000${a.metadata}`);
  return (
    cur === undefined ||
    want === undefined ||
    cur.roomPrefix !== want.roomPrefix ||
    cur.randomize !== want.randomize ||
    cur.pin !== want.pin ||
    current.name !== desired.name ||
    !sortedEqual(current.trunkIds, desired.trunkIds) ||
    current.hidePhoneNumber !== desired.hidePhoneNumber ||
    current.metadata !== desired.metadata ||
    current.inboundNumbers.length > 0 ||
    (current.roomConfig?.departureTimeout ?? 0) !== (desired.roomConfig?.departureTimeout ?? 0) ||
    !sortedEqual(agents(current), agents(desired))
  );
}

/** Plain code-unit order: the same survivor on every machine, whatever the locale. */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type ProvisionOutcome = "created" | "updated" | "unchanged";

export interface ProvisionResult {
  tenant: string;
  trunkId: string;
  dispatchRuleId: string;
  numbers: string[];
  trunk: ProvisionOutcome;
  dispatchRule: ProvisionOutcome;
  /** IDs of extra trunks/rules under the tenant's name (left by a concurrent run) that were deleted. */
  removedDuplicates: string[];
}

/** Creates or updates the tenant's inbound trunk and dispatch rule. */
export async function provisionTenantTrunk(api: SipProvisioningApi, input: TenantTrunkInput): Promise<ProvisionResult> {
  const spec = parseTenantTrunkInput(input);
  const name = managedName(spec.tenant);
  const removedDuplicates: string[] = [];

  // A number reaches exactly one tenant: refuse numbers another trunk already serves.
  const holders = await api.listSipInboundTrunk({ numbers: spec.numbers });
  const conflicts = holders.filter((t) => t.name !== name && t.numbers.some((n) => spec.numbers.includes(n)));
  if (conflicts.length > 0) {
    const taken = conflicts.map((t) => `${t.numbers.filter((n) => spec.numbers.includes(n)).join(", ")} (trunk ${t.sipTrunkId} "${t.name}")`);
    throw new TrunkProvisioningError(`tenant ${spec.tenant}: number already served by another trunk: ${taken.join("; ")}`);
  }

  const trunkWanted = desiredTrunk(spec);
  const ours = (await api.listSipInboundTrunk()).filter((t) => t.name === name).sort((a, b) => byId(a.sipTrunkId, b.sipTrunkId));
  let trunkOutcome: ProvisionOutcome;
  let trunkId: string;
  const [existingTrunk, ...extraTrunks] = ours;
  if (existingTrunk === undefined) {
    const created = await api.createSipInboundTrunk(trunkWanted.name, trunkWanted.numbers, {
      metadata: trunkWanted.metadata,
      allowedAddresses: trunkWanted.allowedAddresses,
      authUsername: trunkWanted.authUsername,
      authPassword: trunkWanted.authPassword,
      ringingTimeout: spec.ringingTimeoutSeconds,
    });
    trunkId = created.sipTrunkId;
    trunkOutcome = "created";
  } else {
    trunkId = existingTrunk.sipTrunkId;
    if (trunkDiffers(existingTrunk, trunkWanted)) {
      await api.updateSipInboundTrunk(trunkId, withManagedTrunkFields(existingTrunk, trunkWanted));
      trunkOutcome = "updated";
    } else {
      trunkOutcome = "unchanged";
    }
  }
  for (const extra of extraTrunks) {
    await api.deleteSipTrunk(extra.sipTrunkId);
    removedDuplicates.push(extra.sipTrunkId);
  }

  const ruleWanted = desiredDispatchRule(spec, trunkId);
  const rules = (await api.listSipDispatchRule()).filter((r) => r.name === name).sort((a, b) => byId(a.sipDispatchRuleId, b.sipDispatchRuleId));
  let ruleOutcome: ProvisionOutcome;
  let dispatchRuleId: string;
  const [existingRule, ...extraRules] = rules;
  if (existingRule === undefined) {
    const callee = ruleWanted.rule?.rule.value as SIPDispatchRuleCallee;
    const created = await api.createSipDispatchRule(
      { type: "callee", roomPrefix: callee.roomPrefix, randomize: callee.randomize },
      {
        name: ruleWanted.name,
        trunkIds: ruleWanted.trunkIds,
        hidePhoneNumber: ruleWanted.hidePhoneNumber,
        ...(ruleWanted.roomConfig !== undefined ? { roomConfig: ruleWanted.roomConfig } : {}),
      },
    );
    dispatchRuleId = created.sipDispatchRuleId;
    ruleOutcome = "created";
  } else {
    dispatchRuleId = existingRule.sipDispatchRuleId;
    if (ruleDiffers(existingRule, ruleWanted)) {
      await api.updateSipDispatchRule(dispatchRuleId, withManagedRuleFields(existingRule, ruleWanted));
      ruleOutcome = "updated";
    } else {
      ruleOutcome = "unchanged";
    }
  }
  for (const extra of extraRules) {
    await api.deleteSipDispatchRule(extra.sipDispatchRuleId);
    removedDuplicates.push(extra.sipDispatchRuleId);
  }

  return { tenant: spec.tenant, trunkId, dispatchRuleId, numbers: spec.numbers, trunk: trunkOutcome, dispatchRule: ruleOutcome, removedDuplicates };
}

/** Removes the tenant's trunk and dispatch rule (a tenant leaving, or its phone line switched off). */
export async function deprovisionTenantTrunk(api: SipProvisioningApi, tenant: string): Promise<{ removed: string[] }> {
  const name = managedName(slugSchema.parse(tenant));
  const removed: string[] = [];
  for (const rule of (await api.listSipDispatchRule()).filter((r) => r.name === name)) {
    await api.deleteSipDispatchRule(rule.sipDispatchRuleId);
    removed.push(rule.sipDispatchRuleId);
  }
  for (const trunk of (await api.listSipInboundTrunk()).filter((t) => t.name === name)) {
    await api.deleteSipTrunk(trunk.sipTrunkId);
    removed.push(trunk.sipTrunkId);
  }
  return { removed };
}
