/**
 * TEST DOUBLE — not ElevenLabs. A local server that speaks the part of ElevenLabs' text-to-speech
 * API the real `@livekit/agents-plugin-elevenlabs` 1.9 uses, so that plugin runs unchanged with
 * no network:
 *   - WebSocket `/v1/text-to-speech/{voice}/multi-stream-input` (the plugin's `stream()`, what
 *     AgentSession uses), contexts per synthesis, base64 PCM with character alignment, `isFinal`;
 *   - HTTP `POST /v1/text-to-speech/{voice}/stream` (the plugin's `synthesize()`), raw PCM.
 *
 * What it fakes: the voice. Audio is espeak-ng speaking the received text in the requested
 * language at the requested `voice_settings.speed`, in the `pcm_<rate>` format asked for — real
 * speech with real energy, not ElevenLabs' voice. What it checks and records: the `xi-api-key`
 * header, the model, output format and language of each connection, and per synthesis the voice
 * settings (speed!), the text fragments and the audio it answered with.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { moduleLogger } from "~/lib/logger";
import type { Lang } from "~/lib/lang";
import { countWaiter, readBody, refuseUpgrade, sendJson, startDoubleServer } from "../shared/double-server";
import { MultiStreamSession } from "./multi-stream-session";
import type { RecordedSynthesis, RecordedTtsConnection, VoiceSettingsSent } from "./records";
import { languageOf, matchTtsPath, readQuery, validateQuery, type ElevenLabsQuery } from "./request-params";
import { newSynthesisRecord, speedProblem, synthesizeFor } from "./synthesis";

const log = moduleLogger("testkit.double.elevenlabs");

export const DEFAULT_ELEVENLABS_DOUBLE_API_KEY = "elevenlabs-double-key";

export interface ElevenLabsDoubleOptions {
  /** The key clients must send in `xi-api-key`. */
  apiKey?: string;
  port?: number;
  host?: string;
  /** Language spoken when the URL has no `language_code` and the text does not say. */
  defaultLanguage?: Lang;
}

export interface ElevenLabsDouble {
  /** Pass as the plugin's `baseURL` (it appends `/text-to-speech/…` and swaps http→ws itself). */
  baseURL: string;
  controlUrl: string;
  apiKey: string;
  port: number;
  /** Every WebSocket connection attempt, refused ones included. Live array. */
  connections: RecordedTtsConnection[];
  /** Every synthesis (stream context or HTTP request), in the order they started. Live array. */
  syntheses: RecordedSynthesis[];
  /** Resolves once `count` syntheses finished: all audio sent (`isFinal` / response end) or refused. */
  waitForSyntheses(count: number, timeoutMs?: number): Promise<RecordedSynthesis[]>;
  reset(): void;
  close(): Promise<void>;
}

const INVALID_KEY = "Invalid API key";

