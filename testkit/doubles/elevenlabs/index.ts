/** TEST DOUBLE — not ElevenLabs. See server.ts and docs/test-doubles.md. */
export { DEFAULT_ELEVENLABS_DOUBLE_API_KEY, startElevenLabsDouble, type ElevenLabsDouble, type ElevenLabsDoubleOptions } from "./server";
export type { RecordedSynthesis, RecordedTtsConnection, SpokenChunk, VoiceSettingsSent } from "./records";
export type { ElevenLabsQuery } from "./request-params";
export { MAX_VENDOR_SPEED, MIN_VENDOR_SPEED } from "./synthesis";
export { startElevenLabsDoubleProcess, type ElevenLabsDoubleProcess, type ElevenLabsDoubleProcessOptions } from "./process";
