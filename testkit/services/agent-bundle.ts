/**
 * The agent worker runs compiled JavaScript, never tsx. Under tsx every job process transpiled the
 * agent's TypeScript again when it started: 3.4–3.8 CPU-s and ~255 MB per job process, against
 * 1.7 CPU-s and ~190 MB compiled (a warm idle process, measured on the 2-core host; see
 * docs/benchmarks.md, suite `calls`). One esbuild bundle of our own code (packages stay external
 * and load from node_modules as they are), built in ~0.2 s: `startAgentWorker` builds before every
 * start, so tests, benches and `npm start` can never run a stale bundle; the image builds once
 * (`npm run build:agent`).
 *
 * The file name carries a hash of its content: a worker and the job processes it forks import the
 * same file, even when a later build (another test, an edited source) writes a newer one beside it.
 */
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/**
 * Inside the repository, so the bundle's bare imports resolve to its node_modules; and two folders
 * deep, as the agent's sources are (`agent/<capability>/`) and the image's `dist/agent/`: a module
 * that finds a file relative to itself (`new URL("../../.voicedesk/models/…", import.meta.url)`, the
 * Smart Turn model) finds the same file compiled.
 */
export const AGENT_BUILD_DIR = join(REPO_ROOT, ".voicedesk", "agent-build");
/** Bundles of earlier builds are removed once they are this old (a running worker started long ago keeps its own). */
const KEEP_OLD_BUNDLES_MS = 24 * 60 * 60 * 1000;

export interface AgentBundle {
  /** The compiled entry: what `node <file> start` runs and what the job processes import. */
  file: string;
  /** False when an identical bundle was already there. */
  written: boolean;
}

/**
 * Bundle one worker entry (`agent/voicedesk/main.ts`, an echo agent, a probe) into
 * `<outDir>/<name>-<content hash>.mjs`. With `stableName` (the image) the file is `<name>.mjs`.
 */
export async function buildAgentBundle(entryFile: string, options: { outDir?: string; stableName?: boolean } = {}): Promise<AgentBundle> {
  const entry = resolve(entryFile);
  const outDir = options.outDir ?? AGENT_BUILD_DIR;
  const name = basename(entry, extname(entry));
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    // Packages load from node_modules as installed: native addons (rtc-node, onnxruntime) and
    // files they find next to themselves (silero's model) stay where they expect to be.
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "inline",
    write: false,
    logLevel: "silent",
    absWorkingDir: REPO_ROOT,
  });
  const code = result.outputFiles[0]!.contents;
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 12);
  const file = join(outDir, options.stableName ? `${name}.mjs` : `${name}-${hash}.mjs`);
  mkdirSync(outDir, { recursive: true });
  if (!options.stableName && existsSync(file)) return { file, written: false };
  // Written aside and renamed: a process importing the file never sees half of it.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, code);
  renameSync(partial, file);
  if (!options.stableName) pruneOldBundles(outDir, file);
  return { file, written: true };
}

function pruneOldBundles(dir: string, keep: string): void {
  const now = Date.now();
  for (const f of readdirSync(dir)) {
    const path = join(dir, f);
    try {
      if (path !== keep && now - statSync(path).mtimeMs > KEEP_OLD_BUNDLES_MS) rmSync(path, { force: true });
    } catch {
      // Another build removed it first.
    }
  }
}
