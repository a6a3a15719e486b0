/**
 * Real phone calls on this machine: sipp dials a tenant's number on LiveKit's SIP bridge
 * (livekit-sip 1.8.0), which asks livekit-server 1.13.5 over Redis which trunk and dispatch rule
 * match, joins a room, and gets the agent dispatched — here the probe agent (TEST DOUBLE registered
 * as `voicedesk`). The caller's question is espeak-ng speech sent as G.711 µ-law RTP; the line's
 * answer comes back as RTP to the test's sink.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeCallerQuestion, writeCallerSilence } from "./caller-audio";
import { RtpSink } from "./rtp-sink";
import { startSipStack, type SipStack } from "./sip-stack";
import { runSipp, sippMessages, startSipp, type SippOptions } from "./sipp";

const TENANT = "demo-hospital";
const DIALLED = "+3289000000";
const CALLER = "+32470000001";
const QUESTION = "Goedendag. Wat zijn de bezoekuren op zondag?";

describe("a phone call through LiveKit's SIP bridge", () => {
  let stack: SipStack;
  const sinks: RtpSink[] = [];

  beforeAll(async () => {
    stack = await startSipStack({ name: "inbound-call", trunk: { tenant: TENANT, numbers: ["+32 89 00 00 00"], allowedAddresses: ["127.0.0.1/32"] } });
    // Speech (~3.5 s), then quiet: the caller keeps sending RTP while listening, like a phone.
    writeCallerQuestion({ file: join(stack.artifacts, "question.ulaw"), text: QUESTION, totalMs: 18_000 });
  });
  afterAll(async () => {
    await Promise.all(sinks.splice(0).map((s) => s.close()));
    await stack?.stop();
  });

  async function call(opts: Partial<SippOptions> & { durationMs: number; name: string }) {
    const sink = await RtpSink.open();
    sinks.push(sink);
    const startedAt = Date.now();
    const result = await runSipp({
      scenario: "call-audio-bye",
      target: stack.bridge.sipAddress,
      dialled: DIALLED,
      caller: CALLER,
      rtpSinkPort: sink.port,
      workDir: stack.artifacts,
      ...opts,
    });
    return { sink, result, startedAt, endedAt: performance.now() };
  }

  /** A call driven step by step (`call-signalled`): resolves once the caller's leg is active. */
  async function signalledCall(name: string) {
    const workDir = join(stack.artifacts, name);
    mkdirSync(workDir, { recursive: true });
    writeCallerQuestion({ file: join(workDir, "question.ulaw"), text: QUESTION, totalMs: 18_000 });
    writeCallerSilence(join(workDir, "silence.ulaw"));
    const sink = await RtpSink.open();
    sinks.push(sink);
    const startedAt = Date.now();
    const sipp = await startSipp({
      scenario: "call-signalled",
      name,
      target: stack.bridge.sipAddress,
      dialled: DIALLED,
      caller: CALLER,
      rtpSinkPort: sink.port,
      workDir,
      durationMs: 1_000,
      timeoutMs: 150_000,
    });
    const caller = await stack.events.waitFor("sip_participant", { timeoutMs: 90_000, where: (e) => e.at >= startedAt });
    await stack.events.waitFor("sip_attributes_changed", { room: caller.room, timeoutMs: 90_000, where: (e) => e.changed["sip.callStatus"] === "active" });
    return { sink, sipp, startedAt, room: caller.room };
  }

  it("reaches the voicedesk agent with the tenant, carries the question in and the answer back as PCMU, and ends on the caller's BYE", async () => {
    // Ask once the call is up; hang up once the whole answer was played.
    const { sink, sipp, startedAt, room: activeRoom } = await signalledCall("full-call");
    await sipp.signal();
    await stack.events.waitFor("answer_finished", { room: activeRoom, timeoutMs: 60_000 });
    await sipp.signal();
    const result = await sipp.result;
    const endedAt = performance.now();
    expect(result.code, result.errors || result.screen).toBe(0);
    expect(result.successfulCalls).toBe(1);

    // The dispatch rule's agent dispatch reached the worker, with metadata the agent parses.
    const dispatch = await stack.events.waitFor("dispatch", { timeoutMs: 15_000, where: (e) => e.at >= startedAt });
    expect(dispatch.parsed).toEqual({ tenant: TENANT, channel: "sip" });
    const room = dispatch.room;
    expect(room).toMatch(new RegExp(`^call-${TENANT}_\\+3289000000_\\w+$`));

    // The caller is a SIP participant of that room, tied to the tenant's trunk and rule …
    const caller = await stack.events.waitFor("sip_participant", { room, timeoutMs: 15_000 });
    expect(caller.kind).toBe("SIP");
    expect(caller.attributes).toMatchObject({ "sip.trunkID": stack.tenant.trunkId, "sip.ruleID": stack.tenant.dispatchRuleId });
    // … and the caller's number is nowhere in LiveKit (hideCallerNumber, callee room names).
    expect(JSON.stringify({ room, caller })).not.toContain(CALLER.slice(1));

    // The bridge answered with G.711 µ-law (PT 0) — what the carrier sends — and transcodes to Opus.
    const ok = sippMessages(result.messages).find((m) => m.direction === "received" && m.status === 200 && m.cseqMethod === "INVITE");
    expect(ok?.text).toMatch(/^m=audio \d+ RTP\/AVP 0( |$)/m);
    expect(ok?.text).toMatch(/^a=rtpmap:0 PCMU\/8000/m);

    // The question arrived in the room as speech, and the line answered.
    const heard = await stack.events.waitFor("caller_question_heard", { room, timeoutMs: 15_000 });
    expect(heard.speechMs).toBeGreaterThan(1_500);
    const finished = await stack.events.waitFor("answer_finished", { room, timeoutMs: 15_000 });
    const left = await stack.events.waitFor("sip_participant_left", { room, timeoutMs: 15_000 });
    expect(finished.at).toBeLessThan(left.at);
    expect(left).toMatchObject({ reason: "CLIENT_INITIATED", whileSpeaking: false });
    expect(left.attributes["sip.callStatus"]).toBe("hangup");

    // The caller heard it: one RTP stream, all PCMU in 20 ms packets, seconds of it speech.
    const [stream, ...others] = sink.stats();
    expect(others).toHaveLength(0);
    expect(Object.keys(stream!.byPayloadType)).toEqual(["0"]);
    expect(stream!.payloadBytes / stream!.packets).toBe(160);
    expect(stream!.speechMs).toBeGreaterThan(3_000);

    // After the BYE no more audio, and the room (with the agent's job) closes within seconds.
    const shutdown = await stack.events.waitFor("job_shutdown", { room, timeoutMs: 30_000 });
    expect(shutdown.at - left.at).toBeLessThan(15_000);
    expect(stream!.lastAt).toBeLessThanOrEqual(endedAt);
  });

  it("lets the caller hang up while the line is answering: the leg ends at once, the agent sees it mid-answer, no audio follows", async () => {
    // Driven by events, not durations: ask once the call is up, hang up once the answer has started.
    const { sink, sipp, room } = await signalledCall("hangup-mid-answer");
    await sipp.signal(); // ask
    const started = await stack.events.waitFor("answer_started", { room, timeoutMs: 60_000 });
    await sink.waitUntil(() => sink.speechMsBetween(0) >= 500, "the answer reaching the caller", 30_000);
    await sipp.signal(); // hang up
    const result = await sipp.result;
    const endedAt = performance.now();
    expect(result.code, result.errors || result.screen).toBe(0);

    const left = await stack.events.waitFor("sip_participant_left", { room, timeoutMs: 15_000 });
    await stack.events.waitFor("answer_cut_off", { room, timeoutMs: 15_000 });
    expect(started.at).toBeLessThan(left.at);
    expect(left).toMatchObject({ reason: "CLIENT_INITIATED", whileSpeaking: true });
    expect(stack.events.ofRoom(room).map((e) => e.type)).not.toContain("answer_finished");

    await stack.events.waitFor("job_shutdown", { room, timeoutMs: 30_000 });
    const [stream] = sink.stats();
    expect(stream!.speechMs).toBeGreaterThanOrEqual(500);
    expect(stream!.lastAt).toBeLessThanOrEqual(endedAt);
  });

  /**
   * A call no trunk accepts gets 100 and 180, then nothing: livekit-server answers the bridge's
   * dispatch question with "drop" and the bridge sends no final response, so port scanners learn
   * nothing (a carrier sees its INVITE time out). Checked for 6 s; the bridge's dispatch question
   * takes milliseconds (its log: dispatch evaluated before the 180).
   */
  async function expectDroppedSilently(result: Awaited<ReturnType<typeof call>>["result"], startedAt: number) {
    expect(result.code).not.toBe(0);
    expect(result.successfulCalls).toBe(0);
    const answers = sippMessages(result.messages).filter((m) => m.direction === "received" && m.cseqMethod === "INVITE");
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((m) => (m.status ?? 0) < 200)).toBe(true);
    expect(stack.events.all().filter((e) => e.at >= startedAt)).toEqual([]);
  }

  it("drops a call to a number no trunk serves without a final answer, and dispatches no agent", async () => {
    const startedAt = Date.now();
    const { result } = await call({ name: "unknown-number", dialled: "+3289999999", durationMs: 1_000, timeoutMs: 6_000 });
    await expectDroppedSilently(result, startedAt);
  });

  it("drops a call from an address the tenant's trunk does not allow the same way", async () => {
    const startedAt = Date.now();
    const { result } = await call({ name: "wrong-source", localIp: "127.0.0.2", durationMs: 1_000, timeoutMs: 6_000 });
    await expectDroppedSilently(result, startedAt);
  });
});
