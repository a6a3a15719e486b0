/** TEST DOUBLE — not Deepgram. See server.ts and docs/test-doubles.md. */
export { DEFAULT_DEEPGRAM_DOUBLE_API_KEY, startDeepgramDouble, type DeepgramDouble, type DeepgramDoubleOptions } from "./server";
export { startDeepgramDoubleProcess, type DeepgramDoubleProcess, type DeepgramDoubleProcessOptions } from "./process";
export { DEFAULT_TIMING, type DoubleTiming } from "./listen-session";
export type { HeardOutcome, HeardUtterance, RecordedConnection } from "./records";
export type { ListenQuery, ListenRefusal } from "./listen-params";
export type { ScriptedUtterance, ScriptedUtteranceInput, ScriptOptions } from "./utterance-script";
