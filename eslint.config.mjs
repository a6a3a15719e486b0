import { readdirSync } from "node:fs";
import js from "@eslint/js";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";
import tseslint from "typescript-eslint";

/**
 * Layers, and what each may import (docs/architecture.md draws them):
 *   contracts/  wire formats              → lib/
 *   lib/        neutral modules           → lib/
 *   server/     the app process only      → contracts/, lib/
 *   agent/      the agent worker          → contracts/, lib/ (and the AppRouter *type*)
 *   app/        Next.js pages and routes  → contracts/, lib/, the server's entry points
 *   testkit/    test doubles, process and service layer → the layers above, never scripts/ or e2e/
 *   scripts/    CLI, npm start, benches → the layers above and testkit/, never e2e/
 *   e2e/        Playwright and voice tests → the layers above and testkit/, never scripts/
 * A layer that reaches past these loads code its process must not (the agent loading drizzle,
 * the browser bundle pulling in the database). Tests may cross layers: a contract test runs both
 * sides of a wire on purpose.
 */
/** An import that reaches into one of the given top-level folders, by the `~/` alias or a relative path (the rest of the path may follow). */
const into = (folders, rest = "") => `^(?:~/|\\.{1,2}/(?:\\.\\./)*)(?:${folders.join("|")})/${rest}`;
const TOOLS = ["scripts", "testkit", "e2e"];
const restrict = (patterns) => ({ "@typescript-eslint/no-restricted-imports": ["error", { patterns }] });
const never = (regex, why, extra = {}) => ({ regex, message: why, ...extra });

/**
 * Inside server/: layers, each importing only from the layers below it; inside a layer, a folder
 * imports only the folders before it in its row (docs/architecture.md draws this):
 *   platform   db → http → auth → audit, jobs, metrics, tenant-changes
 *   domain     safety → shaping → taxonomy, voice, telephony → knowledge → tenant-context → cognition
 *   features   evaluations → console → operations, playground
 *   runtime    the process's dependencies (embedder, LLM), built once for the entry points
 *   entry      api, cli
 * Folders in one step (e.g. taxonomy, voice, telephony) are peers and import none of each other.
 * A new folder must be placed here: the lint refuses to start while one is missing.
 */
