import type { Env } from "~/lib/env";
import { E5_EMBEDDING_MODEL, LOCAL_EMBEDDING_MODEL } from "~/server/knowledge/embedding";
import type { AgentModeDecision } from "./plan";
import type { StartSettings } from "./settings";

export interface VendorLine {
  concern: string;
  choice: string;
  embedded: boolean;
}

/** The local e5 embedder: where it answers, or why it is not running although it was the planned embedder. */
export type LocalEmbedderFacts = { baseUrl: string } | { missing: string };
/** The embedded recogniser: where it answers, or why it is not running although no vendor was set. */
export type LocalSttFacts = { baseUrl: string } | { missing: string };
/** The local voice: whether SVOX Pico is installed (scripts/setup/voices.sh). */
export interface LocalVoiceFacts {
  pico: boolean;
}

/**
 * Pure: which vendor serves each concern, read the way the product reads the same variables
 * (agent/voicedesk/providers, server/cognition/llm, server/knowledge/embedding). Only describes;
 * choosing stays in those modules.
 */
export function vendorLines(
  env: Env,
  settings: Pick<StartSettings, "database" | "livekit">,
  embeddingModel: string,
  local: { embedder?: LocalEmbedderFacts; stt?: LocalSttFacts; voice?: LocalVoiceFacts } = {},
): VendorLine[] {
  const { embedder: localEmbedder, stt: localStt, voice: localVoice } = local;
  const stt: VendorLine = env.DEEPGRAM_API_KEY
    ? { concern: "speech-to-text", choice: `Deepgram${env.DEEPGRAM_BASE_URL ? ` at ${env.DEEPGRAM_BASE_URL}` : ""}`, embedded: false }
    : env.STT_OPENAI_BASE_URL
      ? { concern: "speech-to-text", choice: `OpenAI-compatible at ${env.STT_OPENAI_BASE_URL} (${env.STT_OPENAI_MODEL})`, embedded: false }
      : localStt && "baseUrl" in localStt
        ? {
            concern: "speech-to-text",
            choice: `local Whisper base at ${localStt.baseUrl} (nl, fr, it often misheard: typing stays offered — docs/local-models.md)`,
            embedded: true,
          }
        : {
            concern: "speech-to-text",
            choice: `none${localStt ? ` — ${localStt.missing}` : " configured"} — during a call the caller types in the page and hears the answer spoken`,
            embedded: true,
          };
  const tts: VendorLine = env.ELEVEN_API_KEY
    ? { concern: "text-to-speech", choice: `ElevenLabs ${env.ELEVEN_MODEL}`, embedded: false }
    : env.VOICEDESK_LOCAL_VOICE === "auto" && localVoice?.pico
      ? { concern: "text-to-speech", choice: "SVOX Pico (en, fr, it) and espeak-ng (nl)", embedded: true }
      : {
          concern: "text-to-speech",
          choice: `espeak-ng (a voice per language)${env.VOICEDESK_LOCAL_VOICE === "auto" ? " — no Pico: scripts/setup/voices.sh did not install it" : ""}`,
          embedded: true,
        };
  const answers: VendorLine =
    env.OPENAI_API_KEY || env.OPENAI_BASE_URL
      ? { concern: "answers", choice: `LLM ${env.OPENAI_CHAT_MODEL}${env.OPENAI_BASE_URL ? ` at ${env.OPENAI_BASE_URL}` : ""}`, embedded: false }
      : { concern: "answers", choice: "extractive, from the hospital's own pages (no LLM)", embedded: true };
  // The model the import really used (e.g. "local-hash-v3/1024"), not a second reading of the variables.
  const hashing = embeddingModel.startsWith(`${LOCAL_EMBEDDING_MODEL}/`);
  const e5 = embeddingModel.startsWith(`${E5_EMBEDDING_MODEL}/`);
  const missing = localEmbedder && "missing" in localEmbedder ? ` — no e5: ${localEmbedder.missing}` : "";
  const embeddings: VendorLine = hashing
    ? { concern: "embeddings", choice: `local hashing embedder (${embeddingModel})${missing}`, embedded: true }
    : e5 && localEmbedder && "baseUrl" in localEmbedder
      ? { concern: "embeddings", choice: `multilingual-e5-small at ${localEmbedder.baseUrl} (${embeddingModel})`, embedded: true }
      : { concern: "embeddings", choice: `OpenAI-compatible (${embeddingModel})`, embedded: false };
  const database: VendorLine =
    settings.database.kind === "pglite"
      ? { concern: "database", choice: `PGlite in ${settings.database.dir}`, embedded: true }
      : { concern: "database", choice: "Postgres (DATABASE_URL)", embedded: false };
  const media: VendorLine =
    settings.livekit.kind === "local"
      ? { concern: "media", choice: `livekit-server --dev on ws://127.0.0.1:${settings.livekit.ports.port}`, embedded: true }
      : { concern: "media", choice: `LiveKit at ${settings.livekit.url}`, embedded: false };
  return [stt, tts, answers, embeddings, database, media];
}

