/**
 * Rewrites import paths to the project's one convention (tsconfig.json "paths", docs/architecture.md):
 * an import that leaves its folder names the target from the repository root, `~/server/db`,
 * never a run of `../../../`; an import inside its folder stays relative (`./stages/speak`).
 * A folder is a top-level folder (`contracts/`, `lib/`, `agent/`, `app/`, …) or, inside `server/`,
 * a capability folder (`server/cognition/`, `server/db/`, …), the units the layer rules speak of.
 *
 *   npx tsx scripts/codemods/alias-imports.ts           rewrite in place, list the files changed
 *   npx tsx scripts/codemods/alias-imports.ts --check   change nothing; exit 1 if a file would change
 *
 * Re-runnable: a second run changes nothing. Imports are found by TypeScript's own scanner
 * (static and dynamic imports, re-exports, `import type`), so strings that merely look like paths
 * are left alone. Files at the repository root keep plain relative paths: tools load them with
 * their own loaders, before any alias is known.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SOURCE = /\.(ts|tsx|mts)$/;
const SKIP = new Set(["node_modules", ".next", ".git", ".voicedesk", "data", "drizzle", "test-results", "playwright-report", "bench-results"]);
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", "/index.ts", "/index.tsx"];

/** The folder an import may move inside with a relative path: `server/<capability>` or the top-level folder. */
export function unitOf(repoPath: string): string {
  const [top, second] = repoPath.split("/");
  if (top === "server" && second !== undefined && repoPath.split("/").length > 2) return `server/${second}`;
  return top ?? "";
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) sourceFiles(join(dir, entry.name), out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(join(dir, entry.name));
  }
  return out;
}

/** The repository path a specifier names, or null when it is a package or does not resolve. */
function target(fromFile: string, spec: string): { path: string; viaIndex: boolean } | null {
  let base: string;
  if (spec.startsWith("~/")) base = join(ROOT, spec.slice(2));
  else if (spec.startsWith("./") || spec.startsWith("../")) base = resolve(dirname(fromFile), spec);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return { path: relative(ROOT, candidate).split(sep).join("/"), viaIndex: ext.startsWith("/index") };
    }
  }
  return null;
}

/** The specifier the convention wants for `spec` in `fromFile`; `spec` itself when it already conforms. */
export function canonical(fromFile: string, spec: string): string {
  const found = target(fromFile, spec);
  if (!found) return spec;
  const from = relative(ROOT, fromFile).split(sep).join("/");
  // Files at the root (playwright.config.ts, instrumentation.ts) are read by tools' own loaders: plain paths.
  if (!from.includes("/")) return spec;
  const leavesUnit = unitOf(from) !== unitOf(found.path);
  if (leavesUnit === spec.startsWith("~/")) return spec;
  // Name what the original named: a folder's index as the folder, a file without its extension.
  const named = found.viaIndex ? posix.dirname(found.path) : found.path.replace(/\.(ts|tsx|mts)$/, "");
  if (leavesUnit) return `~/${named}`;
  const rel = posix.relative(posix.dirname(from), named);
  return rel.startsWith(".") ? rel : `./${rel}`;
}

export function rewrite(file: string, text: string): string {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  let out = text;
  // Back to front, so earlier positions stay valid.
  for (const imported of [...importedFiles].sort((a, b) => b.pos - a.pos)) {
    const next = canonical(file, imported.fileName);
    if (next === imported.fileName) continue;
    // The scanner's position may or may not include the opening quote: find the literal itself.
    const start = text.indexOf(imported.fileName, imported.pos);
    if (start < 0 || start > imported.pos + 1) throw new Error(`${file}: cannot place the import "${imported.fileName}"`);
    out = out.slice(0, start) + next + out.slice(start + imported.fileName.length);
  }
  return out;
}

function main(): number {
  const check = process.argv.includes("--check");
  const changed: string[] = [];
  for (const file of sourceFiles(ROOT)) {
    const text = readFileSync(file, "utf8");
    const next = rewrite(file, text);
    if (next === text) continue;
    changed.push(relative(ROOT, file));
    if (!check) writeFileSync(file, next);
  }
  for (const file of changed) console.log(`${check ? "would rewrite" : "rewrote"} ${file}`);
  console.log(`[alias-imports] ${changed.length} file(s) ${check ? "not following the convention" : "rewritten"}`);
  return check && changed.length > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
