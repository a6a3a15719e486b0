/**
 * Part of the ElevenLabs TEST DOUBLE. One `multi-stream-input` socket, as the LiveKit plugin 1.9
 * uses it: one socket per TTS configuration, one context per synthesis (per agent turn).
 *
 *   in:  {text:" ", voice_settings, context_id, generation_config?}   opens a context
 *        {text:"Sentence. ", context_id, flush?}                       text; flush = speak the buffer now
 *        {context_id, close_context:true}                              finish the context
 *        {close_socket:true}
 *   out: {audio:<base64 pcm>, normalizedAlignment, alignment, contextId}  per ~200 ms of audio
 *        {isFinal:true, contextId}                                     after close_context, once all audio is out
 *        {error, contextId}                                            refused context
 *
 * Audio of a context is produced in order (one generation at a time); contexts run side by side.
 */
import { WebSocket, type RawData } from "ws";
import { moduleLogger } from "~/lib/logger";
import type { Lang } from "~/lib/lang";
import { sliceAlignment, spreadAlignment } from "./alignment";
import type { RecordedSynthesis, RecordedTtsConnection, VoiceSettingsSent } from "./records";
import { languageOf } from "./request-params";
import { newSynthesisRecord, speedProblem, synthesizeFor } from "./synthesis";

const log = moduleLogger("e2e.double.elevenlabs");

/** Without flush, ElevenLabs waits for enough text; the double speaks a buffer once it is this long. */
const AUTO_GENERATE_CHARS = 250;
const CHUNK_MS = 200;

/** The wording ElevenLabs uses for this 1008 close (pipecat issues #4541/#4556). */
const VOICE_SETTINGS_CHANGED = "voice_settings field must be provided in the first message and then either be not provided or not change.";

interface ContextState {
  record: RecordedSynthesis;
  buffer: string;
  chain: Promise<void>;
  emittedMs: number;
  failed: boolean;
}

interface ClientMessage {
  text?: unknown;
  context_id?: unknown;
  contextId?: unknown;
  voice_settings?: unknown;
  generation_config?: unknown;
  flush?: unknown;
  close_context?: unknown;
  close_socket?: unknown;
}

export interface MultiStreamContext {
  connection: RecordedTtsConnection;
  defaultLanguage: Lang;
  onSynthesis(record: RecordedSynthesis): void;
  onFinished(record: RecordedSynthesis): void;
}

export class MultiStreamSession {
  private readonly contexts = new Map<string, ContextState>();
  private readonly abort = new AbortController();
  private firstVoiceSettings: string | undefined;

  constructor(
    private readonly ws: WebSocket,
    private readonly ctx: MultiStreamContext,
  ) {
    ws.on("message", (data, isBinary) => this.onMessage(data, isBinary));
    ws.on("close", (code, reason) => {
      this.abort.abort();
      ctx.connection.closeCode = code;
      ctx.connection.closeReason = reason.toString("utf8");
    });
    ws.on("error", (err) => log.warn({ connectionId: ctx.connection.id, err: err.message }, "elevenlabs double socket error"));
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    const raw = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    let msg: ClientMessage;
    try {
      if (isBinary) throw new Error("binary");
      msg = JSON.parse(raw.toString("utf8")) as ClientMessage;
    } catch {
      this.noteUnknown(raw.toString("utf8"));
      return;
    }
    if (msg.close_socket === true) return void this.closeSocket();
    const contextId = String(msg.context_id ?? msg.contextId ?? "default");
    if (msg.close_context === true) return this.closeContext(contextId);
    if (typeof msg.text !== "string") return this.noteUnknown(raw.toString("utf8"));
    const state = this.contexts.get(contextId) ?? this.openContext(contextId, msg);
    if (state === undefined || state.failed) return;
    this.addText(state, msg.text, msg.flush === true);
  }

