import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { ownerOnlyDir } from "../../lib/files/owner-only";
import { join } from "node:path";
import { z } from "zod";
import { MIN_SECRET_CHARS } from "../../lib/env";

/**
 * `npm start` on embedded defaults needs the two secrets production must be given (there is no
 * built-in one): the agent token the worker presents to the app, and the console's session
 * secret. Generated once into the data dir (owner-only), reused on every later start so sessions
 * and running workers survive a restart. A value the user exported (or put in .env) always wins.
 */
const secretsFileSchema = z.object({
  VOICEDESK_AGENT_TOKEN: z.string().min(MIN_SECRET_CHARS),
  AUTH_SECRET: z.string().min(MIN_SECRET_CHARS),
});
type LocalSecrets = z.infer<typeof secretsFileSchema>;

export const LOCAL_SECRETS_FILE = "secrets.json";

export interface LocalSecretsOutcome {
  file: string;
  /** "generated" on a fresh data dir, "reused" after; per variable, "environment" when the user set it. */
  source: Record<keyof LocalSecrets, "generated" | "reused" | "environment">;
}

export function applyLocalSecrets(dataDir: string, target: Record<string, string | undefined> = process.env): LocalSecretsOutcome {
  const file = join(dataDir, LOCAL_SECRETS_FILE);
  let stored: LocalSecrets;
  let fresh = false;
  if (existsSync(file)) {
    const parsed = secretsFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) throw new Error(`${file} is not a Voicedesk secrets file (${parsed.error.issues[0]?.path.join(".")}); move it away and start again`);
    stored = parsed.data;
  } else {
    stored = { VOICEDESK_AGENT_TOKEN: randomBytes(24).toString("base64url"), AUTH_SECRET: randomBytes(33).toString("base64url") };
    ownerOnlyDir(dataDir);
    writeFileSync(file, JSON.stringify(stored, null, 2) + "\n", { mode: 0o600 });
    chmodSync(file, 0o600);
    fresh = true;
  }
  const source = {} as LocalSecretsOutcome["source"];
  for (const name of Object.keys(stored) as (keyof LocalSecrets)[]) {
    if (target[name]?.trim()) {
      source[name] = "environment";
      continue;
    }
    target[name] = stored[name];
    source[name] = fresh ? "generated" : "reused";
  }
  return { file, source };
}
