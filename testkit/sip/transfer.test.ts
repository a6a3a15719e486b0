/**
 * SIP REFER through the real bridge: what `SipClient.transferSipParticipant` (what the agent calls
 * to hand a caller to the helpdesk) does when the far end accepts the transfer, refuses it, or
 * accepts it and then reports that the target failed. The far end is sipp; the agent is the probe
 * (TEST DOUBLE). What the agent can observe is asserted: the promise, the error's SIP status, the
 * participant's attributes and events, and whether the caller can still hear the line.
 */
import { join } from "node:path";
import { SipCallError } from "livekit-server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeCallerQuestion, writeCallerSilence } from "./caller-audio";
import type { ProbeEventOf } from "./probe-events";
import { RtpSink } from "./rtp-sink";
import { startSipStack, type SipStack } from "./sip-stack";
import { runSipp, sipHeader, sippMessages, type ScenarioName, type SippResult } from "./sipp";

const TENANT = "demo-hospital";
const DIALLED = "+3289000000";
const HELPDESK = "tel:+3211000000";

describe("transferring a phone caller with SIP REFER", () => {
  let stack: SipStack;
  const sinks: RtpSink[] = [];

  beforeAll(async () => {
    stack = await startSipStack({ name: "transfer", trunk: { tenant: TENANT, numbers: [DIALLED], allowedAddresses: ["127.0.0.1/32"] } });
    // Looped by the REFER scenarios (accept and reject: quiet, as no signal to ask comes; fail-notify:
    // a short greeting, then quiet): RTP flows for the whole call.
    writeCallerQuestion({ file: join(stack.artifacts, "question.ulaw"), text: "Goedendag.", totalMs: 5_000 });
    writeCallerSilence(join(stack.artifacts, "silence.ulaw"));
  });
  afterAll(async () => {
    await Promise.all(sinks.splice(0).map((s) => s.close()));
    await stack?.stop();
  });

  /** Places a call that waits for a REFER; resolves once the caller's leg is active in its room. */
  async function activeCall(scenario: ScenarioName) {
    const sink = await RtpSink.open();
    sinks.push(sink);
    const startedAt = Date.now();
    const sipp = runSipp({
      scenario,
      target: stack.bridge.sipAddress,
      dialled: DIALLED,
      caller: "+32470000002",
      rtpSinkPort: sink.port,
      workDir: stack.artifacts,
      durationMs: 1_000,
      timeoutMs: 90_000,
    });
    const failedEarly = sipp.then((r) => {
      throw new Error(`sipp ended before the call was up (exit ${r.code}):\n${r.errors || r.screen}`);
    });
    const caller = await Promise.race([stack.events.waitFor("sip_participant", { timeoutMs: 60_000, where: (e) => e.at >= startedAt }), failedEarly]);
    await Promise.race([
      stack.events.waitFor("sip_attributes_changed", { room: caller.room, timeoutMs: 30_000, where: (e) => e.changed["sip.callStatus"] === "active" }),
      failedEarly,
    ]);
    failedEarly.catch(() => {});
    return { caller, sink, sipp };
  }

  function attributeChanges(room: string): Record<string, string>[] {
    return stack.events.ofRoom(room).flatMap((e) => (e.type === "sip_attributes_changed" ? [e.changed] : []));
  }

  function referExchange(result: SippResult): string[] {
    return sippMessages(result.messages)
      .filter((m) => m.method !== "INVITE" && m.cseqMethod !== "INVITE" && m.method !== "ACK")
      .map((m) => `${m.direction} ${m.method ?? m.status}${m.status !== undefined ? ` (${m.cseqMethod})` : ""}`);
  }

  async function transfer(caller: ProbeEventOf<"sip_participant">) {
    const startedAt = Date.now();
    try {
      await stack.sip.transferSipParticipant(caller.room, caller.identity, HELPDESK, { playDialtone: false });
      return { outcome: "resolved" as const, startedAt, settledAt: Date.now() };
    } catch (error) {
      return { outcome: "rejected" as const, error, startedAt, settledAt: Date.now() };
    }
  }

  it("accepted (202, NOTIFY 100, NOTIFY 200): the call resolves after the final NOTIFY and the bridge hangs up the caller's leg within a second or two", async () => {
    const { caller, sipp } = await activeCall("refer-accept");
    const result = await transfer(caller);
    expect(result.outcome).toBe("resolved");
    // sipp's far end lets the target "ring" 500 ms between its two NOTIFYs: the promise waits for the final one.
    expect(result.settledAt - result.startedAt).toBeGreaterThanOrEqual(450);

    const left = await stack.events.waitFor("sip_participant_left", { room: caller.room, timeoutMs: 10_000 });
    expect(left.at - result.settledAt).toBeLessThan(2_500);
    expect(left.reason).toBe("CLIENT_INITIATED");
    // No transfer attribute exists in this bridge version: sip.callStatus is the only one that moves.
    expect(attributeChanges(caller.room)).toEqual([{ "sip.callStatus": "active" }, { "sip.callStatus": "hangup" }]);

    const sippResult = await sipp;
    expect(sippResult.code, sippResult.errors || sippResult.screen).toBe(0);
    const refer = sippMessages(sippResult.messages).find((m) => m.method === "REFER");
    expect(sipHeader(refer!.text, "Refer-To")).toBe(HELPDESK);
    expect(referExchange(sippResult)).toEqual([
      "received REFER",
      "sent 202 (REFER)",
      "sent NOTIFY",
      "received 200 (NOTIFY)",
      "sent NOTIFY",
      "received 200 (NOTIFY)",
      "received BYE",
      "sent 200 (BYE)",
    ]);
  });

  for (const [scenario, how, sipStatusCode, code] of [
    ["refer-reject", "refused outright (603 Declined to the REFER)", 603, "permission_denied"],
    ["refer-fail-notify", "accepted, then failed (202, NOTIFY 'SIP/2.0 486 Busy Here')", 486, "resource_exhausted"],
  ] as const) {
    it(`${how}: the call rejects with a SipCallError carrying the SIP status, and the caller is still on the line`, async () => {
      const { caller, sink, sipp } = await activeCall(scenario);
      const result = await transfer(caller);
      expect(result.outcome).toBe("rejected");
      const error = result.error as SipCallError;
      expect(error).toBeInstanceOf(SipCallError);
      expect(error.sipStatusCode).toBe(sipStatusCode);
      expect(error.code).toBe(code);

      // Nothing in the room says so: the participant stays, active, no attribute changes.
      const participant = await stack.rooms.getParticipant(caller.room, caller.identity);
      expect(participant.attributes["sip.callStatus"]).toBe("active");
      expect(attributeChanges(caller.room)).toEqual([{ "sip.callStatus": "active" }]);
      // The caller still hears the line (RTP keeps coming), so the agent can say the transfer failed.
      const packetsAtFailure = sink.stats()[0]?.packets ?? 0;
      await sink.waitUntil((s) => (s[0]?.packets ?? 0) >= packetsAtFailure + 25, "RTP to the caller after the failed transfer", 5_000);

      // The agent ends the call the product's way (room deleted): the bridge sends BYE. (Whether the
      // agent still sees the caller leave is a race: the deletion disconnects the agent too.)
      await stack.rooms.deleteRoom(caller.room);
      const sippResult = await sipp;
      expect(sippResult.code, sippResult.errors || sippResult.screen).toBe(0);
      expect(referExchange(sippResult).at(-2)).toBe("received BYE");
    });
  }
});
