/**
 * Caller-ID pseudonyms. Operators want to see that the same phone called three times this morning;
 * they must never see (and the database must never hold) the number itself. A phone number is a
 * small search space — a plain hash of it is reversed by hashing every Belgian number — so the
 * pseudonym is an HMAC-SHA-256 under a per-tenant key: without the key nothing can be tested
 * against it, and the same caller gets unrelated pseudonyms at two hospitals.
 *
 * What is hashed is the caller reference LiveKit gives the SIP participant. The dispatch rule hides
 * the number (provision-trunk `hideCallerNumber`), so that reference is already a digest of the
 * number (`sip_<hex>`): the number never reaches the agent or the app at all, and equal numbers
 * still give equal references, which is all grouping needs.
 *
 * The key: VOICEDESK_CALLER_ID_SECRET (≥ 32 characters; one secret, a key per tenant derived from
 * it) when set, so several app hosts agree; otherwise a random key per tenant generated once into
 * <data dir>/secrets/caller-id-<tenant>.key (mode 0600) — fine for one host, and what a developer
 * gets without configuring anything. Losing the key only breaks grouping with earlier calls.
 */
import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { ownerOnlyDir } from "~/lib/files/owner-only";
import { join } from "node:path";

export const MIN_SECRET_CHARS = 32;

export interface CallerKeySource {
  /** The platform secret (VOICEDESK_CALLER_ID_SECRET); unset → per-tenant key files. */
  secret?: string;
  /** Where generated key files live (VOICEDESK_DATA_DIR). */
  dataDir: string;
}

const cache = new Map<string, Buffer>();

function keyFile(dataDir: string, tenant: string): string {
  return join(dataDir, "secrets", `caller-id-${tenant}.key`);
}

function fileKey(dataDir: string, tenant: string): Buffer {
  const file = keyFile(dataDir, tenant);
  ownerOnlyDir(join(dataDir, "secrets"));
  try {
    // "wx": two processes starting at once cannot both write a key; the loser reads the winner's.
    writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  chmodSync(file, 0o600);
  const hex = readFileSync(file, "utf8").trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file} is not a caller-ID key (64 hex characters): delete it to generate a new one`);
  return Buffer.from(hex, "hex");
}

/** The tenant's pseudonym key (cached per process). */
export function tenantCallerKey(tenant: string, source: CallerKeySource): Buffer {
  const id = `${source.secret ? "secret" : source.dataDir}\0${tenant}`;
  const cached = cache.get(id);
  if (cached) return cached;
  let key: Buffer;
  if (source.secret !== undefined && source.secret !== "") {
    if (source.secret.length < MIN_SECRET_CHARS) throw new Error(`VOICEDESK_CALLER_ID_SECRET must be at least ${MIN_SECRET_CHARS} characters`);
    key = createHmac("sha256", source.secret).update(`voicedesk caller-id key\0${tenant}`).digest();
  } else {
    key = fileKey(source.dataDir, tenant);
  }
  cache.set(id, key);
  return key;
}

/** 128 bits of HMAC-SHA-256, hex: stable per caller and tenant, meaningless without the key. */
export function callerPseudonym(key: Buffer, callerRef: string): string {
  return createHmac("sha256", key).update(callerRef).digest("hex").slice(0, 32);
}
