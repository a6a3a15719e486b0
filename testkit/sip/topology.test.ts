/**
 * docker-compose.yml's topology, started from the file without Docker (testkit/topology): the
 * run's PostgreSQL from the wheel, Redis, livekit-server on that Redis, LiveKit's SIP bridge, two
 * app instances and the agent's two replicas, each from the environment compose gives it. One phone
 * call (sipp → bridge) and one browser-side call (an rtc-node WebRTC caller whose token an app
 * instance mints, as the website's softphone asks for it; not Chromium, which needs the Next build
 * the checks lane makes at the same time) go through it at once: each hears the greeting, asks, and
 * hears the answer; both turns land in the one database.
 *
 * VOICEDESK_MAX_CALLS=1 and both calls up together: the second call goes to the other worker
 * (a full worker reports a ten-thousandth of an idle one's weight), and each worker talks to its
 * own app instance, so the two calls run through disjoint halves of the scaled-out topology.
 * Speech recognition is the OpenAI TEST DOUBLE (scripted words, given only for audio that holds
 * speech) behind the agent's real OpenAI STT plugin; synthesis is the local voice.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { RoomServiceClient, SipClient } from "livekit-server-sdk";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallJoin } from "~/server/api/routers/web-call";
import { provisionTenantTrunk } from "~/server/telephony/provision-trunk";
import { conversationRef } from "~/lib/logger";
import { createTestDatabaseUrl, DEMO_TENANT, testDatabaseEngine } from "../db/test-database";
import { startOpenAiDouble, type OpenAiDouble } from "../doubles/openai/server";
import { joinAsCaller, type Caller } from "../harness/caller";
import { startComposeTopology, type ComposeTopology } from "../topology/topology";
import { followRoomEvents, type RoomEventFollower } from "../voice/room-events";
import { speak } from "./caller-audio";
import { LineLog } from "./line-log";
import { SIP_ARTIFACTS } from "./sip-stack";
import { dialSignalledCall, type SignalledCall } from "./signalled-call";

const DIALLED = "+3211000000";
const CALLER = "+32470000005";
const PHONE_QUESTION = "Wat zijn de bezoekuren?";
const WEB_QUESTION = "Hoeveel kost parkeren?";
/** The line's silence between sentences is well under this; after an answer it is for good. */
const QUIET_AFTER_SPEECH_MS = 2_000;
const ARTIFACTS = join(SIP_ARTIFACTS, "compose-topology");

/** A JSON log line holding all of these fragments, in any order (pino writes the message last). */
const logLine = (...fragments: string[]) => new RegExp(fragments.map((f) => `(?=.*${f})`).join(""));

