/**
 * Part of the Deepgram TEST DOUBLE. The one place that turns a heard speech segment into words:
 * the next scripted utterance if the segment was long enough to be speech, otherwise nothing.
 * Never invents words: an empty script yields an "unscripted" record and an empty transcript.
 */
import { moduleLogger } from "~/lib/logger";
import type { ListenQuery } from "./listen-params";
import type { TranscriptSpan } from "./messages";
import type { HeardUtterance } from "./records";
import type { SpeechSegment } from "./speech-segmenter";
import type { UtteranceScript } from "./utterance-script";

const log = moduleLogger("e2e.double.deepgram");

export interface SegmentVerdict {
  heard: HeardUtterance;
  /** Present only when there are words to send. */
  span?: TranscriptSpan;
}

const base = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

export function transcribeSegment(
  segment: SpeechSegment,
  trigger: HeardUtterance["trigger"],
  ctx: { connectionId: number; query: ListenQuery; script: UtteranceScript; minVoicedMs: number },
): SegmentVerdict {
  const heard: HeardUtterance = {
    connectionId: ctx.connectionId,
    at: new Date().toISOString(),
    startSec: segment.startSec,
    endSec: segment.lastVoicedEndSec,
    voicedMs: Math.round(segment.voicedMs),
    outcome: "too-short",
    trigger,
  };
  if (segment.voicedMs < ctx.minVoicedMs) return { heard };

  const utterance = ctx.script.take(ctx.query.language);
  if (utterance === undefined) {
    heard.outcome = "unscripted";
    // A test that forgot to script a turn would otherwise see a silent agent and no reason.
    log.warn({ connectionId: ctx.connectionId, voicedMs: heard.voicedMs, language: ctx.query.language }, "deepgram double heard unscripted speech");
    return { heard };
  }

  heard.outcome = "transcribed";
  heard.text = utterance.text;
  if (utterance.language !== undefined) heard.language = utterance.language;
  const detects = ctx.query.language === "multi" || ctx.query.detectLanguage;
  if (!detects && utterance.language !== undefined && ctx.query.language !== undefined && base(utterance.language) !== base(ctx.query.language)) {
    // Real Deepgram locked to another language would return garbage; the double still returns the
    // scripted words (a test wants its turn to proceed) but records the mismatch for assertions.
    heard.languageMismatch = true;
    log.warn(
      { connectionId: ctx.connectionId, locked: ctx.query.language, spoken: utterance.language },
      "deepgram double: caller language differs from the connection's language lock",
    );
  }
  log.info({ connectionId: ctx.connectionId, voicedMs: heard.voicedMs, chars: utterance.text.length, trigger }, "deepgram double transcribed an utterance");
  return {
    heard,
    span: {
      text: utterance.text,
      confidence: utterance.confidence,
      startSec: segment.startSec,
      endSec: segment.lastVoicedEndSec,
      ...(detects && utterance.language !== undefined ? { detectedLanguage: utterance.language } : {}),
    },
  };
}
