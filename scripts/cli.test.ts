import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipBundle } from "~/server/console/bundle/zip";

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

/**
 * The foundation ops and the emergency class through one batch process: each line is answered on
 * its own, so one process serves both checks (a CLI process costs 3–4 CPU-s to start).
 */
const FOUNDATION = [
  JSON.stringify({ op: "classify", lang: "nl", text: "Hoeveel moet ik daarvan nemen?" }),
  JSON.stringify({ op: "classify", lang: "nl", text: "hoeveel tijd nemen jullie voor een eerste consultatie?" }),
  "this is not json",
  JSON.stringify({ op: "postfilter", lang: "en", text: "Take two tablets every morning." }),
  JSON.stringify({ op: "postfilter", lang: "nl", text: "U heeft een verwijzing nodig." }),
  JSON.stringify({ op: "disclaimer", lang: "nl", text: "Cardiologie is op verdieping 4." }),
  JSON.stringify({ op: "shape", lang: "nl", text: "Bel **ICU** vóór 14:00 op 089 32 51 51 [1].", medical: true }),
  JSON.stringify({ op: "redact", text: "met Jan Peeters, 0470 12 34 56" }),
  JSON.stringify({ op: "classify", lang: "de", text: "Hallo" }),
];
const EMERGENCY = [
  JSON.stringify({ op: "classify", lang: "nl", text: "Ik heb pijn op de borst" }),
  JSON.stringify({ op: "classify", lang: "en", text: "i have chest pain and i cant breathe" }),
  JSON.stringify({ op: "classify", lang: "fr", text: "Mon père est inconscient" }),
  JSON.stringify({ op: "classify", lang: "it", text: "Voglio uccidermi" }),
  JSON.stringify({ op: "classify", lang: "nl", text: "Waar is de spoedafdeling?" }),
];

describe("cli batch through the real process", () => {
  let out: Array<Record<string, unknown>> = [];
  beforeAll(() => {
    out = batch([...FOUNDATION, ...EMERGENCY]);
  });

  it("answers classify, postfilter, disclaimer, shape and redact, one line each, in order, surviving a bad line", () => {
    expect(out).toHaveLength(FOUNDATION.length + EMERGENCY.length);
    expect(out[0]).toEqual({ class: "SAFETY_REFUSAL" });
    expect(out[1]).toEqual({ class: "FALLTHROUGH" });
    expect(out[2]!.error).toMatch(/invalid JSON/);
    expect(out[3]).toMatchObject({ blocked: true, reason: "dosage" });
    expect(out[4]).toEqual({ blocked: false, reason: null, text: "U heeft een verwijzing nodig." });
    expect(out[5]).toEqual({ medical: false }); // a department's floor says nothing about health
    expect(out[6]).toMatchObject({
      text: "Ter informatie, dit is geen medisch advies — Bel de intensieve zorgafdeling vóór veertien uur op 089, 32, 51, 51.",
      compliant: true,
      diagnostics: { abbreviationsExpanded: 1, timesSpelled: 1, phonesFormatted: 1, citationsStripped: 1 },
    });
    expect(out[7]).toEqual({ text: "met <NAME>, <PHONE>" });
    expect(out[8]!.error).toMatch(/lang/);
  });

  it("classify returns EMERGENCY for a caller in trouble in every language, and not for the emergency department's address", () => {
    expect(out.slice(FOUNDATION.length)).toEqual([
      { class: "EMERGENCY" },
      { class: "EMERGENCY" },
      { class: "EMERGENCY" },
      { class: "EMERGENCY" },
      { class: "FALLTHROUGH" },
    ]);
  });
});

/**
 * The knowledge, cognition and bundle ops on one data dir, in the order a person with the server
 * would use them: import the hospital's folder, ingest it again, ask it questions, export it. One
 * data dir, so the demo hospital is embedded once (a full ingest costs ≈ 19 CPU-s; three of them
 * made this file the unit lane's slowest).
 */
