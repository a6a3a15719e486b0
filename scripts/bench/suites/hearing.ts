import { execFile } from "node:child_process";
import { processEmbedder } from "~/server/runtime";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { z } from "zod";
import { createMemoryDatabase } from "~/server/db";
import { callSetupOf } from "~/server/api/routers/voice";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { tenantContext } from "~/server/tenant-context";
import { LANGUAGES, type Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { pcmWav, silentWav, startWhisperServer, transcribe, type WhisperServer } from "~/testkit/services/local-models/whisper-server";
import { parseWav, speakSegment } from "~/testkit/turn-taking/test-voices";
import { PICO_VOICES, picoInstalled } from "~/agent/tts/pico/voices";
import { voiceStats, type VoiceStats } from "../hearing/voice-stats";
import { emptyTally, tallyTranscript, wordErrorRate, type WerTally } from "../hearing/word-error-rate";
import { describeMachine } from "../machine";
import { baselineRow, formatTable, latencyRow, RESULTS_DIR, type LatencyRow, type SuiteReport } from "../report";
import type { BenchSuite } from "../suite";

const log = moduleLogger("bench.hearing");
const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../..", import.meta.url)).replace(/\/$/, "");
const FIXTURES = join(ROOT, "testkit/fixtures/understanding");

const DESCRIPTION =
  "local speech recognition: word error rate per language and voice (espeak-ng; SVOX Pico for en/fr/it when installed) on the hospital question set, and end of speech → final transcript through faster-whisper-server on loopback";

const questionSetSchema = z.object({
  language: z.enum(LANGUAGES),
  questions: z.array(z.object({ id: z.string(), topic: z.string(), text: z.string().min(1) })).min(1),
});

/** How one configuration decodes: the server's config (model, beam) and what each request says. */
interface Variant {
  id: string;
  label: string;
  model: "whisper-base" | "whisper-tiny.en";
  beam: number;
  languages: readonly Lang[];
  /** forced: the request names the spoken language (what the agent sends after the lock or with STT_OPENAI_LANGUAGE=call). */
  language: "forced" | "detect";
  /** Whisper's initial prompt: the tenant's names (the agent's keyterms), or a caller's sentence in the spoken language. */
  prompt: "none" | "names" | "sentence";
  /** Only in a full run. */
  fullOnly?: boolean;
  /**
   * Only with VOICEDESK_BENCH_HEARING_ALL=1: figures that do not change the choice (measured once in
   * docs/local-models.md); each variant costs ≈ 10 min of both cores.
   */
  extra?: boolean;
}

const VARIANTS: readonly Variant[] = [
  { id: "base.forced", label: "base, beam 5, language sent", model: "whisper-base", beam: 5, languages: LANGUAGES, language: "forced", prompt: "none" },
  {
    id: "base.forced.names",
    label: "base, beam 5, language sent, tenant names as prompt",
    model: "whisper-base",
    beam: 5,
    languages: LANGUAGES,
    language: "forced",
    prompt: "names",
    extra: true,
  },
  {
    id: "base.forced.sentence",
    label: "base, beam 5, language sent, a caller's sentence as prompt",
    model: "whisper-base",
    beam: 5,
    languages: LANGUAGES,
    language: "forced",
    prompt: "sentence",
    fullOnly: true,
  },
  {
    id: "base.forced.beam1",
    label: "base, greedy (beam 1), language sent",
    model: "whisper-base",
    beam: 1,
    languages: LANGUAGES,
    language: "forced",
    prompt: "none",
    fullOnly: true,
    extra: true,
  },
  {
    id: "base.detect",
    label: "base, beam 5, language detected by Whisper",
    model: "whisper-base",
    beam: 5,
    languages: LANGUAGES,
    language: "detect",
    prompt: "none",
    fullOnly: true,
    extra: true,
  },
  { id: "tiny.en.forced", label: "tiny.en (English only), beam 5", model: "whisper-tiny.en", beam: 5, languages: ["en"], language: "forced", prompt: "none" },
];

/** Pure: a faster-whisper-server config like the one local-models.sh writes, for one model and beam. */
export function whisperConfigYaml(modelDir: string, beam: number): string {
  return [
    "batch_size: 1",
    "model_options: {device: cpu, compute_type: int8, cpu_threads: 2, num_workers: 1}",
    "models:",
    "  - name: whisper-1",
    `    path: ${JSON.stringify(modelDir)}`,
    `    transcribe_options: {beam_size: ${beam}, temperature: 0.0, condition_on_previous_text: false, without_timestamps: true, max_new_tokens: 128}`,
    "",
  ].join("\n");
}

/** A question to a hospital's front desk, in the caller's language: style and vocabulary for the decoder. */
const SENTENCE_PROMPTS: Record<Lang, string> = {
  nl: "Goeiedag, ik heb een vraag voor het ziekenhuis AZ Lindenhof.",
  en: "Hello, I have a question for AZ Lindenhof hospital.",
  fr: "Bonjour, j'ai une question pour l'hôpital AZ Lindenhof.",
  it: "Buongiorno, ho una domanda per l'ospedale AZ Lindenhof.",
};

/** The voice that speaks a clip: espeak-ng (every language), or Pico (the line's voice for en/fr/it when installed). */
type ClipVoice = "espeak-ng" | "pico";

interface Clip {
  lang: Lang;
  voice: ClipVoice;
  id: string;
  text: string;
  wav: Uint8Array;
  pcm: Int16Array;
  rate: number;
}

/**
 * espeak-ng as the fixtures say (`espeak-ng -v <lang> -w`), sent as written (22.05 kHz; the server
 * resamples); Pico at its own 16 kHz, its padding trimmed.
 */
async function synthesise(dir: string, voice: ClipVoice, lang: Lang, id: string, text: string): Promise<Pick<Clip, "wav" | "pcm" | "rate">> {
  if (voice === "pico") {
    const pcm = speakSegment(`pico:${PICO_VOICES[lang]!}`, text, 1);
    return { wav: pcmWav(pcm, 16_000), pcm, rate: 16_000 };
  }
  const file = join(dir, `${lang}-${id}.wav`);
  await run("espeak-ng", ["-v", lang, "-w", file, text]);
  const bytes = readFileSync(file);
  const { samples, sampleRate } = parseWav(bytes);
  return { wav: new Uint8Array(bytes), pcm: samples, rate: sampleRate };
}

/** Results are kept per voice and language: "pico en". */
const tallyKey = (clip: Pick<Clip, "voice" | "lang">) => `${clip.voice} ${clip.lang}`;

/** The names the agent gives Deepgram as keyterms, from the demo tenant's data, as one prompt. */
async function tenantNamesPrompt(): Promise<string> {
  const handle = await createMemoryDatabase();
  try {
    const ingested = await ingestTenantDir(handle.db, join(ROOT, "tenant_overlays/lindenhof"), { embedder: processEmbedder() });
    if (!ingested.ok) throw new Error("the demo tenant did not ingest");
    return callSetupOf(await tenantContext(handle.db, "lindenhof")).keyterms.join(", ");
  } finally {
    await handle.close();
  }
}

interface VariantResult {
  variant: Variant;
  tally: Map<string, WerTally>;
  latencyMs: Map<string, number[]>;
  transcripts: Array<{ lang: Lang; voice: ClipVoice; id: string; reference: string; heard: string; ms: number }>;
}

async function runVariant(server: WhisperServer, variant: Variant, clips: readonly Clip[], prompt: string): Promise<VariantResult> {
  const result: VariantResult = { variant, tally: new Map(), latencyMs: new Map(), transcripts: [] };
  for (const clip of clips) {
    if (!variant.languages.includes(clip.lang)) continue;
    const began = performance.now();
    const heard = await transcribe(server.baseUrl, clip.wav, {
      ...(variant.language === "forced" ? { language: clip.lang } : {}),
      ...(variant.prompt === "names" ? { prompt } : variant.prompt === "sentence" ? { prompt: SENTENCE_PROMPTS[clip.lang] } : {}),
    });
    const ms = performance.now() - began;
    const key = tallyKey(clip);
    result.tally.set(key, tallyTranscript(result.tally.get(key) ?? emptyTally(), clip.text, heard));
    (result.latencyMs.get(key) ?? result.latencyMs.set(key, []).get(key)!).push(ms);
    result.transcripts.push({ lang: clip.lang, voice: clip.voice, id: clip.id, reference: clip.text, heard: heard.trim(), ms: Math.round(ms) });
  }
  return result;
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

export const hearingSuite: BenchSuite = {
  name: "hearing",
  description: DESCRIPTION,
  async run(ctx) {
    const started = new Date();
    const quick = ctx.options.quick;
    const perLanguage = quick ? 3 : Infinity;
    const work = mkdtempSync(join(tmpdir(), "voicedesk-hearing-"));
    const results: VariantResult[] = [];
    const silenceMs: number[] = [];
    const skipped: string[] = [];
    const voiceStatsByKey = new Map<string, VoiceStats>();
    try {
      const clips: Clip[] = [];
      const pico = picoInstalled();
      if (!pico) skipped.push("Pico voices: pico2wave is not installed (bash scripts/setup/voices.sh)");
      for (const lang of LANGUAGES) {
        const set = questionSetSchema.parse(JSON.parse(readFileSync(join(FIXTURES, `questions.${lang}.json`), "utf8")));
        const voices: ClipVoice[] = pico && PICO_VOICES[lang] ? ["espeak-ng", "pico"] : ["espeak-ng"];
        for (const voice of voices)
          for (const q of set.questions.slice(0, perLanguage))
            clips.push({ lang, voice, id: q.id, text: q.text, ...(await synthesise(work, voice, lang, q.id, q.text)) });
      }
      for (const key of new Set(clips.map(tallyKey))) voiceStatsByKey.set(key, voiceStats(clips.filter((c) => tallyKey(c) === key)));
      log.info({ clips: clips.length }, "hearing_clips_synthesised");
      ctx.progress(`hearing: ${clips.length} clips (${[...voiceStatsByKey.keys()].join(", ")}); the demo tenant's names for the prompt…`);
      const prompt = await tenantNamesPrompt();

      const all = process.env.VOICEDESK_BENCH_HEARING_ALL === "1";
      const variants = VARIANTS.filter((v) => !(quick && (v.fullOnly || v.id !== "base.forced")) && (all || !v.extra));
      // One server per (model, beam): the beam is the server's config, language and prompt are per request.
      const groups = new Map<string, Variant[]>();
      for (const v of variants) groups.set(`${v.model}:${v.beam}`, [...(groups.get(`${v.model}:${v.beam}`) ?? []), v]);
      for (const [key, group] of groups) {
        const model = group[0]!.model;
        const modelDir = join(ROOT, ".voicedesk/models", model);
        if (!existsSync(join(modelDir, "model.bin"))) {
          skipped.push(`${group.map((v) => v.id).join(", ")}: ${model} is not installed (bash scripts/setup/local-models.sh --models whisper-base,${model})`);
          continue;
        }
        const configFile = join(work, `${key.replace(/[^a-z0-9.]+/gi, "-")}.yaml`);
        writeFileSync(configFile, whisperConfigYaml(modelDir, group[0]!.beam));
        ctx.progress(`hearing: starting faster-whisper-server with ${model}, beam ${group[0]!.beam}…`);
        const server = await startWhisperServer({ root: ROOT, port: await freeTcpPort(), configFile, logFile: join(RESULTS_DIR, `hearing-${model}.log`) });
        try {
          for (let i = 0; i < (quick ? 2 : 8); i++) {
            const began = performance.now();
            await transcribe(server.baseUrl, silentWav(1000), { language: "en" });
            silenceMs.push(performance.now() - began);
          }
          for (const variant of group) {
            ctx.progress(`hearing: ${variant.label} (${clips.filter((c) => variant.languages.includes(c.lang)).length} clips)…`);
            results.push(await runVariant(server, variant, clips, prompt));
          }
        } finally {
          await server.stop();
        }
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    if (results.length === 0) throw new Error(`no Whisper model to measure: ${skipped.join("; ")}`);

    await mkdir(RESULTS_DIR, { recursive: true });
    const transcriptsFile = join(RESULTS_DIR, "hearing-transcripts.json");
    await writeFile(
      transcriptsFile,
      `${JSON.stringify(
        results.map((r) => ({ variant: r.variant.id, transcripts: r.transcripts })),
        null,
        2,
      )}\n`,
    );

    const baseline = baselineRow("silence", "one second of silence transcribed (HTTP, decoding, the model's fixed cost)", silenceMs, "ms");
    const rows: LatencyRow[] = [];
    const params: Record<string, string | number | boolean> = { quick, questionsPerLanguage: Number.isFinite(perLanguage) ? perLanguage : "all" };
    const werLines: string[] = [];
    for (const r of results) {
      const all = [...r.latencyMs.values()].flat();
      rows.push(latencyRow(r.variant.id, `${r.variant.label}: all clips`, all, "ms", baseline));
      for (const [key, samples] of r.latencyMs) rows.push(latencyRow(`${r.variant.id}.${key.replace(" ", ".")}`, `  ${key}`, samples, "ms", baseline));
      const cells = [...r.tally].map(([key, t]) => {
        params[`wer.${r.variant.id}.${key.replace(" ", ".")}`] = Number(wordErrorRate(t).toFixed(4));
        return `${key} ${percent(wordErrorRate(t))} (${t.exactSentences}/${t.sentences} exact)`;
      });
      werLines.push(`WER ${r.variant.label}: ${cells.join(", ")}`);
    }
    const report: SuiteReport = {
      suite: "hearing",
      description: DESCRIPTION,
      startedAt: started.toISOString(),
      durationSeconds: (Date.now() - started.getTime()) / 1000,
      machine: describeMachine(),
      params,
      baselines: [baseline],
      sections: [{ title: "ms from the end of the clip's upload to the transcript (the agent's wait after the VAD ends a turn), sequential requests", rows }],
      references: [],
      notes: [
        ...werLines,
        "WER = word substitutions + deletions + insertions ÷ reference words, pooled per language, after lower-casing and dropping punctuation (scripts/bench/hearing/word-error-rate.ts)",
        "audio: espeak-ng's default voice per language at 22.05 kHz, as written (the server resamples), and SVOX Pico (en-GB, fr-FR, it-IT) at 16 kHz; synthetic speech: real callers differ",
        "the voices, measured on the same clips (nobody could listen on this machine: no audio output):",
        formatTable(
          ["voice", "clips", "words/min", "peak dBFS", "clipped samples", "RMS dBFS", "energy above 4 kHz"],
          [...voiceStatsByKey].map(([key, v]) => [
            key,
            String(v.clips),
            v.wordsPerMinute.toFixed(0),
            v.peakDbfs.toFixed(1),
            `${(v.clippedShare * 100).toFixed(3)} %`,
            v.rmsDbfs.toFixed(1),
            `${(v.highBandShare * 100).toFixed(1)} %`,
          ]),
        ),
        `every transcript: ${transcriptsFile}`,
        ...skipped.map((s) => `skipped ${s}`),
      ],
    };
    log.info({ variants: results.length }, "hearing_bench_done");
    return report;
  },
};
