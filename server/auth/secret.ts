import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { ownerOnlyDir } from "~/lib/files/owner-only";
import { resolve } from "node:path";
import { env } from "~/lib/env";

/**
 * The key that signs session cookies. A deployment on its own Postgres must set AUTH_SECRET
 * (several app instances need the same one); on embedded defaults (PGlite, one process) a random
 * one is made once in the data dir and reused, so there is never a built-in secret and sessions
 * survive a restart.
 */
let cached: string | undefined;

export function authSecret(): string {
  cached ??= readOrCreateSecret();
  return cached;
}

function readOrCreateSecret(): string {
  const e = env();
  if (e.AUTH_SECRET) return e.AUTH_SECRET;
  if (e.NODE_ENV === "production" && e.DATABASE_URL) {
    throw new Error("AUTH_SECRET is not set: set it to a long random string (e.g. `openssl rand -base64 32`) shared by every app instance.");
  }
  const dir = resolve(e.VOICEDESK_DATA_DIR);
  const file = resolve(dir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  ownerOnlyDir(dir);
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
