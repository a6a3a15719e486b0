import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("..", import.meta.url));

/** Runs the real CLI as a user would (`npm run -s cli -- batch`), through tsx, with stdin/stdout. */
function batch(lines: string[]): Array<Record<string, unknown>> {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/cli.ts", "batch"], {
    cwd: repo,
    input: lines.join("\n") + "\n",
    encoding: "utf8",
    env: { ...process.env, LOG_LEVEL: "silent" },
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe("cli batch — foundation ops through the real process", () => {
  it("answers classify, postfilter, disclaimer, shape and redact, one line each, in order, surviving a bad line", () => {
    const out = batch([
      JSON.stringify({ op: "classify", lang: "nl", text: "Hoeveel moet ik daarvan nemen?" }),
      JSON.stringify({ op: "classify", lang: "nl", text: "hoeveel tijd nemen jullie voor een eerste consultatie?" }),
      "this is not json",
      JSON.stringify({ op: "postfilter", lang: "en", text: "Take two tablets every morning." }),
      JSON.stringify({ op: "postfilter", lang: "nl", text: "U heeft een verwijzing nodig." }),
      JSON.stringify({ op: "disclaimer", lang: "nl", text: "Cardiologie is op verdieping 4." }),
      JSON.stringify({ op: "shape", lang: "nl", text: "Bel **ICU** vóór 14:00 op 089 32 51 51 [1].", medical: true }),
      JSON.stringify({ op: "redact", text: "met Jan Peeters, 0470 12 34 56" }),
      JSON.stringify({ op: "classify", lang: "de", text: "Hallo" }),
    ]);
    expect(out).toHaveLength(9);
    expect(out[0]).toEqual({ class: "SAFETY_REFUSAL" });
    expect(out[1]).toEqual({ class: "FALLTHROUGH" });
    expect(out[2]!.error).toMatch(/invalid JSON/);
    expect(out[3]).toMatchObject({ blocked: true, reason: "dosage" });
    expect(out[4]).toEqual({ blocked: false, reason: null, text: "U heeft een verwijzing nodig." });
    expect(out[5]).toEqual({ medical: true });
    expect(out[6]).toMatchObject({
      text: "Ter informatie, dit is geen medisch advies — Bel de intensieve zorgafdeling vóór veertien uur op 089, 32, 51, 51.",
      compliant: true,
      diagnostics: { abbreviationsExpanded: 1, timesSpelled: 1, phonesFormatted: 1, citationsStripped: 1 },
    });
    expect(out[7]).toEqual({ text: "met <NAME>, <PHONE>" });
    expect(out[8]!.error).toMatch(/lang/);
  });
});

describe("cli batch — the emergency class", () => {
  it("classify returns EMERGENCY for a caller in trouble in every language, and not for the emergency department's address", () => {
    const out = batch([
      JSON.stringify({ op: "classify", lang: "nl", text: "Ik heb pijn op de borst" }),
      JSON.stringify({ op: "classify", lang: "en", text: "i have chest pain and i cant breathe" }),
      JSON.stringify({ op: "classify", lang: "fr", text: "Mon père est inconscient" }),
      JSON.stringify({ op: "classify", lang: "it", text: "Voglio uccidermi" }),
      JSON.stringify({ op: "classify", lang: "nl", text: "Waar is de spoedafdeling?" }),
    ]);
    expect(out).toEqual([{ class: "EMERGENCY" }, { class: "EMERGENCY" }, { class: "EMERGENCY" }, { class: "EMERGENCY" }, { class: "FALLTHROUGH" }]);
  });
});

describe("cli ingest + batch turn/search — the knowledge and cognition ops through the real process", () => {
  it("ingests the demo tenant into a data dir, then answers turns of one conversation in order and a search", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "voicedesk-cli-"));
    try {
      const env = {
        ...process.env,
        LOG_LEVEL: "silent",
        VOICEDESK_DATA_DIR: dataDir,
        DATABASE_URL: "",
        OPENAI_API_KEY: "",
        OPENAI_BASE_URL: "",
        EMBEDDING_PROVIDER: "local",
      };
      const ingest = spawnSync(process.execPath, ["--import", "tsx", "scripts/cli.ts", "ingest", "--tenant-dir", "tenant_overlays/lindenhof"], {
        cwd: repo,
        encoding: "utf8",
        env,
        timeout: 120_000,
      });
      expect(ingest.status, ingest.stderr).toBe(0);
      expect(JSON.parse(ingest.stdout)).toMatchObject({ slug: "lindenhof", pages: { total: 75 } });
      const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/cli.ts", "batch"], {
        cwd: repo,
        env,
        encoding: "utf8",
        timeout: 120_000,
        input: [
          JSON.stringify({ op: "turn", tenant: "lindenhof", conversation: "cli-1", text: "Ik heb last van hartkloppingen, bij welke dienst moet ik zijn?" }),
          JSON.stringify({ op: "turn", tenant: "lindenhof", conversation: "cli-1", text: "Hoeveel paracetamol mag ik nemen?" }),
          JSON.stringify({ op: "turn", tenant: "nowhere", conversation: "cli-1", text: "hallo" }),
          JSON.stringify({ op: "search", tenant: "lindenhof", lang: "nl", text: "Hoeveel kost parkeren?" }),
          JSON.stringify({ op: "turn", tenant: "lindenhof", conversation: "cli-2", text: "Mijn man heeft hevige pijn in zijn borst" }),
        ].join("\n"),
      });
      expect(run.status, run.stderr).toBe(0);
      const [first, second, third, search, emergency] = run.stdout
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(first).toMatchObject({ path: "capability", disclaimer: true, found: true, intent: "symptom_department" });
      expect(Object.keys(first!).sort()).toEqual(
        expect.arrayContaining(["spoken", "class", "intent", "path", "disclaimer", "citations", "found", "latency_ms"]),
      );
      expect(second).toMatchObject({ path: "prefilter", class: "SAFETY_REFUSAL", disclaimer: false });
      expect(third!.error).toMatch(/unknown tenant "nowhere"/);
      expect((search!.chunks as Array<{ title: string }>)[0]!.title).toMatch(/[Pp]arkeren/);
      expect(emergency).toMatchObject({ class: "EMERGENCY", path: "prefilter", action: "none", disclaimer: false, citations: [] });
      expect(emergency!.spoken).toBe("Hang nu op en bel meteen 1, 1, 2. Nog eens: bel 1, 1, 2.");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