const SERVER_LAYERS = [
  ["platform", [["db"], ["http"], ["audit"], ["auth"], ["jobs", "metrics", "tenant-changes"]]],
  ["domain", [["safety"], ["shaping"], ["taxonomy", "voice", "telephony"], ["knowledge"], ["tenant-context"], ["cognition"]]],
  ["features", [["evaluations"], ["console"], ["operations", "playground"]]],
  ["runtime", [["runtime"]]],
  ["entry", [["api", "cli"]]],
];
const SERVER_STEPS = SERVER_LAYERS.flatMap(([layer, steps]) => steps.map((folders) => ({ layer, folders })));
const SERVER_FOLDERS = SERVER_STEPS.flatMap((step) => step.folders);
const unplaced = readdirSync(new URL("./server", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_FOLDERS.includes(entry.name))
  .map((entry) => `server/${entry.name}`);
if (unplaced.length) throw new Error(`eslint.config.mjs: place ${unplaced.join(", ")} in SERVER_LAYERS (a layer and a step), so its imports are checked.`);

/** For server/<folder>: what it may import, and the rule that refuses the rest. */
function serverLayerRule(folder) {
  const at = SERVER_STEPS.findIndex((step) => step.folders.includes(folder));
  const below = SERVER_STEPS.slice(0, at).flatMap((step) => step.folders);
  const layer = SERVER_STEPS[at].layer;
  return {
    files: [`server/${folder}/**/*.ts`],
    ignores: ["**/*.test.ts"],
    rules: restrict([
      never(
        `^~/server/(?!(?:${[folder, ...below].join("|")})(?:/|$))`,
        `server/${folder} (${layer} layer) may import only ${below.length ? below.map((f) => `server/${f}`).join(", ") : "no other server/ folder"}; the folders above it import it, not the other way round (eslint.config.mjs SERVER_LAYERS, docs/architecture.md).`,
      ),
      never(into(["agent", "app", ...TOOLS]), "server/ is the app process's code: it may import contracts/ and lib/, never the agent, pages or test tooling."),
    ]),
  };
}

/**
 * An import that leaves its folder (a top-level folder, or a folder of server/) names the target
 * from the root, `~/server/db`, so the layer rules above see which folder it reaches and a reader
 * needs no count of `../`. For a file d folders deep in its folder, d+1 `../` leave it.
 * `npx tsx scripts/codemods/alias-imports.ts` rewrites existing imports to this form.
 */
const UNITS = ["contracts", "lib", "agent", "app", "scripts", "testkit", "e2e", "deploy", ...SERVER_FOLDERS.map((f) => `server/${f}`)];
const stayInside = Array.from({ length: 8 }, (_, depth) => ({
  files: UNITS.map((unit) => `${unit}/${"*/".repeat(depth)}*.{ts,tsx,mts}`),
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^(?:\\.\\./){${depth + 1}}`,
            message: "This import leaves its folder: name the target from the root, `~/<folder>/…` (scripts/codemods/alias-imports.ts rewrites it).",
          },
        ],
      },
    ],
  },
}));

/**
 * React's rules (hooks, the React Compiler's checks, JSX accessibility) look for components and
 * hooks, and only app/ has any (scripts/test/react-in-app.test.ts keeps it so). Elsewhere they
 * found nothing and cost a fifth of the lint: react-hooks/static-components alone took 13–18 s of
 * CPU over server/, agent/ and the tools. They stay declared everywhere, so a disable comment
 * naming one is still valid.
 */
const REACT_RULES = nextCoreWebVitals.flatMap((config) => Object.keys(config.rules ?? {})).filter((rule) => /^(?:react|react-hooks|jsx-a11y)\//.test(rule));
const reactOnlyInApp = { ignores: ["app/**"], rules: Object.fromEntries(REACT_RULES.map((rule) => [rule, "off"])) };

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      ".voicedesk/**",
      "drizzle/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
      // npm run build:agent (the image's compiled worker)
      "dist/**",
      "next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...nextCoreWebVitals,
  ...nextTypescript,
  reactOnlyInApp,
  {
    // A promise nobody awaits or catches is how a live call dies of an unhandled rejection.
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    settings: { next: { rootDir: "." } },
    rules: {
      // `_`-prefixed names are deliberately unused (positional callback parameters, rest omissions).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // The project has no pages router; this rule looks for `pages/`.
      "@next/next/no-html-link-for-pages": "off",
      // A type erased through `unknown` checks nothing at either end. Declare the global, type the
      // handle, or read a library's untyped field in one documented module (server/api/procedure-table.ts).
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
          message: "No `as unknown as`: type the value (declare global, a typed handle, a real object in tests) instead of erasing it.",
        },
      ],
    },
  },
  {
    // Playwright fixtures take `({}, use)`: `use` is Playwright's, not React's, and `{}` is required.
    files: ["e2e/**/*.ts", "testkit/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ["contracts/**/*.ts", "lib/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: restrict([
      never(into(["server", "agent", "app", ...TOOLS]), "contracts/ and lib/ are loaded by every process: they import only contracts/, lib/ and packages."),
    ]),
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: restrict([
      never(into(["agent", "app", ...TOOLS]), "server/ is the app process's code: it may import contracts/ and lib/, never the agent, pages or test tooling."),
    ]),
  },
  // Each server/ folder's row (SERVER_LAYERS); a file in a folder not placed there gets the plain server/ rule above.
  ...SERVER_FOLDERS.map(serverLayerRule),
  ...stayInside,
  {
    files: ["agent/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: restrict([
      never(into(["server"], "(?!api/root$)"), "The agent worker talks to the app over its API (contracts/agent-app): it never loads server/ code."),
      never(into(["server"], "api/root$"), "The agent may import only the AppRouter type (import type), never the router itself.", { allowTypeImports: true }),
      never(into(["app", ...TOOLS]), "The agent worker imports contracts/, lib/ and agent/ only."),
    ]),
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["**/*.test.ts"],
    rules: restrict([
      never(
        into(["server"], "(?!(?:api/root|api/trpc|api/http-handler|api/metrics|auth)$)"),
        "Pages and route handlers reach the server only through its entry points (server/api/root, server/api/trpc, server/api/http-handler, server/api/metrics, server/auth); shared shapes live in contracts/.",
      ),
      never(into(["agent", ...TOOLS]), "Pages import contracts/, lib/ and the server's entry points only."),
    ]),
  },
  {
    // testkit/ is what the tools share (processes, services, doubles, the voice stack); the tools
    // themselves never import each other, so a bench never depends on a test's support code.
    files: ["testkit/**/*.ts"],
    rules: restrict([never(into(["scripts", "e2e"]), "testkit/ is shared by scripts/ and e2e/: it imports neither.")]),
  },
  {
    files: ["scripts/**/*.ts"],
    rules: restrict([never(into(["e2e"]), "scripts/ and e2e/ share code through testkit/, never by importing each other.")]),
  },
  {
    files: ["e2e/**/*.ts"],
    rules: restrict([never(into(["scripts"]), "scripts/ and e2e/ share code through testkit/, never by importing each other.")]),
  },
  prettier,
);
