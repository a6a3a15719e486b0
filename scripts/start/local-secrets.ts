import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { ownerOnlyDir } from "~/lib/files/owner-only";
import { join } from "node:path";
import { z } from "zod";
import { MIN_SECRET_CHARS } from "~/lib/env";

/**
 * `npm start` on embedded defaults needs the two secrets production must be given (there is no
 * built-in one): the agent token the worker presents to the app, and the console's session
 * secret. Generated once into the data dir (owner-only), reused on every later start so sessions
 * and running workers survive a restart. A value the user exported (or put in .env) always wins.
 */
const secretsFileSchema = z.object({
  VOICEDESK_AGENT_TOKEN: z.string().min(MIN_SECRET_CHARS),
  AUTH_SECRET: z.string().min(MIN_SECRET_CHARS),
  /** The local livekit-server's key pair (instead of the public devkey/secret); older files lack it. */
  VOICEDESK_LOCAL_LIVEKIT_KEY: z.string().min(3).optional(),
  VOICEDESK_LOCAL_LIVEKIT_SECRET: z.string().min(32).optional(),
});
type LocalSecrets = Required<z.infer<typeof secretsFileSchema>>;

const generate = {
  VOICEDESK_AGENT_TOKEN: () => randomBytes(24).toString("base64url"),
  AUTH_SECRET: () => randomBytes(33).toString("base64url"),
  VOICEDESK_LOCAL_LIVEKIT_KEY: () => `API${randomBytes(9).toString("hex")}`,
  VOICEDESK_LOCAL_LIVEKIT_SECRET: () => randomBytes(33).toString("base64url"),
} satisfies Record<keyof LocalSecrets, () => string>;

export const LOCAL_SECRETS_FILE = "secrets.json";

export interface LocalSecretsOutcome {
  file: string;
  /** "generated" on a fresh data dir, "reused" after; per variable, "environment" when the user set it. */
  source: Record<keyof LocalSecrets, "generated" | "reused" | "environment">;
}

export function applyLocalSecrets(dataDir: string, target: Record<string, string | undefined> = process.env): LocalSecretsOutcome {
  const file = join(dataDir, LOCAL_SECRETS_FILE);
  let read: Partial<LocalSecrets> = {};
  const fresh = !existsSync(file);
  if (!fresh) {
    const parsed = secretsFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) throw new Error(`${file} is not a Voicedesk secrets file (${parsed.error.issues[0]?.path.join(".")}); move it away and start again`);
    read = parsed.data;
  }
  const added = (Object.keys(generate) as (keyof LocalSecrets)[]).filter((name) => read[name] === undefined);
  const stored = Object.fromEntries((Object.keys(generate) as (keyof LocalSecrets)[]).map((name) => [name, read[name] ?? generate[name]()])) as LocalSecrets;
  if (added.length) {
    ownerOnlyDir(dataDir);
    writeFileSync(file, JSON.stringify(stored, null, 2) + "\n", { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const source = {} as LocalSecretsOutcome["source"];
  for (const name of Object.keys(stored) as (keyof LocalSecrets)[]) {
    if (target[name]?.trim()) {
      source[name] = "environment";
      continue;
    }
    target[name] = stored[name];
    source[name] = fresh || added.includes(name) ? "generated" : "reused";
  }
  return { file, source };
}
