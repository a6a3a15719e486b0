/**
 * Phone lines through the admin API against a real livekit-server with Redis (free loopback
 * ports): the numbers come from the tenant's bundle (tenant.yaml phones.inbound), provisioning is
 * idempotent, and only platform admins may touch a trunk.
 */
import { SipClient } from "livekit-server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLivekitOnFreePorts, type LivekitDevServer } from "~/testkit/services/livekit/livekit-server";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { startRedisServer, type RedisServer } from "~/testkit/services/redis-server";
import type { AppSession } from "~/server/auth/session";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { resetEnvCache } from "~/lib/env";
import { managedName } from "~/server/telephony/provision-trunk";
import { createCaller } from "../root";

let h: DatabaseHandle;
let redis: RedisServer;
let livekit: LivekitDevServer;
let sip: SipClient;
const saved = { url: process.env.LIVEKIT_URL, key: process.env.LIVEKIT_API_KEY, secret: process.env.LIVEKIT_API_SECRET };
const restore = (name: string, value: string | undefined) => (value === undefined ? delete process.env[name] : (process.env[name] = value));

beforeAll(async () => {
  h = await createDemoDatabase();
  redis = await startRedisServer({ port: await freeTcpPort() });
  livekit = await startLivekitOnFreePorts({ redisAddress: redis.address });
  sip = new SipClient(livekit.url.replace(/^ws/, "http"), livekit.apiKey, livekit.apiSecret);
  process.env.LIVEKIT_URL = livekit.url;
  process.env.LIVEKIT_API_KEY = livekit.apiKey;
  process.env.LIVEKIT_API_SECRET = livekit.apiSecret;
  resetEnvCache();
}, 120_000);
afterAll(async () => {
  restore("LIVEKIT_URL", saved.url);
  restore("LIVEKIT_API_KEY", saved.key);
  restore("LIVEKIT_API_SECRET", saved.secret);
  resetEnvCache();
  await livekit?.stop();
  await redis?.stop();
  await h?.close();
});

const session = (over: Partial<AppSession["user"]> = {}, memberships: AppSession["memberships"] = {}): AppSession => ({
  user: { id: "u1", email: "admin@voicedesk.local", name: null, isPlatformAdmin: false, ...over },
  memberships,
});
const as = (s: AppSession | null) => createCaller({ db: h.db, session: s, headers: new Headers() });
const platformAdmin = () => as(session({ isPlatformAdmin: true }));

describe("a tenant's phone line through the admin API", () => {
  it("provisions the numbers tenant.yaml lists; running it again changes nothing", async () => {
    const before = await platformAdmin().telephony.phoneLine({ tenant: "lindenhof" });
    expect(before).toMatchObject({ numbers: ["+3211000000"], trunk: null, dispatchRuleId: null, inSync: false });

    const first = await platformAdmin().telephony.provisionPhoneLine({ tenant: "lindenhof", allowedAddresses: ["54.172.60.0/30"] });
    expect(first).toMatchObject({ numbers: ["+3211000000"], trunk: "created", dispatchRule: "created" });
    const again = await platformAdmin().telephony.provisionPhoneLine({ tenant: "lindenhof", allowedAddresses: ["54.172.60.0/30"] });
    expect(again).toMatchObject({ trunk: "unchanged", dispatchRule: "unchanged", trunkId: first.trunkId, dispatchRuleId: first.dispatchRuleId });

    // What LiveKit holds: one trunk for the bundle's number, from the carrier's addresses only.
    const trunks = (await sip.listSipInboundTrunk()).filter((t) => t.name === managedName("lindenhof"));
    expect(trunks.map((t) => ({ numbers: t.numbers, allowed: t.allowedAddresses }))).toEqual([{ numbers: ["+3211000000"], allowed: ["54.172.60.0/30"] }]);
    const line = await platformAdmin().telephony.phoneLine({ tenant: "lindenhof" });
    expect(line).toMatchObject({
      inSync: true,
      trunk: { id: first.trunkId, numbers: ["+3211000000"], digestAuth: false },
      dispatchRuleId: first.dispatchRuleId,
    });
  });

  it("removes the line: the number no longer answers", async () => {
    const removed = await platformAdmin().telephony.removePhoneLine({ tenant: "lindenhof" });
    expect(removed.removed).toHaveLength(2);
    expect((await sip.listSipInboundTrunk()).filter((t) => t.name === managedName("lindenhof"))).toEqual([]);
    expect(await platformAdmin().telephony.phoneLine({ tenant: "lindenhof" })).toMatchObject({ trunk: null, inSync: false });
  });

  it("refuses a trunk anyone on the internet could call, naming the field", async () => {
    await expect(platformAdmin().telephony.provisionPhoneLine({ tenant: "lindenhof" })).rejects.toThrow(/allowedAddresses: give the carrier's addresses/);
  });

  it("an unknown tenant is NOT_FOUND", async () => {
    await expect(platformAdmin().telephony.phoneLine({ tenant: "no-such-hospital" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("is for platform admins only: a tenant's own admin and anonymous callers are refused", async () => {
    const tenantAdmin = as(session({}, { lindenhof: "admin" }));
    await expect(tenantAdmin.telephony.provisionPhoneLine({ tenant: "lindenhof", allowedAddresses: ["127.0.0.1/32"] })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(tenantAdmin.telephony.phoneLine({ tenant: "lindenhof" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(as(null).telephony.removePhoneLine({ tenant: "lindenhof" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
