/**
 * Part of the Deepgram TEST DOUBLE. One accepted `/v1/listen` WebSocket: binary frames are the
 * caller's linear16 audio, text frames are control messages (KeepAlive, Finalize, CloseStream).
 * Replies follow Deepgram's live protocol: SpeechStarted at onset (vad_events), interim Results
 * while speech goes on (interim_results), a final Results at the pause (speech_final unless
 * endpointing=false), UtteranceEnd after utterance_end_ms of silence, Metadata before closing.
 */
import { createHash, type Hash } from "node:crypto";
import { WebSocket, type RawData } from "ws";
import { moduleLogger } from "~/lib/logger";
import type { ListenQuery } from "./listen-params";
import { metadataMessage, newRequestId, resultsMessage, speechStartedMessage, utteranceEndMessage, type TranscriptSpan } from "./messages";
import type { HeardUtterance, RecordedConnection } from "./records";
import { SpeechSegmenter, type SpeechSegment } from "./speech-segmenter";
import { transcribeSegment } from "./transcribe-segment";
import type { UtteranceScript } from "./utterance-script";

const log = moduleLogger("e2e.double.deepgram");

export interface DoubleTiming {
  /** Pause that ends an utterance. The plugin asks for endpointing=25 ms, which would split a sentence at every word gap; the double waits at least this long. */
  endSilenceMs: number;
  /** Voiced audio an utterance needs; shorter blips are clicks and coughs. */
  minVoicedMs: number;
  /** Voiced audio before SpeechStarted is sent. */
  onsetVoicedMs: number;
  /** Audio-clock spacing of interim results. */
  interimEveryMs: number;
  /** Interims reveal the scripted words at about this pace, so they grow as speech goes on. */
  interimMsPerWord: number;
  thresholdDbfs: number;
  maxZeroCrossingRate: number;
  /** Deepgram closes a stream (1011, NET-0001) that sends neither audio nor a message for 10 s. */
  idleTimeoutMs: number;
}

export const DEFAULT_TIMING: DoubleTiming = {
  endSilenceMs: 600,
  minVoicedMs: 300,
  onsetVoicedMs: 100,
  interimEveryMs: 300,
  interimMsPerWord: 280,
  thresholdDbfs: -40,
  maxZeroCrossingRate: 0.4,
  idleTimeoutMs: 10_000,
};

export interface ListenSessionContext {
  connection: RecordedConnection;
  script: UtteranceScript;
  timing: DoubleTiming;
  onHeard(heard: HeardUtterance): void;
}

export class ListenSession {
  private readonly requestId = newRequestId();
  private readonly segmenter: SpeechSegmenter;
  private readonly sha: Hash = createHash("sha256");
  private readonly query: ListenQuery;
  private readonly model: string;
  private idleTimer: NodeJS.Timeout | undefined;
  private closing = false;
  /** Audio-clock start of the window the next Results covers. */
  private resultCursorSec = 0;
  private lastInterimSec = -Infinity;
  private wordsRevealed = 0;
  private utteranceEndDueFrom: number | undefined;