  private openContext(contextId: string, msg: ClientMessage): ContextState | undefined {
    const q = this.ctx.connection.query;
    const voiceSettings = isObject(msg.voice_settings) ? (msg.voice_settings as VoiceSettingsSent) : undefined;
    const record = newSynthesisRecord({
      kind: "stream-context",
      connectionId: this.ctx.connection.id,
      contextId,
      voiceId: q.voiceId,
      modelId: q.modelId,
      outputFormat: q.outputFormat,
      languageCode: q.languageCode,
      voiceSettings,
      generationConfig: msg.generation_config,
    });
    this.ctx.connection.contextIds.push(contextId);
    this.ctx.onSynthesis(record);

    const settingsKey = voiceSettings === undefined ? undefined : JSON.stringify(voiceSettings);
    if (settingsKey !== undefined) {
      if (this.firstVoiceSettings === undefined) this.firstVoiceSettings = settingsKey;
      else if (settingsKey !== this.firstVoiceSettings) {
        record.error = VOICE_SETTINGS_CHANGED;
        record.finishedAt = new Date().toISOString();
        this.ctx.onFinished(record);
        log.warn({ connectionId: this.ctx.connection.id, contextId }, "elevenlabs double: voice settings changed on an open socket (1008)");
        this.ws.close(1008, VOICE_SETTINGS_CHANGED);
        return undefined;
      }
    }
    const state: ContextState = { record, buffer: "", chain: Promise.resolve(), emittedMs: 0, failed: false };
    this.contexts.set(contextId, state);
    const problem = speedProblem(voiceSettings?.speed);
    if (problem !== undefined) this.failContext(state, problem);
    return state;
  }

  private addText(state: ContextState, text: string, flush: boolean): void {
    // The plugin opens each context with a single space; it is a handshake, not speech.
    const isOpening = state.record.textParts.length === 0 && text === " " && state.buffer === "";
    if (!isOpening && text !== "") {
      state.record.textParts.push(text);
      state.record.text += text;
      state.buffer += text;
    }
    if (flush) {
      state.record.flushes++;
      this.generate(state, state.buffer);
      state.buffer = "";
    } else if (state.buffer.length >= AUTO_GENERATE_CHARS) {
      const cut = state.buffer.lastIndexOf(" ");
      if (cut > 0) {
        this.generate(state, state.buffer.slice(0, cut));
        state.buffer = state.buffer.slice(cut);
      }
    }
  }

  private generate(state: ContextState, text: string): void {
    const spoken = text.trim();
    if (spoken === "") return;
    const q = this.ctx.connection.query;
    state.chain = state.chain.then(async () => {
      if (state.failed || this.abort.signal.aborted) return;
      try {
        const audio = await synthesizeFor(state.record, spoken, {
          language: languageOf(q),
          defaultLanguage: this.ctx.defaultLanguage,
          sampleRate: q.sampleRate!,
          signal: this.abort.signal,
        });
        const alignment = spreadAlignment(spoken, state.emittedMs, audio.durationMs);
        const bytesPerChunk = Math.round((q.sampleRate! * CHUNK_MS) / 1000) * 2;
        for (let offset = 0; offset < audio.pcm.length; offset += bytesPerChunk) {
          const chunk = audio.pcm.subarray(offset, offset + bytesPerChunk);
          const fromMs = state.emittedMs;
          const toMs = fromMs + (chunk.length / 2 / q.sampleRate!) * 1000;
          // The last chunk takes every remaining character, so none is lost to rounding.
          const last = offset + bytesPerChunk >= audio.pcm.length;
          const part = sliceAlignment(alignment, fromMs, last ? Infinity : toMs);
          this.send({ audio: chunk.toString("base64"), normalizedAlignment: part, alignment: part, contextId: state.record.contextId });
          state.emittedMs = toMs;
        }
      } catch (err) {
        if (!this.abort.signal.aborted) this.failContext(state, err instanceof Error ? err.message : String(err));
      }
    });
  }

  private closeContext(contextId: string): void {
    const state = this.contexts.get(contextId);
    if (state === undefined) return;
    state.record.closed = true;
    this.generate(state, state.buffer);
    state.buffer = "";
    void state.chain.then(() => {
      this.contexts.delete(contextId);
      if (state.failed) return;
      this.send({ isFinal: true, contextId });
      state.record.finishedAt = new Date().toISOString();
      this.ctx.onFinished(state.record);
    });
  }

  private closeSocket(): Promise<void> {
    for (const id of [...this.contexts.keys()]) this.closeContext(id);
    return Promise.all([...this.contexts.values()].map((s) => s.chain)).then(() => this.ws.close(1000));
  }

  private failContext(state: ContextState, message: string): void {
    state.failed = true;
    state.record.error = message;
    log.warn({ connectionId: this.ctx.connection.id, contextId: state.record.contextId, message }, "elevenlabs double refused a context");
    this.send({ error: message, message, contextId: state.record.contextId });
    state.record.finishedAt = new Date().toISOString();
    this.ctx.onFinished(state.record);
  }

  private noteUnknown(text: string): void {
    if (this.ctx.connection.unknownMessages.length < 20) this.ctx.connection.unknownMessages.push(text.slice(0, 200));
  }

  private send(message: Record<string, unknown>): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
