/**
 * The product agent (agent/voicedesk/main.ts) on a phone call: sipp → livekit-sip → livekit-server
 * → the real Voicedesk worker, with the real app API over an in-memory database holding the demo
 * tenant (lindenhof). Speech recognition is the OpenAI TEST DOUBLE's /v1/audio/transcriptions
 * (scripted words, given only for audio that holds speech) behind the agent's real OpenAI STT
 * plugin; synthesis is espeak-ng. The caller asks to be put through; the agent must transfer the
 * call with a SIP REFER to the tenant's helpdesk number.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settlePersistence } from "../../server/cognition/orchestrator";
import { createTestDatabase, type DatabaseHandle } from "../../server/db";
import { serveApiForTests, type TestApi } from "../../server/api/serve-for-tests";
import { ingestTenantDir } from "../../server/knowledge/service";
import { startOpenAiDouble, type OpenAiDouble } from "../doubles/openai/server";
import { writeCallerQuestion } from "./caller-audio";
import { RtpSink } from "./rtp-sink";
import { startSipStack, type SipStack } from "./sip-stack";
import { runSipp, sipHeader, sippMessages } from "./sipp";
import { testAgentToken } from "../test-secrets";

const VOICEDESK_ENTRY = join(import.meta.dirname, "..", "..", "agent", "voicedesk", "main.ts");
const HANDOFF = "Kunt u me doorverbinden met het onthaal?";
/** tenant_overlays/lindenhof/tenant.yaml phones.helpdesk "011 30 40 00" as a tel: URI. */
const LINDENHOF_HELPDESK = "tel:+3211304000";

describe("the Voicedesk agent on a phone call", () => {
  let db: DatabaseHandle;
  let api: TestApi;
  let whisper: OpenAiDouble;
  let stack: SipStack;
  let sink: RtpSink | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    const ingested = await ingestTenantDir(db.db, "tenant_overlays/lindenhof");
    if (!ingested.ok) throw new Error("demo tenant did not ingest");
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
    });
    api.useLivekit(stack.livekit);
  });
  afterAll(async () => {
    await sink?.close();
    await stack?.stop();
    await whisper?.close();
    await settlePersistence();
    await api?.close();
    await db?.close();
  });

  it("greets the caller over the phone line and, asked to be put through, transfers the call by SIP REFER to the tenant's helpdesk", async () => {
    // The caller listens to the greeting for 16 s, then asks; the file loops while the call lasts.
    writeCallerQuestion({ file: join(stack.artifacts, "question.ulaw"), text: HANDOFF, leadingSilenceMs: 16_000, totalMs: 40_000 });
    whisper.scriptTranscripts(HANDOFF);
    sink = await RtpSink.open();
    const result = await runSipp({
      scenario: "refer-accept",
      target: stack.bridge.sipAddress,
      dialled: "+3211000000",
      caller: "+32470000003",
      rtpSinkPort: sink.port,
      workDir: stack.artifacts,
      durationMs: 1_000,
      timeoutMs: 150_000,
    });
    expect(result.code, `${result.errors || result.screen}\nagent worker:\n${stack.agent.recentOutput()}`).toBe(0);

    // The greeting (and the hand-over sentence) reached the caller as speech.
    const [stream] = sink.stats();
    expect(stream!.speechMs).toBeGreaterThan(3_000);

    // The caller's words went through the recogniser once, as speech.
    const heard = whisper.transcriptions.find((t) => t.text === HANDOFF);
    expect(heard?.voicedMs).toBeGreaterThanOrEqual(300);

    // The transfer was a REFER to the tenant's helpdesk, accepted, and the bridge then hung up.
    const refer = sippMessages(result.messages).find((m) => m.method === "REFER");
    expect(refer, "the agent sent no REFER").toBeDefined();
    expect(sipHeader(refer!.text, "Refer-To")).toBe(LINDENHOF_HELPDESK);
    expect(
      sippMessages(result.messages)
        .filter((m) => m.direction === "received")
        .at(-1)?.method,
    ).toBe("BYE");
  });
});