describe.runIf(testDatabaseEngine().engine === "postgres")("the compose topology from the real binaries", () => {
  let topology: ComposeTopology;
  let whisper: OpenAiDouble;
  const agentLines = [new LineLog(), new LineLog()];
  const appLines = [new LineLog(), new LineLog()];
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    whisper = await startOpenAiDouble();
    topology = await startComposeTopology({
      runDir: ARTIFACTS,
      database: {
        adminUrl: (testDatabaseEngine() as { adminUrl: string }).adminUrl,
        copyDemo: (name) => createTestDatabaseUrl("demo", { name }),
      },
      doubles: { agent: { STT_OPENAI_BASE_URL: whisper.baseURL, STT_OPENAI_MODEL: "whisper-1" } },
      onLine: (service, replica, line) => {
        if (service === "agent") agentLines[replica]?.push(line);
        if (service === "app") appLines[replica]?.push(line);
      },
    });
    // The tenant's phone line, as the console provisions it.
    const sip = new SipClient(topology.livekit.httpUrl, topology.livekit.apiKey, topology.livekit.apiSecret);
    await provisionTenantTrunk(sip, { tenant: DEMO_TENANT, numbers: ["+32 11 00 00 00"], allowedAddresses: ["127.0.0.1/32"], ringingTimeoutSeconds: 90 });
  });
  afterAll(async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
    await topology?.stop();
    await whisper?.close();
  });

  /**
   * The worker (0 or 1) whose job host started a call, and the room it names as its log does: a
   * digest (lib/logger.ts conversationRef), the name itself being a key to the call.
   */
  async function servingWorker(roomRef = "ref:\\w+"): Promise<{ worker: number; roomRef: string }> {
    const started = (log: LineLog) => log.waitFor(logLine('"msg":"job_started"', `"room":"${roomRef}"`), { timeoutMs: 60_000 });
    return Promise.race(agentLines.map(async (log, worker) => ({ worker, roomRef: (JSON.parse(await started(log)) as { room: string }).room })));
  }

  async function dialPhone(): Promise<SignalledCall> {
    const call = await dialSignalledCall({
      name: "phone-call",
      artifactsDir: ARTIFACTS,
      target: topology.sipAddress,
      dialled: DIALLED,
      caller: CALLER,
      question: PHONE_QUESTION,
      quietAfterGreetingMs: QUIET_AFTER_SPEECH_MS,
      greetingTimeoutMs: 90_000,
    });
    cleanups.push(() => call.sink.close());
    return call;
  }

  /** What the website's softphone does: ask an app instance for a call, then join the room it names. */
  async function callFromBrowser(appUrl: string): Promise<{ join: CallJoin; caller: Caller & RoomEventFollower }> {
    const res = await fetch(`${appUrl}/api/trpc/webCall.join`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { tenant: DEMO_TENANT, lang: "nl" } }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const join = ((await res.json()) as { result: { data: { json: CallJoin } } }).result.data.json;
    const caller = await joinAsCaller({ url: join.url, token: join.token });
    const rooms = new RoomServiceClient(topology.livekit.httpUrl, topology.livekit.apiKey, topology.livekit.apiSecret);
    cleanups.push(async () => {
      await caller.disconnect();
      await rooms.deleteRoom(join.room).catch(() => {});
    });
    return { join, caller: Object.assign(caller, followRoomEvents(caller)) };
  }

  it("serves a phone call and a browser call at once, on different workers and app instances, both turns in the one PostgreSQL", async () => {
    // Every compose service ran, from compose's own settings.
    expect(topology.services.map((s) => s.service).sort()).toEqual(["agent", "agent", "app", "app", "livekit", "livekit-sip", "postgres", "redis"]);
    expect(topology.apps.map((a) => a.env.DATABASE_URL)).toEqual([topology.databaseUrl, topology.databaseUrl]);
    expect(topology.agents.map((a) => a.env.VOICEDESK_APP_URL)).toEqual(topology.apps.map((a) => a.url));

    const phone = await dialPhone();
    // The first call of the run: whichever worker starts a job now serves the phone call.
    const { worker: phoneWorker, roomRef: phoneRoomRef } = await servingWorker();
    // The worker has reported itself full (one call each) before the second call is placed.
    await agentLines[phoneWorker]!.waitFor(logLine('"msg":"worker_capacity_band"', '"band":"busy"'), { timeoutMs: 30_000 });

    // The browser asks the other app instance than the phone call's worker uses: a balancer may send it anywhere.
    const web = await callFromBrowser(topology.apps[1 - phoneWorker]!.url!);
    expect(web.join.url).toBe(topology.settings.LIVEKIT_PUBLIC_URL);
    const { worker: webWorker } = await servingWorker(String(conversationRef(web.join.room)));
    expect(webWorker, "both calls went to one worker").not.toBe(phoneWorker);

    // Both hear the greeting before they say anything.
    await Promise.all([
      phone.greeted,
      (async () => {
        await web.caller.waitForEvent("hello", 60_000);
        await web.caller.waitForSpeech({ timeoutMs: 60_000, minVoicedMs: 1_000 });
        await web.caller.waitForSilence({ silenceMs: 1_200, timeoutMs: 60_000 });
      })(),
    ]);
    expect(phone.sink.speechMsBetween(phone.dialledAt)).toBeGreaterThan(2_000);

    // The phone caller asks and hears an answer (the recogniser double hears one caller at a time).
    whisper.scriptTranscripts(PHONE_QUESTION);
    await phone.sipp.signal();
    const phoneAskedUntil = performance.now() + phone.asked.speechMs;
    await phone.sink.waitForSpeechThenQuiet({
      from: phoneAskedUntil,
      minSpeechMs: 1_500,
      quietMs: QUIET_AFTER_SPEECH_MS,
      what: "the answer",
      timeoutMs: 60_000,
    });

    // The browser caller asks by voice and hears its answer.
    whisper.scriptTranscripts(WEB_QUESTION);
    const spoken = speak(WEB_QUESTION, "nl");
    const { endedAt } = await web.caller.speak({ pcm: spoken.samples, sampleRate: spoken.sampleRate });
    const webTurn = await web.caller.waitForEvent("turn", 30_000);
    expect(webTurn).toMatchObject({ utterance: WEB_QUESTION, language: "nl" });
    const webAnswer = await web.caller.waitForSpeech({ timeoutMs: 30_000, minVoicedMs: 1_500, after: endedAt });
    expect(webAnswer.voicedMs).toBeGreaterThanOrEqual(1_500);

    await phone.sipp.signal(); // hang up
    const sipped = await phone.sipp.result;
    expect(sipped.code, sipped.errors || sipped.screen).toBe(0);

    // Both turns are in the one database, each under its own call's room and channel.
    const db = new pg.Client({ connectionString: topology.databaseUrl });
    await db.connect();
    cleanups.push(() => db.end());
    // The database is this run's copy of the demo hospital: every call turn in it is one of these two.
    const { rows } = await db.query<{ room: string; channel: string; conversation: string; utterance: string; answer: string }>(
      `select c.external_id as room, c.channel, c.id as conversation, m.utterance, m.answer
         from conversations c join conversation_messages m on m.conversation_id = c.id
        where c.channel in ('sip', 'voice') order by c.channel::text`,
    );
    // A browser's voice call is the channel "voice" (typed chat is "web").
    expect(rows.map((r) => [r.channel, r.utterance])).toEqual([
      ["sip", PHONE_QUESTION],
      ["voice", WEB_QUESTION],
    ]);
    expect(rows[0]!.room).toMatch(/^call-lindenhof_\+3211000000_\w+$/);
    expect(conversationRef(rows[0]!.room), "the phone call's room is the one its worker started").toBe(phoneRoomRef);
    expect(rows[1]!.room).toBe(web.join.room);
    expect(rows[0]!.answer).toMatch(/14/);
    expect(rows[1]!.answer.length).toBeGreaterThan(0);

    // Each turn was answered by the app instance of the worker that served the call, not the other.
    const [phoneRow, webRow] = rows;
    const answeredBy = (conversation: string) =>
      appLines.flatMap((log, i) => (log.matching(logLine('"msg":"turn_done"', `"conversationId":"${conversation}"`)).length ? [i] : []));
    expect(answeredBy(phoneRow!.conversation)).toEqual([phoneWorker]);
    expect(answeredBy(webRow!.conversation)).toEqual([webWorker]);
  }, 180_000);
});