export interface ReadyFacts {
  settings: StartSettings;
  /** As recorded by the import. */
  embeddingModel: string;
  agent: AgentModeDecision;
  elapsedMs: number;
  /** Made on a fresh data dir: shown once, never again. */
  demoLogin?: { email: string; password: string } | null;
  /** With VOICEDESK_SIP=1: where the SIP bridge answers and the numbers it answers for. */
  phoneLine?: { sipAddress: string; numbers: string[] };
  /** When the local e5 server is the planned embedder: where it answers, or why it is missing. */
  localEmbedder?: LocalEmbedderFacts;
  /** When no vendor hears the caller: the local recogniser, or why it is missing. */
  localStt?: LocalSttFacts;
  localVoice?: LocalVoiceFacts;
}

/** Pure: the phone line as the ready message says it. */
export function phoneLineRow(settings: Pick<StartSettings, "sip" | "tenant">, phoneLine: ReadyFacts["phoneLine"]): string {
  if (!settings.sip.enabled) return "  Phone calls: off (VOICEDESK_SIP=1 runs the SIP bridge on loopback)";
  if (!phoneLine || phoneLine.numbers.length === 0)
    return `  Phone calls: the SIP bridge answers on ${phoneLine?.sipAddress ?? "loopback"}, but ${settings.tenant.slug} lists no phones.inbound numbers`;
  return `  Phone calls: ${phoneLine.numbers.map((n) => `sip:${n}@${phoneLine.sipAddress}`).join(", ")}  (loopback callers only)`;
}

/** The one marker line scripts and tests wait for. */
export function readyLine(settings: Pick<StartSettings, "app" | "tenant">): string {
  return `[start] ready: ${talkPageUrl(settings)}`;
}

export function talkPageUrl(settings: Pick<StartSettings, "app" | "tenant">): string {
  return `${settings.app.browserUrl}/talk/${settings.tenant.slug}`;
}

/** Pure: the banner printed once everything answers. */
export function readyMessage(f: ReadyFacts): string {
  const s = f.settings;
  const lines = vendorLines(s.env, s, f.embeddingModel, { embedder: f.localEmbedder, stt: f.localStt, voice: f.localVoice });
  const width = Math.max(...lines.map((l) => l.concern.length));
  const vendorRows = lines.map((l) => `    ${l.concern.padEnd(width)}  ${l.choice}${l.embedded ? "  [embedded default]" : ""}`);
  const agent = `    ${"agent".padEnd(width)}  worker in ${f.agent.mode} mode${f.agent.mode === "start" ? " (call processes prewarmed)" : " (a process per call)"}`;
  return [
    readyLine(s),
    "",
    `  Voicedesk is running (up in ${(f.elapsedMs / 1000).toFixed(1)} s). Talk to the demo hospital:`,
    "",
    `    ${talkPageUrl(s)}`,
    "",
    `  Home page ${s.app.browserUrl}   health ${s.app.browserUrl}/api/trpc/health.ping`,
    phoneLineRow(s, f.phoneLine),
    `  Console ${s.app.browserUrl}/login${f.demoLogin ? `   demo admin ${f.demoLogin.email}  password ${f.demoLogin.password}  (shown once: store it now)` : ""}`,
    "",
    ...vendorRows,
    agent,
    "",
    `  Logs: ${s.logDir}/ (${s.livekit.kind === "local" ? "livekit.log, " : ""}${s.sip.enabled ? "livekit-sip.log, redis.log, " : ""}${f.localEmbedder && "baseUrl" in f.localEmbedder ? "embedder.log, " : ""}${f.localStt && "baseUrl" in f.localStt ? "whisper.log, " : ""}app.log, agent.log)`,
    "  Ctrl-C stops everything.",
    "",
  ].join("\n");
}
