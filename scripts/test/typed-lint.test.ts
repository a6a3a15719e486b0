import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { checkProject } from "./typed-lint";

/**
 * npm test's one type check and lint (scripts/test/typed-lint.ts) must still fail on what `tsc
 * --noEmit` and `eslint .` each failed on, now that they share a program. A small project of its
 * own: inside the repository (under test-results/, ignored), so its lint config resolves the
 * repository's typescript-eslint.
 */
const scratch = path.resolve(import.meta.dirname, "../../test-results");
mkdirSync(scratch, { recursive: true });
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function project(source: string, prefix = "typed-lint-"): string {
  const root = mkdtempSync(path.join(scratch, prefix));
  made.push(root);
  writeFileSync(
    path.join(root, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, target: "ES2022", lib: ["ES2022"], types: [], module: "ESNext", moduleResolution: "Bundler" },
      include: ["*.ts"],
    }),
  );
  writeFileSync(
    path.join(root, "eslint.config.mjs"),
    `import tseslint from "typescript-eslint";
export default tseslint.config({
  files: ["**/*.ts"],
  extends: [tseslint.configs.base],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: { "@typescript-eslint/no-floating-promises": "error" },
});
`,
  );
  writeFileSync(path.join(root, "calls.ts"), source);
  return root;
}

async function check(root: string): Promise<{ status: number; output: string }> {
  let output = "";
  const status = await checkProject(root, { typecheck: true, lint: true, write: (text) => (output += text) });
  return { status, output };
}

const LATER = "export async function later(): Promise<number> {\n  return 1;\n}\n";

describe("the one-program type check and lint", () => {
  it("passes a project with neither a type error nor a floating promise", async () => {
    const { status, output } = await check(project(`${LATER}export async function caller(): Promise<number> {\n  return await later();\n}\n`));
    expect(output).toContain("typecheck: 0 errors");
    expect(output).toMatch(/eslint: \d+ files, 0 errors/);
    expect(status).toBe(0);
  }, 60_000);

  it("fails on a type error, in tsc's format, and on a promise nobody awaits", async () => {
    const { status, output } = await check(project(`${LATER}export const count: number = "three";\nexport function caller(): void {\n  later();\n}\n`));
    expect(output).toMatch(/calls\.ts\(4,14\): error TS2322: Type 'string' is not assignable to type 'number'\./);
    expect(output).toContain("@typescript-eslint/no-floating-promises");
    expect(status).toBe(1);
  }, 60_000);
});

describe("typed-lint as npm test runs it", () => {
  it("runs as a script from a checkout whose path has a space (it did nothing and exited 0 there)", async () => {
    // The script copied into a small project whose folder name has a space, run as npm test runs it.
    const checkout = project(`${LATER}export const ready = true;\n`, "typed lint ");
    const script = path.join(checkout, "scripts", "test", "typed-lint.ts");
    mkdirSync(path.dirname(script), { recursive: true });
    copyFileSync(path.join(import.meta.dirname, "typed-lint.ts"), script);
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, "--no-lint"]);
    expect(stdout).toContain("[typed-lint] program: 1 project files");
    expect(stdout).toContain("[typed-lint] typecheck: 0 errors");
  }, 60_000);
});
