import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/**
 * The lint runs React's rules (hooks, the React Compiler's checks, JSX accessibility) over app/
 * only (eslint.config.mjs, `reactOnlyInApp`): elsewhere they cost a fifth of the lint and found
 * nothing. That holds while React code lives in app/ alone; a component or hook written elsewhere
 * would go unchecked, so this test names it.
 */
const REACT_CODE = /\bfrom\s+["'](?:react|react-dom(?:\/[\w-]+)?|@tanstack\/react-query|@trpc\/tanstack-react-query|@livekit\/components-react)["']/;

/** Whether a module's source holds React code: a .tsx file, or an import of React or a React binding. */
function holdsReactCode(file: string, source: string): boolean {
  return file.endsWith(".tsx") || REACT_CODE.test(source);
}

describe("React code", () => {
  it("is recognised by its file type or its imports", () => {
    // Built from parts, so this file's own source holds no React import.
    const [react, reactQuery] = ["react", "@tanstack/react-query"];
    expect(holdsReactCode("lib/x.ts", `import { useState } from "${react}";`)).toBe(true);
    expect(holdsReactCode("lib/x.ts", `import { useQuery } from '${reactQuery}';`)).toBe(true);
    expect(holdsReactCode("lib/x.tsx", "export const x = 1;")).toBe(true);
    expect(holdsReactCode("lib/x.ts", `import { z } from "zod"; // react to a change`)).toBe(false);
  });

  it("lives in app/ only, where the lint's React rules run", async () => {
    const { stdout } = await promisify(execFile)("git", ["ls-files", "-z", "*.ts", "*.tsx", "*.mts"], { maxBuffer: 16 * 1024 * 1024 });
    const files = stdout.split("\0").filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    const outside = files.filter((file) => !file.startsWith("app/") && holdsReactCode(file, readFileSync(file, "utf8")));
    expect(outside).toEqual([]);
  });
});