  constructor(
    private readonly ws: WebSocket,
    private readonly ctx: ListenSessionContext,
  ) {
    this.query = ctx.connection.query;
    this.model = this.query.model ?? "nova-3";
    const endpointing = typeof this.query.endpointing === "number" ? this.query.endpointing : 0;
    this.segmenter = new SpeechSegmenter({
      sampleRate: this.query.sampleRate!,
      thresholdDbfs: ctx.timing.thresholdDbfs,
      maxZeroCrossingRate: ctx.timing.maxZeroCrossingRate,
      onsetVoicedMs: ctx.timing.onsetVoicedMs,
      endSilenceMs: Math.max(ctx.timing.endSilenceMs, endpointing),
    });
    ws.on("message", (data, isBinary) => this.onMessage(data, isBinary));
    ws.on("close", (code) => {
      clearTimeout(this.idleTimer);
      ctx.connection.closeCode = code;
    });
    ws.on("error", (err) => log.warn({ connectionId: ctx.connection.id, err: err.message }, "deepgram double socket error"));
    this.armIdleTimer();
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.closing) return;
    this.armIdleTimer();
    if (isBinary) return this.onAudio(toBuffer(data));
    const text = toBuffer(data).toString("utf8");
    let type: unknown;
    try {
      type = (JSON.parse(text) as { type?: unknown }).type;
    } catch {
      type = undefined;
    }
    switch (type) {
      case "KeepAlive":
        this.ctx.connection.keepAlives++;
        return;
      case "Finalize":
        this.ctx.connection.finalizes++;
        return this.finalize();
      case "CloseStream":
        this.ctx.connection.closeStreamReceived = true;
        return this.closeStream();
      default:
        if (this.ctx.connection.unknownMessages.length < 20) this.ctx.connection.unknownMessages.push(text.slice(0, 200));
    }
  }

  private onAudio(bytes: Buffer): void {
    this.sha.update(bytes);
    for (const event of this.segmenter.push(bytes)) {
      if (event.kind === "onset") {
        this.utteranceEndDueFrom = undefined;
        if (this.query.vadEvents) this.send(speechStartedMessage(event.segment.startSec));
      } else if (event.kind === "voiced") {
        this.maybeSendInterim(event.segment);
      } else {
        this.finishSegment(event.segment, "endpoint");
      }
    }
    this.ctx.connection.audioSec = this.segmenter.audioSec;
    this.maybeSendUtteranceEnd();
  }

  private maybeSendInterim(segment: SpeechSegment): void {
    const t = this.ctx.timing;
    if (!this.query.interimResults || segment.voicedMs < t.minVoicedMs) return;
    if ((this.segmenter.audioSec - this.lastInterimSec) * 1000 < t.interimEveryMs) return;
    const next = this.ctx.script.peek(this.query.language);
    if (next === undefined) return;
    const words = next.text.split(/\s+/).filter((w) => w.length > 0);
    const spokenMs = (segment.lastVoicedEndSec - segment.startSec) * 1000;
    const reveal = Math.min(words.length, Math.max(1, Math.floor(spokenMs / t.interimMsPerWord)));
    if (reveal <= this.wordsRevealed) return;
    this.wordsRevealed = reveal;
    this.lastInterimSec = this.segmenter.audioSec;
    const span: TranscriptSpan = {
      text: words.slice(0, reveal).join(" "),
      confidence: Math.max(0, next.confidence - 0.1),
      startSec: segment.startSec,
      endSec: segment.lastVoicedEndSec,
      ...(this.query.language === "multi" && next.language !== undefined ? { detectedLanguage: next.language } : {}),
    };
    this.sendResults({ span, isFinal: false, speechFinal: false, fromFinalize: false });
  }

  private finishSegment(segment: SpeechSegment, trigger: HeardUtterance["trigger"]): void {
    this.wordsRevealed = 0;
    this.lastInterimSec = -Infinity;
    // A blip that never reached onset (a click, the edge of a burst of hiss) is not an utterance.
    if (!segment.onsetReported) return;
    const verdict = transcribeSegment(segment, trigger, {
      connectionId: this.ctx.connection.id,
      query: this.query,
      script: this.ctx.script,
      minVoicedMs: this.ctx.timing.minVoicedMs,
    });
    this.ctx.onHeard(verdict.heard);
    // Deepgram closes an utterance the client saw start with a final, even an empty one; the plugin
    // only ends its "speaking" state on speech_final or UtteranceEnd.
    this.sendResults({
      span: verdict.span,
      isFinal: true,
      speechFinal: trigger === "endpoint" && this.query.endpointing !== false,
      fromFinalize: trigger === "finalize",
    });
    if (verdict.span !== undefined && this.query.utteranceEndMs !== undefined) this.utteranceEndDueFrom = verdict.span.endSec;
  }

  private maybeSendUtteranceEnd(): void {
    const due = this.utteranceEndDueFrom;
    if (due === undefined || this.query.utteranceEndMs === undefined || this.segmenter.openSegment !== undefined) return;
    if ((this.segmenter.audioSec - due) * 1000 < this.query.utteranceEndMs) return;
    this.utteranceEndDueFrom = undefined;
    this.send(utteranceEndMessage(due));
  }

  private finalize(): void {
    const open = this.segmenter.flush();
    if (open !== undefined) return this.finishSegment(open, "finalize");
    // Nothing buffered: answer anyway, so a client waiting for from_finalize is not left hanging.
    this.sendResults({ isFinal: true, speechFinal: false, fromFinalize: true });
  }

  private closeStream(): void {
    this.closing = true;
    const open = this.segmenter.flush();
    if (open !== undefined) this.finishSegment(open, "close-stream");
    this.send(metadataMessage(this.requestId, this.model, this.segmenter.audioSec, this.sha.digest("hex")));
    this.ws.close(1000);
  }

  private sendResults(r: { span?: TranscriptSpan; isFinal: boolean; speechFinal: boolean; fromFinalize: boolean }): void {
    const now = this.segmenter.audioSec;
    this.send(
      resultsMessage({
        requestId: this.requestId,
        model: this.model,
        startSec: this.resultCursorSec,
        durationSec: Math.max(0, now - this.resultCursorSec),
        isFinal: r.isFinal,
        speechFinal: r.speechFinal,
        fromFinalize: r.fromFinalize,
        span: r.span,
      }),
    );
    if (r.isFinal) this.resultCursorSec = now;
  }

  private send(message: Record<string, unknown>): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    const type = String(message.type);
    this.ctx.connection.sent[type] = (this.ctx.connection.sent[type] ?? 0) + 1;
    this.ws.send(JSON.stringify(message));
  }

  private armIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      log.info({ connectionId: this.ctx.connection.id }, "deepgram double closing an idle stream (NET-0001)");
      this.closing = true;
      this.ws.close(1011, "NET-0001: no audio or KeepAlive within the timeout window");
    }, this.ctx.timing.idleTimeoutMs);
    this.idleTimer.unref();
  }
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
