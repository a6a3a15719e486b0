import { initializeLogger, tts } from "@livekit/agents";
import { EspeakTTS } from "~/agent/tts/espeak";
import { LANGUAGES, type PerLang } from "~/lib/lang";
import { describeMachine } from "../machine";
import { baselineRow, latencyRow, type SuiteReport } from "../report";
import type { BenchSuite } from "../suite";

/** One answer's first sentence per language, as the line speaks it. */
const SENTENCES: PerLang<string> = {
  nl: "De bezoekuren zijn elke dag van veertien tot twintig uur.",
  en: "Visiting hours are every day from two to eight in the evening.",
  fr: "Les visites sont possibles tous les jours de quatorze à vingt heures.",
  it: "Le visite sono possibili ogni giorno dalle quattordici alle venti.",
};

/** From asking for a sentence to its first 20 ms frame, in ms. */
async function firstFrameMs(voice: EspeakTTS, text: string): Promise<number> {
  const stream = voice.stream();
  const asked = performance.now();
  stream.pushText(text);
  stream.endInput();
  let first: number | undefined;
  for await (const audio of stream) {
    if (audio === tts.SynthesizeStream.END_OF_STREAM) break;
    first ??= performance.now() - asked;
  }
  if (first === undefined) throw new Error(`no audio for "${text}"`);
  return first;
}

/**
 * The local voice's wait from a sentence to its first frame: a line that starts espeak-ng for the
 * sentence (each sentence spoken by a new voice, the baseline) against one whose process for the
 * next sentence was started while the line was quiet (agent/tts/espeak/spare-espeak.ts), as
 * every sentence after a call's first is spoken.
 */
export const synthesisSuite: BenchSuite = {
  name: "synthesis",
  description: "the local voice (espeak-ng): ms from a sentence to its first audio frame, started for the sentence vs started ahead",
  async run(ctx): Promise<SuiteReport> {
    initializeLogger({ pretty: false, level: "warn" });
    const started = new Date();
    const rounds = ctx.options.quick ? 2 : 25;
    const cold: number[] = [];
    const ahead: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const lang of LANGUAGES) {
        const text = SENTENCES[lang];
        // Started for the sentence: a voice that has not spoken yet.
        const fresh = new EspeakTTS({ lang });
        cold.push(await firstFrameMs(fresh, text));
        await fresh.close();
        // Started ahead: the same voice after one sentence, a pause as between two answers, then the next.
        const line = new EspeakTTS({ lang });
        await firstFrameMs(line, text);
        await new Promise((resolve) => setTimeout(resolve, 100));
        ahead.push(await firstFrameMs(line, text));
        await line.close();
      }
      ctx.progress(`synthesis: round ${r + 1}/${rounds}`);
    }
    const base = baselineRow("started-for-sentence", "espeak-ng started for the sentence (a call's first sentence; every sentence before 93df751)", cold, "ms");
    const row = latencyRow("started-ahead", "espeak-ng started while the line was quiet (every later sentence)", ahead, "ms", base);
    return {
      suite: "synthesis",
      description: this.description,
      startedAt: started.toISOString(),
      durationSeconds: (Date.now() - started.getTime()) / 1000,
      machine: describeMachine(),
      params: { rounds, languages: LANGUAGES.length },
      baselines: [base],
      sections: [{ title: "ms from a sentence handed to the voice to its first 20 ms frame", rows: [row] }],
      references: [],
      notes: [
        "the same sentence per language in both rows; the pause before the later sentence is 100 ms (an answer's sentences come closer, a call's answers further apart)",
      ],
    };
  },
};
