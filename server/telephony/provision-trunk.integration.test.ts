/**
 * Provisioning against a real livekit-server 1.13.5 with a real Redis (both on free loopback
 * ports): what the SIP bridge will read when a call comes in. Needs `redis-server` (Debian) and the
 * pinned livekit-server (scripts/setup/livekit-server.sh); scripts/setup/sip-bridge.sh installs both
 * prerequisites of the SIP work.
 */
import { SipClient } from "livekit-server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLivekitOnFreePorts, type LivekitDevServer } from "~/testkit/services/livekit/livekit-server";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { startRedisServer, type RedisServer } from "~/testkit/services/redis-server";
import { dispatchMetadataSchema } from "~/contracts/room-protocol";
import { deprovisionTenantTrunk, managedName, provisionTenantTrunk } from "./provision-trunk";

const httpUrl = (server: LivekitDevServer) => server.url.replace(/^ws/, "http");

describe("tenant trunk provisioning on livekit-server with Redis", () => {
  let redis: RedisServer;
  let livekit: LivekitDevServer;
  let sip: SipClient;

  beforeAll(async () => {
    redis = await startRedisServer({ port: await freeTcpPort() });
    livekit = await startLivekitOnFreePorts({ redisAddress: redis.address });
    sip = new SipClient(httpUrl(livekit), livekit.apiKey, livekit.apiSecret);
  });
  afterAll(async () => {
    await livekit?.stop();
    await redis?.stop();
  });

  const zol = { tenant: "zol", numbers: ["+32 89 00 00 00"], allowedAddresses: ["54.172.60.0/30", "127.0.0.1/32"] };

  it("creates the trunk and the dispatch rule once; running it again changes nothing", async () => {
    const first = await provisionTenantTrunk(sip, zol);
    expect(first).toMatchObject({ trunk: "created", dispatchRule: "created", numbers: ["+3289000000"] });

    const again = await provisionTenantTrunk(sip, zol);
    expect(again).toMatchObject({ trunk: "unchanged", dispatchRule: "unchanged", trunkId: first.trunkId, dispatchRuleId: first.dispatchRuleId });

    const trunks = (await sip.listSipInboundTrunk()).filter((t) => t.name === managedName("zol"));
    expect(trunks).toHaveLength(1);
    expect(trunks[0]).toMatchObject({ numbers: ["+3289000000"], allowedAddresses: ["127.0.0.1/32", "54.172.60.0/30"] });
    expect(Number(trunks[0]?.ringingTimeout?.seconds)).toBe(20);

    const [rule, ...others] = (await sip.listSipDispatchRule()).filter((r) => r.name === managedName("zol"));
    expect(others).toHaveLength(0);
    expect(rule?.trunkIds).toEqual([first.trunkId]);
    expect(rule?.hidePhoneNumber).toBe(true);
    expect(rule?.roomConfig?.departureTimeout).toBe(5);
    const dispatch = rule?.roomConfig?.agents[0];
    expect(dispatch?.agentName).toBe("voicedesk");
    expect(dispatchMetadataSchema.parse(JSON.parse(dispatch?.metadata ?? ""))).toEqual({ tenant: "zol", channel: "sip" });
  });

  it("updates the same trunk in place when the tenant's numbers change", async () => {
    const before = await provisionTenantTrunk(sip, zol);
    const changed = await provisionTenantTrunk(sip, { ...zol, numbers: ["+3289000000", "089 00 00 01"] });
    expect(changed).toMatchObject({ trunk: "updated", dispatchRule: "unchanged", trunkId: before.trunkId });
    const [trunk] = await sip.listSipInboundTrunk({ trunkIds: [before.trunkId] });
    expect(trunk?.numbers).toEqual(["+3289000000", "+3289000001"]);
    // LiveKit's own number filter now finds the tenant's trunk by its new number.
    expect((await sip.listSipInboundTrunk({ numbers: ["+3289000001"] })).map((t) => t.sipTrunkId)).toContain(before.trunkId);
  });

  it("refuses a number another tenant's trunk already serves, and leaves both tenants as they were", async () => {
    await provisionTenantTrunk(sip, { ...zol, numbers: ["+3289000000"] });
    await expect(
      provisionTenantTrunk(sip, { tenant: "az-west", numbers: ["+32 58 00 00 00", "+3289000000"], allowedAddresses: ["10.1.2.0/24"] }),
    ).rejects.toThrow(/tenant az-west: number already served by another trunk: \+3289000000 \(trunk ST_\w+ "voicedesk:zol"\)/);
    expect((await sip.listSipInboundTrunk()).filter((t) => t.name === managedName("az-west"))).toHaveLength(0);
  });

  it("cleans up a duplicate a concurrent run left behind", async () => {
    const kept = await provisionTenantTrunk(sip, zol);
    const stray = await sip.createSipInboundTrunk(managedName("zol"), ["+3289000002"], { allowedAddresses: ["127.0.0.1/32"] });
    const result = await provisionTenantTrunk(sip, zol);
    expect(result.trunkId).toBe([kept.trunkId, stray.sipTrunkId].sort()[0]);
    expect(result.removedDuplicates).toEqual([[kept.trunkId, stray.sipTrunkId].sort()[1]]);
    expect((await sip.listSipInboundTrunk()).filter((t) => t.name === managedName("zol"))).toHaveLength(1);
  });

  it("removes the tenant's trunk and rule and nothing else", async () => {
    await provisionTenantTrunk(sip, zol);
    const other = await provisionTenantTrunk(sip, { tenant: "az-west", numbers: ["+3258000000"], allowedAddresses: ["10.1.2.0/24"] });
    const { removed } = await deprovisionTenantTrunk(sip, "zol");
    expect(removed).toHaveLength(2);
    expect((await sip.listSipInboundTrunk()).map((t) => t.name)).toEqual([managedName("az-west")]);
    expect((await sip.listSipDispatchRule()).map((r) => r.sipDispatchRuleId)).toEqual([other.dispatchRuleId]);
  });
});

describe("livekit-server without Redis", () => {
  it("refuses the SIP API, which is why the SIP bridge setup needs a Redis", async () => {
    const plain = await startLivekitOnFreePorts();
    try {
      const sip = new SipClient(httpUrl(plain), plain.apiKey, plain.apiSecret);
      await expect(provisionTenantTrunk(sip, { tenant: "zol", numbers: ["+3289000000"], allowedAddresses: ["127.0.0.1/32"] })).rejects.toThrow(
        /sip not connected \(redis required\)/,
      );
    } finally {
      await plain.stop();
    }
  });
});
