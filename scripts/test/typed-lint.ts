/**
 * The type check and ESLint over one TypeScript program.
 *
 * Why: the lint's typed rules (no-floating-promises and its kin) need the whole project's types, so
 * `eslint .` built the same program `tsc --noEmit` built beside it, and each checked every
 * expression's type on its own. On 2 cores beside the other test lanes that was the run's longest
 * step (R24: eslint 1,173 s, tsc 593 s). Here the program is built once; the type check fills the
 * checker's caches, and the typed rules read types from them.
 *
 * The output is tsc's (`file(line,col): error TSnnnn: …`), then ESLint's stylish report; the exit
 * status is 1 if either found an error, 2 if either could not run.
 *   npx tsx scripts/test/typed-lint.ts [--no-typecheck] [--no-lint]
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import ts from "typescript";

const repo = path.resolve(import.meta.dirname, "../..");

/** The project's program, as `tsc --noEmit -p .` builds it (without the incremental build info file). */
function buildProgram(root: string): ts.Program {
  const configPath = ts.findConfigFile(root, (file) => ts.sys.fileExists(file), "tsconfig.json");
  if (!configPath) throw new Error(`typed-lint: no tsconfig.json in ${root}`);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    { incremental: false, noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!parsed) throw new Error(`typed-lint: could not read ${configPath}`);
  if (parsed.errors.length) throw new Error(formatDiagnostics(parsed.errors, root));
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
}

/** tsc's plain (non-pretty) format, with paths relative to the repository, as CI's log shows them. */
function formatDiagnostics(diagnostics: readonly ts.Diagnostic[], root: string): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => root,
    getNewLine: () => "\n",
  });
}

export interface CheckOptions {
  typecheck: boolean;
  lint: boolean;
  /** Where the reports and the timings go (stdout in the CLI). */
  write: (text: string) => void;
}

/** Type-checks and lints the project at `root` over one program; resolves to the exit status (0 clean, 1 errors). */
export async function checkProject(root: string, { typecheck, lint, write }: CheckOptions): Promise<number> {
  let started = performance.now();
  const program = buildProgram(root);
  const files = program.getSourceFiles().filter((file) => !program.isSourceFileFromExternalLibrary(file) && !file.isDeclarationFile).length;
  write(`[typed-lint] program: ${files} project files in ${seconds(started)} s\n`);
  let status = 0;

  if (typecheck) {
    started = performance.now();
    const diagnostics = ts.getPreEmitDiagnostics(program);
    if (diagnostics.length) {
      write(formatDiagnostics(diagnostics, root));
      status = 1;
    }
    write(`[typed-lint] typecheck: ${diagnostics.length} errors in ${seconds(started)} s\n`);
  }

  if (lint) {
    started = performance.now();
    const eslint = new ESLint({
      cwd: root,
      // The config's typed block asks for projectService; this hands the typed rules the program above instead.
      overrideConfig: [{ files: ["**/*.ts", "**/*.tsx"], languageOptions: { parserOptions: { projectService: false, programs: [program] } } }],
    });
    const results = await eslint.lintFiles(["."]);
    const report = await (await eslint.loadFormatter("stylish")).format(results);
    if (report) write(report);
    const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
    if (errors) status = 1;
    write(`[typed-lint] eslint: ${results.length} files, ${errors} errors in ${seconds(started)} s\n`);
  }
  return status;
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

// Run as a script (npm test's static checks), not imported by its test. Compared as paths, as the
// other entry points do: a URL spelled from argv missed a checkout whose path needs escaping (a
// space), and the checks then passed without running.
if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = new Set(process.argv.slice(2));
  checkProject(repo, { typecheck: !args.has("--no-typecheck"), lint: !args.has("--no-lint"), write: (text) => process.stdout.write(text) }).then(
    (status) => process.exit(status),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
