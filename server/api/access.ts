import { timingSafeEqual } from "node:crypto";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { describeRequirement, type RoleRequirement } from "~/contracts/roles";
import { hasTenantRole, type AppSession } from "~/server/auth/session";

/**
 * What a procedure declares about who may call it. Every procedure of the app router carries one
 * (as tRPC meta, set by the procedure kinds in ../trpc.ts); the router-wide test in
 * access.test.ts calls every procedure as every kind of caller and checks the gate's answer.
 */
export type Access =
  | { kind: "public" }
  /** The agent worker, with the shared bearer token. */
  | { kind: "agent" }
  /** Any signed-in staff member. */
  | { kind: "signedIn" }
  | { kind: "platformAdmin" }
  /** A member of the tenant named in the input with at least this role (platform admins pass). */
  | { kind: "tenant"; minRole: RoleRequirement };

export interface Caller {
  session: AppSession | null;
  bearer: string;
  agentToken: string | undefined;
  /** The `tenant` slug of the raw input, if any. */
  tenant: string | undefined;
}

export interface Refusal {
  code: Extract<TRPC_ERROR_CODE_KEY, "UNAUTHORIZED" | "FORBIDDEN">;
  message: string;
}

/** Null when the caller may go on; otherwise the refusal to send. Undeclared access refuses everyone. */
export function accessRefusal(access: Access | undefined, caller: Caller): Refusal | null {
  if (!access) return { code: "FORBIDDEN", message: "This operation is not available." };
  switch (access.kind) {
    case "public":
      return null;
    case "agent":
      return caller.agentToken && sameSecret(caller.bearer, caller.agentToken) ? null : { code: "UNAUTHORIZED", message: "Agent token missing or wrong." };
    case "signedIn":
      return caller.session ? null : signIn;
    case "platformAdmin":
      if (!caller.session) return signIn;
      return caller.session.user.isPlatformAdmin ? null : { code: "FORBIDDEN", message: "Requires a platform administrator." };
    case "tenant":
      if (!caller.session) return signIn;
      // The same words whether the tenant exists or not: a member of one hospital cannot probe for another's.
      if (!caller.tenant || !hasTenantRole(caller.session, caller.tenant, access.minRole)) {
        return { code: "FORBIDDEN", message: `Requires role ${describeRequirement(access.minRole)} on this tenant.` };
      }
      return null;
  }
}

const signIn: Refusal = { code: "UNAUTHORIZED", message: "Sign in first." };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The cause the gate attaches to its refusals, so tests and logs tell them from a handler's own checks. */
export class AccessRefused extends Error {
  constructor(readonly access: Access["kind"] | "undeclared") {
    super("access refused");
  }
}
