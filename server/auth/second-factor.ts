import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Db } from "~/server/db";
import { recoveryCodes, users } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { RefusedError } from "~/lib/user-facing-error";
import { recordAudit, type Actor } from "~/server/audit";
import { seal, unseal } from "./sealed";
import { endAllStaffSessions } from "./staff-sessions";

const log = moduleLogger("auth.second-factor");

/**
 * The optional TOTP second factor (RFC 6238 through otpauth: 6 digits, 30 s, SHA-1, which every
 * authenticator app reads) for the people who can change a hospital's line: owners, admins and
 * platform admins. A leaked password alone then does not open the console.
 *
 * - Enrolment: a secret is made and shown once (QR code and text); it counts only after the person
 *   types a code from their app, and then ten one-time recovery codes are shown, once.
 * - Sign-in: after the right password, a code (or a recovery code) is asked; wrong codes count as
 *   failed sign-ins (the same throttle as passwords), and a code is accepted once (no replay).
 * - Lost phone: a recovery code, or a platform administrator resets the factor (the person's
 *   sessions end; they enrol again). Every change is audited.
 */
export const ISSUER = "Voicedesk";
const PERIOD = 30;
const DIGITS = 6;
/** One step either side: a phone clock a little off still works. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const SEAL_PURPOSE = "totp-secret";

/** A refusal the account page shows at its code field (the API maps it once: server/api/trpc.ts). */
export class SecondFactorError extends RefusedError {
  constructor(readonly reason: "not_enrolling" | "wrong_code" | "not_enabled" | "already_enabled") {
    super(
      {
        not_enrolling: "Start setting up the authenticator first.",
        wrong_code: "That code is not right; type the current code from the app.",
        not_enabled: "Two-step sign-in is not on for this account.",
        already_enabled: "Two-step sign-in is already on; turn it off first to set up another app.",
      }[reason],
      "code",
    );
  }
}

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secretBase32) });
}

const hashCode = (code: string) => createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
/** Spaces, dashes and capitals do not matter when a person types a recovery code. */
export const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

/** 80 random bits each, written as four groups of four (base32 letters and digits). */
function newRecoveryCode(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const chars = [...randomBytes(16)].map((b) => alphabet[b % 32]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

async function account(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, secret: users.totpSecret, enabledAt: users.totpEnabledAt, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Whether two-step sign-in is on for the account. */
export async function secondFactorEnabled(db: Db, userId: string): Promise<boolean> {
  return (await account(db, userId))?.enabledAt != null;
}

/** Starts (or restarts) enrolment: a new secret, kept sealed, not yet asked at sign-in. */
export async function startEnrolment(db: Db, userId: string, key: string): Promise<{ secret: string; uri: string }> {
  const current = await account(db, userId);
  if (current?.enabledAt) throw new SecondFactorError("already_enabled");
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(users)
    .set({ totpSecret: seal(secret, key, SEAL_PURPOSE), totpLastStep: null })
    .where(eq(users.id, userId));
  log.info({ userId }, "second_factor_enrolment_started");
  return { secret, uri: totpFor(secret, current?.email ?? userId).toString() };
}

/** The time step a code is valid for, or null: checked against the secret, the window and the last step used. */
function acceptedStep(secretBase32: string, code: string, lastStep: number | null, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32, "-").validate({ token: code, window: WINDOW, timestamp: now });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Confirms enrolment with a code from the app; returns the recovery codes to show once. */
export async function confirmEnrolment(
  db: Db,
  input: { userId: string; code: string; key: string; actor: Actor; now?: number },
): Promise<{ recoveryCodes: string[] }> {
  const current = await account(db, input.userId);
  const secret = current?.secret && !current.enabledAt ? unseal(current.secret, input.key, SEAL_PURPOSE) : null;
  if (!secret) throw new SecondFactorError("not_enrolling");
  const step = acceptedStep(secret, input.code.trim(), null, input.now ?? Date.now());
  if (step === null) throw new SecondFactorError("wrong_code");
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (t) => {
    await t.update(users).set({ totpEnabledAt: new Date(), totpLastStep: step }).where(eq(users.id, input.userId));
    await t.delete(recoveryCodes).where(eq(recoveryCodes.userId, input.userId));
    await t.insert(recoveryCodes).values(codes.map((c) => ({ userId: input.userId, codeHash: hashCode(c) })));
    await recordAudit(t, { tenantId: null, actor: input.actor, action: "second_factor.enable", target: current?.email ?? input.userId });
  });
  log.info({ userId: input.userId, recoveryCodes: codes.length }, "second_factor_enabled");
  return { recoveryCodes: codes };
}

export type SecondFactorCheck = { ok: true; method: "totp" | "recovery code" } | { ok: false };

/** At sign-in, after the password: a current code from the app, or an unused recovery code (then used up). */
export async function verifySecondFactor(
  db: Db,
  input: { userId: string; code: string; key: string; actor?: Actor; now?: number },
): Promise<SecondFactorCheck> {
  const current = await account(db, input.userId);
  const secret = current?.secret && current.enabledAt ? unseal(current.secret, input.key, SEAL_PURPOSE) : null;
  if (!secret) return { ok: false };
  const code = input.code.trim();
  const step = acceptedStep(secret, code, current!.lastStep, input.now ?? Date.now());
  if (step !== null) {
    // Conditional on the step seen: two sign-ins racing with one code cannot both pass.
    const claimed = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, input.userId), current!.lastStep === null ? undefined : eq(users.totpLastStep, current!.lastStep)))
      .returning({ id: users.id });
    return claimed.length ? { ok: true, method: "totp" } : { ok: false };
  }
  if (normaliseRecoveryCode(code).length !== 16) return { ok: false };
  const used = await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, input.userId), eq(recoveryCodes.codeHash, hashCode(code))))
    .returning({ id: recoveryCodes.id });
  if (!used.length) return { ok: false };
  await recordAudit(db, {
    tenantId: null,
    actor: input.actor ?? { id: input.userId, email: current?.email ?? "" },
    action: "second_factor.recovery_code_used",
    target: current?.email ?? input.userId,
  });
  log.warn({ userId: input.userId }, "recovery_code_used");
  return { ok: true, method: "recovery code" };
}

/** How many unused recovery codes the person still has (the account page warns when few are left). */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  return (await db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId))).length;
}

/**
 * Turns the factor off: by the person themselves (with a current code), or by a platform
 * administrator for someone who lost their phone and their codes. Either way the person's sessions
 * end, so whoever held the account without the factor is out too.
 */
export async function removeSecondFactor(
  db: Db,
  input: { userId: string; actor: Actor; by: "self" | "admin"; code?: string; key: string; keepRowId?: string },
): Promise<void> {
  const current = await account(db, input.userId);
  if (!current?.enabledAt) throw new SecondFactorError("not_enabled");
  if (input.by === "self") {
    const checked = await verifySecondFactor(db, { userId: input.userId, code: input.code ?? "", key: input.key, actor: input.actor });
    if (!checked.ok) throw new SecondFactorError("wrong_code");
  }
  await db.transaction(async (t) => {
    await t.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, input.userId));
    await t.delete(recoveryCodes).where(eq(recoveryCodes.userId, input.userId));
    await recordAudit(t, {
      tenantId: null,
      actor: input.actor,
      action: input.by === "self" ? "second_factor.disable" : "second_factor.reset",
      target: current.email ?? input.userId,
    });
  });
  await endAllStaffSessions(db, input.userId, "second_factor_reset", { keepRowId: input.by === "self" ? input.keepRowId : undefined });
  log.info({ userId: input.userId, by: input.by }, "second_factor_removed");
}
