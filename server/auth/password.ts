import { hash, verify } from "@node-rs/argon2";

/**
 * Argon2id through @node-rs/argon2 (prebuilt binaries, no install script), with the library's
 * defaults (OWASP's minimum: 19 MiB, 2 passes). The PHC string carries its own parameters, so
 * raising them later still verifies old hashes.
 */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith("$argon2")) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A generated password for a new account: 144 random bits, printed once, never stored in clear. */
export function generatePassword(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64url");
}
