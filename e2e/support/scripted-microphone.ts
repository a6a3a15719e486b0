import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { ESPEAK_VOICES } from "~/agent/tts/espeak/lang";
import { picoInstalled } from "~/agent/tts/pico/voices";
import type { Lang } from "~/lib/lang";
import { loadCallerAudio } from "~/testkit/harness/caller-audio";

/**
 * Test instrumentation (nothing of this is in the product): a microphone that speaks when the test
 * says so, rather than on the clock of Chromium's file-backed fake microphone. The page's
 * getUserMedia gets a WebAudio stream that is silent until `say` plays espeak-ng speech into it;
 * from there the audio takes the real path (WebRTC, livekit-server, the agent). Used where the
 * moment the agent takes the call varies by tens of seconds (several calls starting on 2 busy
 * cores), so a caller can wait for the greeting to end before asking, as a polite caller does.
 */
declare global {
  interface Window {
    __scriptedMic?: { play(samples: string, rate: number): Promise<void> };
  }
}

function installScriptedMic(): void {
  let ctx: AudioContext | undefined;
  let destination: MediaStreamAudioDestinationNode | undefined;
  const ensure = () => {
    ctx ??= new AudioContext({ sampleRate: 48_000 });
    destination ??= ctx.createMediaStreamDestination();
    return { ctx, destination };
  };
  navigator.mediaDevices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
    if (!constraints?.audio) throw new DOMException("only a microphone is scripted", "NotFoundError");
    const { ctx: c, destination: d } = ensure();
    if (c.state === "suspended") await c.resume();
    return new MediaStream(d.stream.getAudioTracks().map((t) => t.clone()));
  };
  window.__scriptedMic = {
    async play(base64: string, rate: number) {
      const { ctx: c, destination: d } = ensure();
      if (c.state === "suspended") await c.resume();
      const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
      const pcm = new Int16Array(bytes.buffer);
      const buffer = c.createBuffer(1, pcm.length, rate);
      buffer.copyToChannel(
        Float32Array.from(pcm, (s) => s / 32768),
        0,
      );
      const source = c.createBufferSource();
      source.buffer = buffer;
      source.connect(d);
      await new Promise<void>((resolve) => {
        source.onended = () => resolve();
        source.start();
      });
    },
  };
}

export async function installScriptedMicrophone(page: Page): Promise<void> {
  await page.addInitScript(installScriptedMic);
}

const run = promisify(execFile);

/**
 * The caller's voice per language: SVOX Pico where it speaks it (American English — not the line's
 * own British Pico —, French, Italian), espeak-ng for Dutch or where Pico is not installed.
 * Why not espeak-ng everywhere: the word error rates measured through this test should describe the
 * recogniser rather than the test voice (docs/local-models.md), and Smart Turn hears espeak-ng
 * en-GB's contour on "What are the visiting hours?" as unfinished even after 2 s of silence
 * (probability 0.33; 0.96 with a full stop, 0.98 in Pico — docs/benchmarks.md), so every English
 * call waited out the 2.5 s hold.
 */
const CALLER_PICO_VOICES: Partial<Record<Lang, string>> = { en: "en-US", fr: "fr-FR", it: "it-IT" };

/** A caller saying `text` (see CALLER_PICO_VOICES), as 16-bit PCM. */
export async function callerSpeech(text: string, lang: Lang): Promise<{ base64: string; sampleRate: number; ms: number; voice: string }> {
  const dir = await mkdtemp(join(tmpdir(), "voicedesk-say-"));
  try {
    const file = join(dir, "say.wav");
    const pico = picoInstalled() ? CALLER_PICO_VOICES[lang] : undefined;
    if (pico) await run("pico2wave", ["-l", pico, "-w", file, text]);
    else await run("espeak-ng", ["-v", ESPEAK_VOICES[lang].name, "-s", "150", "-w", file, text]);
    const pcm = await loadCallerAudio({ wavFile: file });
    const bytes = Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
    return {
      base64: bytes.toString("base64"),
      sampleRate: pcm.sampleRate,
      ms: (pcm.samples.length / pcm.sampleRate) * 1000,
      voice: pico ? `pico ${pico}` : `espeak-ng ${ESPEAK_VOICES[lang].name}`,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Plays the speech into the page's microphone; resolves when it has been played. */
export async function say(page: Page, speech: { base64: string; sampleRate: number }): Promise<void> {
  await page.evaluate(({ base64, sampleRate }) => window.__scriptedMic!.play(base64, sampleRate), speech);
}
