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
/** A relative import that reaches into one of the given top-level folders (the rest of the path may follow). */
const into = (folders, rest = "") => `^\\.{1,2}/(?:\\.\\./)*(?:${folders.join("|")})/${rest}`;
const TOOLS = ["scripts", "testkit", "e2e"];
const restrict = (patterns) => ({ "@typescript-eslint/no-restricted-imports": ["error", { patterns }] });
const never = (regex, why, extra = {}) => ({ regex, message: why, ...extra });

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
      "next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...nextCoreWebVitals,
  ...nextTypescript,
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
