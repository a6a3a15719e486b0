/**
 * The product agent (agent/voicedesk/main.ts) on a phone call: sipp → livekit-sip → livekit-server
 * → the real Voicedesk worker, with the real app API over an in-memory database holding the demo
 * tenant (lindenhof). Speech recognition is the OpenAI TEST DOUBLE's /v1/audio/transcriptions
 * (scripted words, given only for audio that holds speech) behind the agent's real OpenAI STT
 * plugin; synthesis is espeak-ng.
 *
 * Calls are driven step by step (`call-signalled` scenario): the caller listens until the line has
 * greeted and gone quiet, then asks; the test waits on what the caller hears, the agent's log lines
 * and the database — never on a guessed duration — so a loaded CI machine only makes it slower.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs, type CapturedLogs } from "~/lib/logger";
import { settlePersistence } from "~/server/cognition/orchestrator";
import type { DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "../db/test-database";
import { conversationMessages, conversations, pipelineTelemetry } from "~/server/db/schema";
import { serveApiForTests, type TestApi } from "~/server/api/serve-for-tests";
import { startOpenAiDouble, type OpenAiDouble } from "../doubles/openai/server";
import { eventually, LineLog } from "./line-log";
import { RtpSink } from "./rtp-sink";
import { startSipStack, type SipStack } from "./sip-stack";
import { sipHeader, sippMessages, type RunningSipp } from "./sipp";
import { dialSignalledCall, type SignalledScenario } from "./signalled-call";
import { testAgentToken } from "../test-secrets";

const VOICEDESK_ENTRY = join(import.meta.dirname, "..", "..", "agent", "voicedesk", "main.ts");
const DIALLED = "+3211000000";
const CALLER = "+32470000003";
const HANDOFF = "Kunt u me doorverbinden met het onthaal?";
/** tenant_overlays/lindenhof/tenant.yaml phones.helpdesk "011 30 40 00" as a tel: URI. */
const LINDENHOF_HELPDESK = "tel:+3211304000";
/** The line's silence between sentences is well under this; after an answer it is for good. */
const ANSWER_OVER_QUIET_MS = 2_000;

const readIfPresent = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");