describe("cli on one data dir: bundle import, ingest, batch turn/search, bundle export", () => {
  let work = "";
  let folder = "";
  let data = "";
  const cli = (dataDir: string, args: string[], input?: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/cli.ts", ...args], {
      cwd: repo,
      encoding: "utf8",
      input,
      env: {
        ...process.env,
        LOG_LEVEL: "silent",
        VOICEDESK_DATA_DIR: dataDir,
        DATABASE_URL: "",
        OPENAI_API_KEY: "",
        OPENAI_BASE_URL: "",
        EMBEDDING_PROVIDER: "local",
      },
      timeout: 120_000,
    });

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "voicedesk-cli-bundle-"));
    folder = join(work, "lindenhof");
    cpSync(join(repo, "tenant_overlays/lindenhof"), folder, { recursive: true });
    writeFileSync(
      join(folder, "settings.yaml"),
      "retentionDays: 30\naffinity:\n  - intent: navigation_or_practical_info\n    category: practical\n    multiplier: 1.25\n",
    );
    data = join(work, "data");
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("imports a folder with its settings.yaml; ingest of the same folder says it did not apply the settings", () => {
    const imported = cli(data, ["bundle", "import", folder]);
    expect(imported.status, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ slug: "lindenhof", pages: { total: 75 }, affinityOverrides: 1, retentionDays: 30 });

    // ingest reads the same folder but not its settings: it says so instead of dropping them quietly.
    const ingested = cli(data, ["ingest", "--tenant-dir", folder]);
    expect(ingested.status, ingested.stderr).toBe(0);
    expect(ingested.stderr).toContain("settings.yaml was not applied");
    expect(JSON.parse(ingested.stdout)).toMatchObject({ slug: "lindenhof", pages: { total: 75, unchanged: 75 } });
  }, 180_000);

  it("answers turns of one conversation in order and a search", () => {
    const run = cli(
      data,
      ["batch"],
      [
        JSON.stringify({ op: "turn", tenant: "lindenhof", conversation: "cli-1", text: "Ik heb last van hartkloppingen, bij welke dienst moet ik zijn?" }),
        JSON.stringify({ op: "turn", tenant: "lindenhof", conversation: "cli-1", text: "Hoeveel paracetamol mag ik nemen?" }),
        JSON.stringify({ op: "turn", tenant: "nowhere", conversation: "cli-1", text: "hallo" }),
        JSON.stringify({ op: "search", tenant: "lindenhof", lang: "nl", text: "Hoeveel kost parkeren?" }),
        JSON.stringify({ op: "turn", tenant: "lindenhof", conversation: "cli-2", text: "Mijn man heeft hevige pijn in zijn borst" }),
      ].join("\n"),
    );
    expect(run.status, run.stderr).toBe(0);
    const [first, second, third, search, emergency] = run.stdout
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first).toMatchObject({ path: "capability", disclaimer: true, found: true, intent: "symptom_department" });
    expect(Object.keys(first!).sort()).toEqual(expect.arrayContaining(["spoken", "class", "intent", "path", "disclaimer", "citations", "found", "latency_ms"]));
    expect(second).toMatchObject({ path: "prefilter", class: "SAFETY_REFUSAL", disclaimer: false });
    expect(third!.error).toMatch(/unknown tenant "nowhere"/);
    expect((search!.chunks as Array<{ title: string }>)[0]!.title).toMatch(/[Pp]arkeren/);
    expect(emergency).toMatchObject({ class: "EMERGENCY", path: "prefilter", action: "none", disclaimer: false, citations: [] });
    expect(emergency!.spoken).toBe("Hang nu op en bel meteen 1, 1, 2. Nog eens: bel 1, 1, 2.");
  }, 180_000);

  it("exports the hospital back as the console would, and refuses a bad bundle or another hospital's without writing", () => {
    const zipFile = join(work, "lindenhof.zip");
    const exported = cli(data, ["bundle", "export", "--tenant", "lindenhof", "--out", zipFile]);
    expect(exported.status, exported.stderr).toBe(0);
    const files = new Map(unzipBundle(readFileSync(zipFile)).files.map((f) => [f.path, f.content]));
    expect(files.get("settings.yaml")).toMatch(/retentionDays: 30/);
    expect(files.get("settings.yaml")).toMatch(/intent: navigation_or_practical_info\n\s+category: practical\n\s+multiplier: 1.25/);
    expect([...files.keys()].filter((p) => p.startsWith("docs/"))).toHaveLength(75);

    // A second data dir: a refused import writes nothing there.
    const empty = join(work, "empty");
    writeFileSync(join(folder, "README.txt"), "notes");
    const stray = cli(empty, ["bundle", "import", folder]);
    expect(stray.status).toBe(1);
    expect(stray.stderr).toContain("README.txt: only tenant.yaml, overlay.yaml, settings.yaml, evaluations.yaml and docs/**/*.md|html belong in a bundle");
    const other = cli(empty, ["bundle", "import", zipFile, "--tenant", "sint-jan"]);
    expect(other.status).toBe(1);
    expect(other.stderr).toContain('tenant.yaml: slug: this bundle is hospital "lindenhof", not "sint-jan"');
    // Refused before anything opened a database: not even an empty one was made.
    expect(existsSync(empty)).toBe(false);
    const nothing = cli(data, ["bundle", "export", "--tenant", "sint-jan", "--out", join(work, "none.zip")]);
    expect(nothing.status).toBe(1);
    expect(nothing.stderr).toContain('no hospital "sint-jan"');
    expect(readdirSync(work)).not.toContain("none.zip");
    const typo = cli(empty, ["bundle", "export", "--tenat", "lindenhof"]);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain("Unknown option '--tenat'");
    expect(typo.stderr).not.toContain("at parseArgs");
  }, 240_000);
});