export async function startElevenLabsDouble(opts: ElevenLabsDoubleOptions = {}): Promise<ElevenLabsDouble> {
  const apiKey = opts.apiKey ?? DEFAULT_ELEVENLABS_DOUBLE_API_KEY;
  const defaultLanguage = opts.defaultLanguage ?? "nl";
  const connections: RecordedTtsConnection[] = [];
  const syntheses: RecordedSynthesis[] = [];
  const done = () => syntheses.filter((s) => s.finishedAt !== undefined);
  const finished = countWaiter(done);
  const wake = finished.wake;
  let nextId = 1;

  const double: ElevenLabsDouble = {
    baseURL: "",
    controlUrl: "",
    apiKey,
    port: 0,
    connections,
    syntheses,
    waitForSyntheses: (count, timeoutMs = 15_000) =>
      finished.waitFor(count, timeoutMs, (have) => `elevenlabs double finished ${have} of ${count} expected syntheses within ${timeoutMs} ms`),
    reset: () => {
      connections.length = 0;
      syntheses.length = 0;
    },
    close: () => served.close(),
  };

  const handleHttpSynthesis = async (req: IncomingMessage, res: ServerResponse, query: ElevenLabsQuery) => {
    if (req.headers["xi-api-key"] !== apiKey) {
      return sendJson(res, 401, { detail: { status: "invalid_api_key", message: INVALID_KEY } });
    }
    const refusal = validateQuery(query);
    if (refusal !== undefined) return sendJson(res, refusal.status, { detail: { status: "invalid_request", message: refusal.message } });
    let body: { text?: unknown; model_id?: unknown; voice_settings?: unknown; language_code?: unknown };
    try {
      body = JSON.parse((await readBody(req)).toString("utf8")) as typeof body;
    } catch {
      return sendJson(res, 400, { detail: { status: "invalid_request", message: "body is not JSON" } });
    }
    if (typeof body.text !== "string" || body.text.trim() === "") {
      return sendJson(res, 400, { detail: { status: "invalid_request", message: "text is required" } });
    }
    const voiceSettings = typeof body.voice_settings === "object" && body.voice_settings !== null ? (body.voice_settings as VoiceSettingsSent) : undefined;
    const languageCode = typeof body.language_code === "string" ? body.language_code : query.languageCode;
    const record = newSynthesisRecord({
      kind: "http",
      voiceId: query.voiceId,
      modelId: typeof body.model_id === "string" ? body.model_id : query.modelId,
      outputFormat: query.outputFormat,
      languageCode,
      voiceSettings,
    });
    record.textParts.push(body.text);
    record.text = body.text;
    syntheses.push(record);
    const problem = speedProblem(voiceSettings?.speed);
    if (problem !== undefined) {
      record.error = problem;
      record.finishedAt = new Date().toISOString();
      wake();
      return sendJson(res, 400, { detail: { status: "invalid_voice_settings", message: problem } });
    }
    const abort = new AbortController();
    res.once("close", () => abort.abort());
    const bodyLang = languageOf({ ...query, languageCode });
    const audio = await synthesizeFor(record, body.text.trim(), { language: bodyLang, defaultLanguage, sampleRate: query.sampleRate!, signal: abort.signal });
    res.writeHead(200, { "content-type": "audio/pcm", "transfer-encoding": "chunked" });
    res.end(audio.pcm);
    record.closed = true;
    record.finishedAt = new Date().toISOString();
    wake();
  };

  const served = await startDoubleServer({
    port: opts.port,
    host: opts.host,
    request: async (req, res, url) => {
      const route = `${req.method} ${url.pathname}`;
      if (route === "GET /health") return sendJson(res, 200, { ok: true, testDouble: "elevenlabs" });
      if (route === "GET /syntheses") return sendJson(res, 200, { syntheses });
      if (route === "GET /connections") return sendJson(res, 200, { connections });
      if (route === "POST /reset") {
        double.reset();
        return sendJson(res, 200, { ok: true });
      }
      const tts = matchTtsPath(url.pathname);
      if (req.method === "POST" && tts !== undefined && tts.kind !== "multi-stream-input") {
        return handleHttpSynthesis(req, res, readQuery(tts.voiceId, url.searchParams));
      }
      sendJson(res, 404, { detail: { status: "not_found", message: `TEST DOUBLE (elevenlabs) does not implement ${route}` } });
    },
    failed: (res, err) => {
      if (!res.headersSent) sendJson(res, 500, { detail: { status: "error", message: String(err) } });
      else res.destroy();
    },
    upgrade: (req, socket, head, url, wss) => {
      const tts = matchTtsPath(url.pathname);
      if (tts === undefined || tts.kind !== "multi-stream-input") return refuseUpgrade(socket, 404);
      const query = readQuery(tts.voiceId, url.searchParams);
      const record: RecordedTtsConnection = { id: nextId++, at: new Date().toISOString(), accepted: false, query, contextIds: [], unknownMessages: [] };
      connections.push(record);
      const refusal = validateQuery(query);
      if (refusal !== undefined) {
        record.refusal = refusal;
        return refuseUpgrade(socket, 400, JSON.stringify({ detail: { status: "invalid_request", message: refusal.message } }));
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        if (req.headers["xi-api-key"] !== apiKey) {
          // ElevenLabs reports websocket errors as a 1008 close with a reason; the exact wording for a
          // bad key was not verified against the live service.
          record.refusal = { status: 1008, message: INVALID_KEY };
          ws.on("close", (code, reason) => {
            record.closeCode = code;
            record.closeReason = reason.toString("utf8");
          });
          ws.close(1008, INVALID_KEY);
          return;
        }
        record.accepted = true;
        log.info(
          { connectionId: record.id, model: query.modelId, format: query.outputFormat, language: query.languageCode },
          "elevenlabs double accepted a stream",
        );
        new MultiStreamSession(ws, { connection: record, defaultLanguage, onSynthesis: (s) => syntheses.push(s), onFinished: wake });
      });
    },
  });
  double.port = served.port;
  double.baseURL = `http://${served.host}:${served.port}/v1`;
  double.controlUrl = `http://${served.host}:${served.port}`;
  return double;
}
