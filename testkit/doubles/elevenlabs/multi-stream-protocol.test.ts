/**
 * The ElevenLabs TEST DOUBLE's multi-stream-input rules that the LiveKit plugin never triggers on
 * its own, driven with a raw WebSocket client; and the double as a separate process.
 */
import { initializeLogger } from "@livekit/agents";
import * as elevenlabs from "@livekit/agents-plugin-elevenlabs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startElevenLabsDouble, startElevenLabsDoubleProcess, type ElevenLabsDouble } from "./index";

let double: ElevenLabsDouble;
beforeAll(async () => {
  initializeLogger({ pretty: false, level: "error" });
  double = await startElevenLabsDouble();
});
afterAll(() => double.close());

interface Received {
  messages: Array<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
}

async function open(query = "model_id=eleven_multilingual_v2&output_format=pcm_22050"): Promise<{ ws: WebSocket; rx: Received }> {
  const ws = new WebSocket(`${double.baseURL.replace("http", "ws")}/text-to-speech/voice-x/multi-stream-input?${query}`, {
    headers: { "xi-api-key": double.apiKey },
  });
  const messages: Array<Record<string, unknown>> = [];
  ws.on("message", (d) => messages.push(JSON.parse(d.toString()) as Record<string, unknown>));
  const closed = new Promise<{ code: number; reason: string }>((res) => ws.once("close", (code, reason) => res({ code, reason: reason.toString() })));
  await new Promise((res, rej) => {
    ws.once("open", res);
    ws.once("error", rej);
  });
  return { ws, rx: { messages, closed } };
}

const send = (ws: WebSocket, m: unknown) => ws.send(JSON.stringify(m));

describe("ElevenLabs double, multi-stream-input protocol", () => {
  it("speaks only on flush or close, and sends isFinal once the context's audio is out", async () => {
    const { ws, rx } = await open();
    send(ws, { text: " ", context_id: "a", voice_settings: { speed: 1 } });
    send(ws, { text: "Goedemorgen. ", context_id: "a" });
    await new Promise((r) => setTimeout(r, 300));
    expect(rx.messages).toEqual([]);
    send(ws, { text: "", context_id: "a", flush: true });
    send(ws, { context_id: "a", close_context: true });
    await expect.poll(() => rx.messages.some((m) => m.isFinal === true), { timeout: 5000 }).toBe(true);
    const audio = rx.messages.filter((m) => typeof m.audio === "string");
    expect(audio.length).toBeGreaterThan(0);
    expect(rx.messages.at(-1)).toEqual({ isFinal: true, contextId: "a" });
    expect(audio.flatMap((m) => (m.normalizedAlignment as { chars: string[] }).chars).join("")).toBe("Goedemorgen.");
    ws.close();
  });

  it("closes the socket with 1008 when a later context changes voice settings, as ElevenLabs does", async () => {
    const { ws, rx } = await open();
    send(ws, { text: " ", context_id: "a", voice_settings: { speed: 1 } });
    send(ws, { text: " ", context_id: "b", voice_settings: { speed: 0.8 } });
    const closed = await rx.closed;
    expect(closed.code).toBe(1008);
    expect(closed.reason).toMatch(/voice_settings/);
  });

  it("detects the language of the text when the URL has no language_code", async () => {
    const { ws, rx } = await open();
    send(ws, { text: " ", context_id: "fr", voice_settings: {} });
    send(ws, { text: "Bonjour, quelles sont les heures de visite de l'hôpital ?", context_id: "fr", flush: true });
    send(ws, { context_id: "fr", close_context: true });
    await expect.poll(() => rx.messages.some((m) => m.isFinal === true), { timeout: 5000 }).toBe(true);
    const synth = double.syntheses.find((s) => s.contextId === "fr")!;
    expect(synth.spoken[0]).toMatchObject({ language: "fr", speed: 1 });
    ws.close();
  });
});

describe("ElevenLabs double as a separate process", () => {
  it("serves the real plugin and reports the speed it received over HTTP", async () => {
    const proc = await startElevenLabsDoubleProcess();
    try {
      const engine = new elevenlabs.TTS({
        apiKey: proc.apiKey,
        baseURL: proc.baseURL,
        language: "nl",
        voiceSettings: { stability: 0.5, similarity_boost: 0.75, speed: 0.8 },
      });
      const stream = engine.stream();
      stream.pushText("Een ogenblik, ik verbind u door.");
      stream.endInput();
      let frames = 0;
      for await (const ev of stream) if (typeof ev !== "symbol") frames++;
      await engine.close();
      expect(frames).toBeGreaterThan(10);
      const syntheses = await proc.syntheses();
      expect(syntheses[0]).toMatchObject({ speed: 0.8, kind: "stream-context" });
    } finally {
      await proc.stop();
    }
  });
});
