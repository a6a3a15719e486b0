import { defineAgent, voice, type AgentDefinition, type JobContext, type JobProcess, type stt, type tts, type VAD } from "@livekit/agents";
import * as silero from "@livekit/agents-plugin-silero";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { EspeakTTS } from "../tts/espeak";
import { EchoAssistant } from "./echo-assistant";
import { createEchoSession } from "./echo-session";
import { languageFromJobMetadata } from "./job-language";

const log = moduleLogger("agent.echo");

export interface EchoAgentOptions {
  /** Default: the local espeak-ng voice. */
  createTts?: (lang: Lang) => tts.TTS;
  /** Default: none, and the line only greets. Plug Deepgram or an OpenAI-compatible STT here. */
  createStt?: (lang: Lang) => stt.STT | undefined;
}

interface EchoProcessData extends Record<string, unknown> {
  vad?: VAD;
}

/**
 * Silero ships inside @livekit/agents-plugin-silero and runs on the CPU build of onnxruntime:
 * nothing is downloaded, so the worker starts on a closed network. Loaded once per job process.
 */
async function loadVad(): Promise<VAD> {
  return silero.VAD.load();
}

export function defineEchoAgent(options: EchoAgentOptions = {}): AgentDefinition<EchoProcessData> {
  return defineAgent<EchoProcessData>({
    prewarm: async (proc: JobProcess<EchoProcessData>) => {
      proc.userData.vad = await loadVad();
    },
    entry: async (ctx: JobContext<EchoProcessData>) => {
      const lang = languageFromJobMetadata(ctx.job.metadata);
      const vad = ctx.proc.userData.vad ?? (await loadVad());
      const voiceOut = options.createTts?.(lang) ?? new EspeakTTS({ lang });
      const session = createEchoSession({ tts: voiceOut, vad, stt: options.createStt?.(lang) });
      // The same voice as the Voicedesk line, so the same ending: no synthesiser process outlives the call.
      session.on(voice.AgentSessionEventTypes.Close, () => {
        voiceOut.close().catch((err: unknown) => log.warn({ err: (err as Error).name }, "tts_close_failed"));
      });
      const agent = new EchoAssistant(lang);

      await ctx.connect();
      // record: false — no call audio or transcript leaves the hospital's own servers.
      await session.start({ agent, room: ctx.room, record: false });
      session.say(agent.lines.greeting);
      log.info({ room: ctx.room.name, lang, stt: session.stt?.label ?? "none", tts: session.tts?.label }, "echo line greeted caller");
    },
  });
}
