import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { withNodeEnv } from "./quiet-rtc-node";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const env = process.env as Record<string, string | undefined>;
const original = env.NODE_ENV;

afterEach(() => {
  if (original === undefined) delete env.NODE_ENV;
  else env.NODE_ENV = original;
});

describe("withNodeEnv", () => {
  it('leaves an unset NODE_ENV unset — not the string "undefined" the env validation refuses', async () => {
    delete env.NODE_ENV;
    const seen = await withNodeEnv("production", async () => env.NODE_ENV);
    expect(seen).toBe("production");
    expect("NODE_ENV" in process.env).toBe(false);
  });

  it("gives a set NODE_ENV its value back, also when loading throws", async () => {
    env.NODE_ENV = "test";
    await expect(
      withNodeEnv("production", () => {
        throw new Error("load failed");
      }),
    ).rejects.toThrow("load failed");
    expect(env.NODE_ENV).toBe("test");
  });

  it("a process started without NODE_ENV still has none after importing the module", async () => {
    const { NODE_ENV: _dropped, ...clean } = process.env;
    const probe = `await import("./testkit/voice/quiet-rtc-node.ts"); process.stdout.write(JSON.stringify({ has: "NODE_ENV" in process.env }));`;
    const { stdout } = await execa(process.execPath, ["--import", "tsx", "--input-type=module", "-e", probe], { cwd: ROOT, env: clean, extendEnv: false });
    expect(JSON.parse(stdout)).toEqual({ has: false });
  });
});
