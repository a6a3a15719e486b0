import { tts as agentsTts, type JobContext } from "@livekit/agents";
import { AudioSource, LocalAudioTrack, TrackPublishOptions, TrackSource, type AudioFrame } from "@livekit/rtc-node";
import type { CallSetup } from "~/contracts/agent-app";
import type { DispatchMetadata } from "~/contracts/room-protocol";
import type { Env } from "~/lib/env";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { applyReplacements } from "~/lib/text/replacements";
import { VOICE_PACKS } from "../lang";
import { greetingLanguage } from "../call/dispatch";
import { callControlFor } from "../livekit-call-control";
import { createSpeechProviders } from "../providers/speech-providers";

const log = moduleLogger("agent.lines_busy");

/** Synthesised once per host for each text (language × helpdesk number), then only played. */
const spoken = new Map<string, Promise<AudioFrame[]>>();
const MAX_CACHED_MESSAGES = 32;

async function synthesise(config: Env, lang: Lang, text: string): Promise<AudioFrame[]> {
  const voice = createSpeechProviders({ config, initialLang: lang, keyterms: [] }).tts;
  const stream = voice.stream();
  const frames: AudioFrame[] = [];
  try {
    stream.pushText(text);
    stream.flush();
    stream.endInput();
    for await (const audio of stream) {
      if (audio === agentsTts.SynthesizeStream.END_OF_STREAM) break;
      frames.push(audio.frame);
    }
  } finally {
    stream.close();
  }
  return frames;
}

function messageAudio(config: Env, lang: Lang, text: string): Promise<AudioFrame[]> {
  let audio = spoken.get(text);
  if (!audio) {
    if (spoken.size >= MAX_CACHED_MESSAGES) spoken.delete(spoken.keys().next().value!);
    audio = synthesise(config, lang, text);
    // A failed synthesis is tried again by the next busy call.
    audio.catch(() => spoken.delete(text));
    spoken.set(text, audio);
  }
  return audio;
}

/**
 * A call that arrived when every line of this worker was taken and no other worker had room
 * (agent/worker/call-capacity.ts): the caller hears that all lines are busy and a number to call,
 * and the call ends — instead of ringing until the trunk gives up with 486 Busy. Joining the room
 * (and so subscribing to the caller's audio) is what makes the SIP bridge answer the call.
 */
export async function answerLinesBusy(ctx: JobContext, inputs: { dispatch: DispatchMetadata; setup: CallSetup; config: Env }): Promise<void> {
  const { dispatch, setup, config } = inputs;
  const lang = greetingLanguage(dispatch, setup);
  const text = applyReplacements(VOICE_PACKS[lang].linesBusy(setup.helpdeskPhone), lang, setup.pronunciations).text;
  const frames = await messageAudio(config, lang, text);
  const first = frames[0];
  const control = callControlFor(ctx, config);
  if (first) {
    const source = new AudioSource(first.sampleRate, first.channels);
    const track = LocalAudioTrack.createAudioTrack("lines-busy", source);
    await ctx.room.localParticipant!.publishTrack(track, new TrackPublishOptions({ source: TrackSource.SOURCE_MICROPHONE }));
    for (const frame of frames) await source.captureFrame(frame);
    await source.waitForPlayout();
    await source.close();
  }
  log.info({ room: ctx.room.name, tenant: dispatch.tenant, channel: dispatch.channel, lang }, "lines_busy_said");
  await control.sendEvent({ type: "end_call" });
  await control.hangUp();
}
