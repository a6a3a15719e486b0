import { SIPInboundTrunkInfo } from "livekit-server-sdk";
import { describe, expect, it } from "vitest";
import { dispatchMetadataSchema, VOICE_AGENT_NAME } from "~/contracts/room-protocol";
import {
  desiredDispatchRule,
  desiredTrunk,
  parseTenantTrunkInput,
  ruleDiffers,
  trunkDiffers,
  TrunkProvisioningError,
  withManagedTrunkFields,
} from "./provision-trunk";

const base = { tenant: "zol", numbers: ["+32 89 00 00 00"], allowedAddresses: ["54.172.60.0/30"] };

describe("tenant trunk input", () => {
  it("normalises numbers to E.164, reads Belgian national numbers, and drops duplicates", () => {
    const spec = parseTenantTrunkInput({ ...base, numbers: ["089 00 00 01", "+3289000000", "+32 89 00 00 00"] });
    expect(spec.numbers).toEqual(["+3289000000", "+3289000001"]);
  });

  it("names the number that is not a phone number", () => {
    expect(() => parseTenantTrunkInput({ ...base, numbers: ["+3289000000", "+3289"] })).toThrow(/numbers\.1: "\+3289" is not a phone number/);
  });

  it("refuses a trunk anyone on the internet could call: no source addresses and no digest auth", () => {
    expect(() => parseTenantTrunkInput({ tenant: "zol", numbers: ["+3289000000"] })).toThrow(TrunkProvisioningError);
    expect(() => parseTenantTrunkInput({ tenant: "zol", numbers: ["+3289000000"] })).toThrow(/anyone on the internet/);
    expect(parseTenantTrunkInput({ tenant: "zol", numbers: ["+3289000000"], auth: { username: "carrier", password: "a-long-secret-1" } }).auth?.username).toBe(
      "carrier",
    );
  });

  it("accepts IPv4/IPv6 addresses and CIDR blocks, and rejects anything else", () => {
    expect(parseTenantTrunkInput({ ...base, allowedAddresses: ["10.0.0.1", "2001:db8::/32", "54.172.60.0/30"] }).allowedAddresses).toHaveLength(3);
    for (const bad of ["10.0.0.0/33", "sip.example.com", "10.0.0.1/", "1.2.3.4/8/9"]) {
      expect(() => parseTenantTrunkInput({ ...base, allowedAddresses: [bad] }), bad).toThrow(/allowedAddresses\.0/);
    }
  });

  it("refuses a slug the tenant bundles could not have", () => {
    expect(() => parseTenantTrunkInput({ ...base, tenant: "ZOL Genk" })).toThrow(/tenant/);
  });
});

describe("desired LiveKit objects", () => {
  const spec = parseTenantTrunkInput(base);

  it("dispatches the voicedesk agent with metadata the agent's own schema accepts", () => {
    const rule = desiredDispatchRule(spec, "ST_1");
    const [dispatch, ...more] = rule.roomConfig?.agents ?? [];
    expect(more).toHaveLength(0);
    expect(dispatch?.agentName).toBe(VOICE_AGENT_NAME);
    expect(dispatchMetadataSchema.parse(JSON.parse(dispatch?.metadata ?? ""))).toEqual({ tenant: "zol", channel: "sip" });
    expect(rule.trunkIds).toEqual(["ST_1"]);
  });

  it("names rooms after the dialled number, never the caller's, and hides the caller's number by default", () => {
    const rule = desiredDispatchRule(spec, "ST_1");
    expect(rule.rule?.rule.case).toBe("dispatchRuleCallee");
    expect(rule.rule?.rule.value).toMatchObject({ roomPrefix: "call-zol", randomize: true });
    expect(rule.hidePhoneNumber).toBe(true);
  });

  it("sees no difference between a stored trunk and the same desired trunk, and sees a changed number", () => {
    const stored = desiredTrunk(spec).clone();
    stored.sipTrunkId = "ST_1";
    expect(trunkDiffers(stored, desiredTrunk(spec))).toBe(false);
    const moreNumbers = parseTenantTrunkInput({ ...base, numbers: [...base.numbers, "+3289000001"] });
    expect(trunkDiffers(stored, desiredTrunk(moreNumbers))).toBe(true);
  });

  it("sees a changed ringing timeout, password and departure timeout", () => {
    const stored = desiredTrunk(spec);
    expect(trunkDiffers(stored, desiredTrunk(parseTenantTrunkInput({ ...base, ringingTimeoutSeconds: 45 })))).toBe(true);
    expect(trunkDiffers(stored, desiredTrunk(parseTenantTrunkInput({ ...base, auth: { username: "u", password: "another-secret-2" } })))).toBe(true);
    const rule = desiredDispatchRule(spec, "ST_1");
    expect(ruleDiffers(rule, desiredDispatchRule(spec, "ST_1"))).toBe(false);
    expect(ruleDiffers(rule, desiredDispatchRule(parseTenantTrunkInput({ ...base, departureTimeoutSeconds: 30 }), "ST_1"))).toBe(true);
    expect(ruleDiffers(rule, desiredDispatchRule(spec, "ST_2"))).toBe(true);
  });

  it("keeps what an operator set on the trunk by hand when it updates the numbers", () => {
    const stored = new SIPInboundTrunkInfo({ ...desiredTrunk(spec), sipTrunkId: "ST_1", headers: { "X-Hospital": "zol" }, krispEnabled: true });
    const next = withManagedTrunkFields(stored, desiredTrunk(parseTenantTrunkInput({ ...base, numbers: ["+3289000001"] })));
    expect(next.numbers).toEqual(["+3289000001"]);
    expect(next.sipTrunkId).toBe("ST_1");
    expect(next.headers).toEqual({ "X-Hospital": "zol" });
    expect(next.krispEnabled).toBe(true);
    expect(stored.numbers).toEqual(["+3289000000"]);
  });
});
