import { spawnSync } from "node:child_process";
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