describe("the Voicedesk agent on a phone call", () => {
  let db: DatabaseHandle;
  let api: TestApi;
  let whisper: OpenAiDouble;
  let stack: SipStack;
  const agentLog = new LineLog();
  const sinks: RtpSink[] = [];
  /** The app's own log lines (it runs in this process), for the caller-ID check. */
  let appLogs: CapturedLogs;

  beforeAll(async () => {
    appLogs = captureLogs();
    db = await createDemoDatabase();
    api = await serveApiForTests(db.db);
    whisper = await startOpenAiDouble();
    stack = await startSipStack({
      name: "voicedesk-agent",
      // A cold job process of the real agent (VAD, recogniser, app client) can take a while on a busy machine.
      trunk: { tenant: "lindenhof", numbers: ["+32 11 00 00 00"], allowedAddresses: ["127.0.0.1/32"], ringingTimeoutSeconds: 90 },
      agentEntry: VOICEDESK_ENTRY,
      agentEnv: {
        VOICEDESK_APP_URL: api.appUrl,
        VOICEDESK_AGENT_TOKEN: testAgentToken(),
        STT_OPENAI_BASE_URL: whisper.baseURL,
        STT_OPENAI_MODEL: "whisper-1",
      },
      onAgentLine: agentLog.push,
    });
    api.useLivekit(stack.livekit);
  });
  afterAll(async () => {
    await Promise.all(sinks.splice(0).map((s) => s.close()));
    await stack?.stop();
    await whisper?.close();
    await settlePersistence();
    await api?.close();
    await db?.close();
    appLogs?.restore();
  });

  /** A caller who dials, listens to the greeting until the line is quiet, and is ready to ask. */
  async function callAndListenToGreeting(name: string, question: string, scenario?: SignalledScenario) {
    const call = await dialSignalledCall({
      name,
      scenario,
      artifactsDir: stack.artifacts,
      target: stack.bridge.sipAddress,
      dialled: DIALLED,
      caller: CALLER,
      question,
      quietAfterGreetingMs: ANSWER_OVER_QUIET_MS,
      greetingTimeoutMs: 150_000,
    });
    sinks.push(call.sink);
    const { sipp, sink, asked, dialledAt } = call;
    const endedEarly = sipp.result.then((r) => {
      throw new Error(`the call ended before the test hung up (sipp exit ${r.code}):\n${r.errors || r.screen}\nagent:\n${stack.agent.recentOutput()}`);
    });
    endedEarly.catch(() => {});
    await Promise.race([call.greeted, endedEarly]);
    return { sipp, sink, asked, endedEarly, dialledAt, greetingMs: sink.speechMsBetween(dialledAt) };
  }

  /** Plays the question into the call; resolves when it has been said, with the time it ended. */
  async function ask(call: { sipp: RunningSipp; asked: { speechMs: number } }, words: string): Promise<number> {
    whisper.scriptTranscripts(words);
    await call.sipp.signal();
    return performance.now() + call.asked.speechMs;
  }

  async function latestSipConversation(utterance: string) {
    const [row] = await db.db
      .select({ conversation: conversations, message: conversationMessages })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(and(eq(conversationMessages.utterance, utterance), eq(conversations.channel, "sip")))
      .orderBy(desc(conversationMessages.createdAt))
      .limit(1);
    return row;
  }

  it("greets the caller first, answers a spoken question over G.711, persists the turn with channel sip; the caller's BYE ends the call and the room is gone", async () => {
    const question = "Wat zijn de bezoekuren?";
    const call = await callAndListenToGreeting("question", question);
    // The AI-Act greeting came before the caller said anything: seconds of speech, then quiet.
    expect(call.greetingMs).toBeGreaterThan(2_000);

    const askedUntil = await ask(call, question);
    await Promise.race([
      call.sink.waitForSpeechThenQuiet({ from: askedUntil, minSpeechMs: 1_500, quietMs: ANSWER_OVER_QUIET_MS, what: "the answer", timeoutMs: 60_000 }),
      call.endedEarly,
    ]);
    const answerMs = call.sink.speechMsBetween(askedUntil);
    expect(answerMs).toBeGreaterThan(1_500);

    await call.sipp.signal(); // hang up
    const result = await call.sipp.result;
    expect(result.code, result.errors || result.screen).toBe(0);
    const hungUpAt = performance.now();
    // Heard in PCMU, 20 ms packets (the codec a carrier sends).
    const [stream, ...others] = call.sink.stats();
    expect(others).toHaveLength(0);
    expect(Object.keys(stream!.byPayloadType)).toEqual(["0"]);
    expect(stream!.payloadBytes / stream!.packets).toBe(160);

    await settlePersistence();
    const row = await latestSipConversation(question);
    expect(row?.message.answer).toMatch(/14/);
    expect(row?.message.path).toBe("faq");
    expect(row?.conversation.externalId).toMatch(/^call-lindenhof_\+3211000000_\w+$/);

    // The room closes after the caller left (departure timeout), and no audio followed the BYE.
    const room = row!.conversation.externalId!;
    await eventually(async () => ((await stack.rooms.listRooms([room])).length === 0 ? true : undefined), `room ${room} closing`, 30_000);
    expect(stream!.lastAt).toBeLessThanOrEqual(hungUpAt);
    const closed = await eventually(
      async () => ((await latestSipConversation(question))?.conversation.disposition === "ended_by_caller" ? true : undefined),
      "the conversation closed as ended_by_caller",
      15_000,
    );
    expect(closed).toBe(true);
  });

  it("an emergency said over the phone gets the emergency reply", async () => {
    const words = "Mijn vader is bewusteloos";
    const call = await callAndListenToGreeting("emergency", words);
    const askedUntil = await ask(call, words);
    await Promise.race([
      call.sink.waitForSpeechThenQuiet({ from: askedUntil, minSpeechMs: 2_000, quietMs: ANSWER_OVER_QUIET_MS, what: "the emergency reply", timeoutMs: 60_000 }),
      call.endedEarly,
    ]);
    await call.sipp.signal();
    expect((await call.sipp.result).code).toBe(0);

    await settlePersistence();
    const row = await latestSipConversation(words);
    expect(row?.message.terminalClass).toBe("EMERGENCY");
    expect(row?.message.answer).toMatch(/^Hang nu op en bel meteen 1, 1, 2\./);
    expect(row?.message.action).not.toBe("transfer");
  });

  it("the caller hangs up mid-answer: the agent stops, the conversation is closed as ended_by_caller, and the turn is kept", async () => {
    const question = "Hoeveel kost parkeren?";
    const call = await callAndListenToGreeting("hangup-mid-answer", question);
    const askedUntil = await ask(call, question);
    // Hang up once the answer is audibly under way.
    await Promise.race([call.sink.waitUntil(() => call.sink.speechMsBetween(askedUntil) >= 600, "the answer starting", 60_000), call.endedEarly]);
    const hangUpAt = performance.now();
    await call.sipp.signal();
    const result = await call.sipp.result;
    expect(result.code, result.errors || result.screen).toBe(0);

    const left = await agentLog.waitFor(/"msg":"caller_left"/, { since: hangUpAt, timeoutMs: 20_000 });
    expect(JSON.parse(left)).toMatchObject({ channel: "sip", whileSpeaking: true });
    // Nothing lost: the turn the caller hung up on is written, and the call is closed as theirs.
    const row = await eventually(
      async () => {
        const r = await latestSipConversation(question);
        return r?.conversation.disposition === "ended_by_caller" ? r : undefined;
      },
      "the conversation closed as ended_by_caller",
      20_000,
    );
    expect(row.message.answer.length).toBeGreaterThan(0);
    expect(row.conversation.endedAt).toBeInstanceOf(Date);
    // The line stopped: no audio after the BYE was answered.
    expect(call.sink.stats()[0]!.lastAt).toBeLessThanOrEqual(performance.now());
    expect(call.sink.speechMsBetween(hangUpAt + 500)).toBe(0);
  });

  /**
   * What a failed transfer assertion prints: the caller's SIP ladder so far (sipp writes it as it
   * goes) and the bridge's lines about this call's REFER, so a failure in CI says which side went
   * quiet without the artifacts.
   */
  function transferTrace(workDir: string, name: string): string {
    const ladder = sippMessages(readIfPresent(join(workDir, `${name}.messages.log`)))
      .map(
        (m) =>
          `${new Date(m.loggedAt ?? 0).toISOString().slice(11, 23)} ${m.direction === "sent" ? "caller →" : "caller ←"} ${m.method ?? `${m.status} (${m.cseqMethod})`}`,
      )
      .join("\n");
    const bridge = readIfPresent(stack.bridge.logFile)
      .split("\n")
      .filter((line) => /REFER|transfer|NOTIFY|ERROR|WARN/i.test(line))
      .slice(-20)
      .map((line) => line.slice(0, 400))
      .join("\n");
    return `the caller's SIP messages:\n${ladder || "(none logged)"}\nthe bridge on transfers:\n${bridge || "(nothing)"}`;
  }

  /** Asked to be put through once the greeting is over, the agent REFERs the call; the far end answers as the scenario says. */
  async function handoffCall(scenario: "refer-accept" | "refer-reject") {
    const call = await callAndListenToGreeting(scenario, HANDOFF, scenario);
    await ask(call, HANDOFF);
    return { sink: call.sink, sipp: call.sipp.result, startedAt: call.dialledAt };
  }

  it("asked to be put through, transfers the call by SIP REFER to the tenant's helpdesk; accepted, the bridge ends the caller's leg", async () => {
    const { sink, sipp } = await handoffCall("refer-accept");
    const result = await sipp;
    expect(result.code, `${result.errors || result.screen}\nagent worker:\n${stack.agent.recentOutput()}`).toBe(0);

    // The greeting (and the hand-over sentence) reached the caller as speech.
    expect(sink.stats()[0]!.speechMs).toBeGreaterThan(3_000);
    const heard = whisper.transcriptions.find((t) => t.text === HANDOFF);
    expect(heard?.voicedMs).toBeGreaterThanOrEqual(300);

    const refer = sippMessages(result.messages).find((m) => m.method === "REFER");
    expect(refer, "the agent sent no REFER").toBeDefined();
    expect(sipHeader(refer!.text, "Refer-To")).toBe(LINDENHOF_HELPDESK);
    expect(
      sippMessages(result.messages)
        .filter((m) => m.direction === "received")
        .at(-1)?.method,
    ).toBe("BYE");
    await agentLog.waitFor(/"msg":"transfer_sip_completed"/, { timeoutMs: 10_000 });
  });

  it("the helpdesk refuses the transfer (603): the agent tells the caller the number to dial and does not hang up", async () => {
    const { sink, sipp, startedAt } = await handoffCall("refer-reject");
    const failed = await Promise.race([
      agentLog.waitFor(/"msg":"transfer_sip_failed"/, { since: startedAt, timeoutMs: 150_000 }),
      sipp.then((r) => {
        // An INVITE refused before the answer (a 486 after the ringing timeout) means no agent track
        // reached the bridge: the trace and the worker's output say which side went quiet.
        throw new Error(
          `the call ended before the transfer failed (sipp exit ${r.code}):\n${r.errors || r.screen}\n${transferTrace(join(stack.artifacts, "refer-reject"), "refer-reject")}\nagent worker:\n${stack.agent.recentOutput()}`,
        );
      }),
    ]);
    expect(JSON.parse(failed), transferTrace(join(stack.artifacts, "refer-reject"), "refer-reject")).toMatchObject({ sipStatus: 603 });
    const failedAt = performance.now();
    // The number comes as speech after the refusal, while the call stays up.
    await sink.waitUntil(() => sink.speechMsBetween(failedAt) >= 2_000, "the number to dial, spoken after the refusal", 30_000);
    await sink.waitForSpeechThenQuiet({
      from: failedAt,
      minSpeechMs: 2_000,
      quietMs: ANSWER_OVER_QUIET_MS,
      what: "the end of the sentence",
      timeoutMs: 30_000,
    });
    await settlePersistence();
    const turn = await latestSipConversation(HANDOFF);
    expect(turn?.message.action).toBe("transfer");
    const [room] = await stack.rooms.listRooms([turn!.conversation.externalId!]);
    expect(room, "the call's room is still open").toBeDefined();
    expect(agentLog.matching(/"msg":"call_hung_up"/, startedAt)).toEqual([]);

    // The test ends the call the product's way (room deleted): the bridge sends BYE.
    await stack.rooms.deleteRoom(room!.name);
    const result = await sipp;
    expect(result.code, result.errors || result.screen).toBe(0);
    expect(sippMessages(result.messages).filter((m) => m.method === "REFER")).toHaveLength(1);
  });

  it("keeps the caller's number out of the logs and the database; calls from one number share a keyed pseudonym", async () => {
    await settlePersistence();
    const phoneCalls = await db.db.select().from(conversations).where(eq(conversations.channel, "sip"));
    expect(phoneCalls.length).toBeGreaterThanOrEqual(3);
    // Every call above came from CALLER: one pseudonym, 128 bits of HMAC, for all of them.
    const pseudonyms = new Set(phoneCalls.map((c) => c.callerPseudonym));
    expect([...pseudonyms]).toHaveLength(1);
    expect([...pseudonyms][0]).toMatch(/^[0-9a-f]{32}$/);

    const digits = CALLER.slice(1); // 32470000003: also inside +32…, 0032… and sip: URIs
    const national = `0${CALLER.slice(3)}`; // 0470000003
    const database = JSON.stringify([phoneCalls, await db.db.select().from(conversationMessages), await db.db.select().from(pipelineTelemetry)]);
    const agentLogFile = readFileSync(join(stack.artifacts, "agent-worker.log"), "utf8");
    const app = appLogs
      .records()
      .map((r) => JSON.stringify(r))
      .join("\n");
    expect(app).toMatch(/phone_call_started/); // the app's lines were captured
    for (const [where, text] of [
      ["database", database],
      ["agent log", agentLogFile],
      ["app log", app],
    ] as const) {
      expect(text.includes(digits), `${where} holds the caller's number`).toBe(false);
      expect(text.includes(national), `${where} holds the caller's number (national form)`).toBe(false);
    }
  });
});
