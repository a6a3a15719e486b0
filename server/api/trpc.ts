/**
 * tRPC setup (create-t3-app conventions): the context, the transformer, and the procedure kinds
 * every router builds on. Every procedure validates its input with zod.
 */
import { randomUUID } from "node:crypto";
import { initTRPC, TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { ZodError, z } from "zod";
import { getDb } from "~/server/db";
import { RetryAfter, retryAfterHeaders } from "./rate-limit";
import { publicLimiter } from "./rate-limit/public-limits";
import { checkedSuperjson } from "./transformer";
import { env } from "~/lib/env";
import { excerpt, slugSchema } from "~/contracts/input";
import { moduleLogger } from "~/lib/logger";
import { UserFacingError, type UserFacingKind } from "~/lib/user-facing-error";
import type { Actor } from "~/server/audit";
import type { RoomClaims } from "~/server/voice/room-claims";
import type { RoleRequirement } from "~/contracts/roles";
import { getSession, type AppSession } from "~/server/auth/session";
import { AccessRefused, accessRefusal, type Access } from "./access";
import { resolveTenantForAccess } from "./tenant-scope";

const log = moduleLogger("api");

export async function createTRPCContext(opts: { headers: Headers }) {
  return {
    db: await getDb(),
    session: await getSession(opts.headers),
    headers: opts.headers,
  };
}

export type TRPCContext = Awaited<ReturnType<typeof createTRPCContext>> & {
  /** Who proves a voice turn's room claim; unset → the app's own LiveKit (server/voice/room-claims.ts). Tests inject theirs. */
  rooms?: RoomClaims;
  /** The HTTP handler counted this public call against the address already (server/api/http-handler.ts). */
  publicLimitCounted?: boolean;
};

/** Every procedure carries its access declaration here; see ./access.ts. */
export interface ProcedureMeta {
  access?: Access;
}

const t = initTRPC
  .context<TRPCContext>()
  .meta<ProcedureMeta>()
  .create({
    transformer: checkedSuperjson,
    errorFormatter({ shape: given, error: thrown, path }) {
      // A streamed procedure's user-facing error is thrown after the middlewares returned: map it here.
      const mapped = thrown.code === "INTERNAL_SERVER_ERROR" ? apiErrorOf(thrown.cause) : null;
      const error = mapped ?? thrown;
      const shape = mapped
        ? { ...given, code: TRPC_ERROR_CODES_BY_KEY[mapped.code], data: { ...given.data, code: mapped.code, httpStatus: getHTTPStatusCodeFromError(mapped) } }
        : given;
      // The stack and the cause stay on the server: a client learns what to fix, never how we are built.
      const { stack: _stack, ...data } = shape.data;
      if (error.code === "INTERNAL_SERVER_ERROR") {
        const errorId = randomUUID().slice(0, 8);
        log.error({ errorId, path, err: error.cause ?? error }, "trpc_internal_error");
        return {
          ...shape,
          message: `Something went wrong on our side (error id ${errorId}).`,
          data: { ...data, errorId, zodError: null, retryAfterSeconds: null },
        };
      }
      const zod = error.cause instanceof ZodError ? error.cause : null;
      return {
        ...shape,
        // Bad input gets a clear message naming the field, and a structured error the UI can show next to it.
        message: zod ? describeInputError(zod) : excerpt(error.message, MAX_PUBLIC_MESSAGE),
        data: { ...data, zodError: zod ? z.flattenError(zod) : null, retryAfterSeconds: error.cause instanceof RetryAfter ? error.cause.seconds : null },
      };
    },
  });

/** Public error messages are short: they name the problem, never echo a large input back. */
const MAX_PUBLIC_MESSAGE = 300;

const USER_FACING_CODES: Record<UserFacingKind, TRPC_ERROR_CODE_KEY> = {
  refused: "BAD_REQUEST",
  not_found: "NOT_FOUND",
  conflict: "CONFLICT",
  precondition_failed: "PRECONDITION_FAILED",
  forbidden: "FORBIDDEN",
};

/**
 * The one translation of a service's error into the API's (lib/user-facing-error): its kind picks
 * the code, its public message is the message. A field error travels as a zod issue on that field,
 * so the form shows it where the value was typed. Anything else is not the caller's to read: null.
 */
export function apiErrorOf(err: unknown): TRPCError | null {
  if (!(err instanceof UserFacingError)) return null;
  const code = USER_FACING_CODES[err.kind];
  if (!err.field) return new TRPCError({ code, message: err.publicMessage, cause: err });
  const path = err.field.split(".");
  const issue = z.unknown().superRefine((_, ctx) => ctx.addIssue({ code: "custom", path, message: err.publicMessage }));
  return new TRPCError({ code, message: err.publicMessage, cause: issue.safeParse(null).error });
}

/** Maps a user-facing error once, for every procedure (a streamed one's later errors: the formatter). */
const userFacing = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = apiErrorOf(result.error.cause);
    if (mapped) throw mapped;
  }
  return result;
});

function describeInputError(err: ZodError): string {
  const parts = err.issues.slice(0, 5).map((i) => `${i.path.length ? i.path.join(".") : "input"}: ${i.message}`);
  return excerpt(parts.join("; "), MAX_PUBLIC_MESSAGE);
}

export const createCallerFactory = t.createCallerFactory;

/** HTTP response details the route handler adds: `Retry-After` on every 429. */
export function apiResponseMeta({ errors }: { errors: readonly TRPCError[] }): { headers?: Record<string, string> } {
  const headers = retryAfterHeaders(errors);
  return Object.keys(headers).length ? { headers } : {};
}
export const createTRPCRouter = t.router;

const timing = t.middleware(async ({ next, path, type }) => {
  const start = performance.now();
  const result = await next();
  const ms = Math.round(performance.now() - start);
  if (result.ok) log.debug({ path, type, ms }, "trpc_ok");
  else log.warn({ path, type, ms, code: result.error.code }, "trpc_error");
  return result;
});

/**
 * One gate in front of every procedure: it reads the procedure's declared access and refuses the
 * caller before the input is even parsed. A procedure that declares nothing is refused to everyone
 * (fail closed), and the router-wide authorization test fails on it.
 */
const authorize = t.middleware(async ({ ctx, meta, path, getRawInput, next }) => {
  const access = meta?.access;
  // A public procedure is counted against the caller's address before its input is even read.
  if (access?.kind === "public") {
    if (!ctx.publicLimitCounted) await publicLimiter(path).consume(ctx.headers, ctx.db);
    return next();
  }
  const raw = await getRawInput();
  const tenant = raw && typeof raw === "object" && "tenant" in raw ? (raw as { tenant: unknown }).tenant : undefined;
  const refusal = accessRefusal(access, {
    session: ctx.session,
    bearer: bearerToken(ctx.headers),
    agentToken: env().VOICEDESK_AGENT_TOKEN,
    tenant: typeof tenant === "string" ? tenant : undefined,
  });
  if (refusal) {
    log.warn({ path, access: access?.kind ?? "undeclared", code: refusal.code, user: ctx.session?.user.id }, "access_refused");
    throw new TRPCError({ ...refusal, cause: new AccessRefused(access?.kind ?? "undeclared") });
  }
  return next();
});

function bearerToken(headers: Headers): string {
  const header = headers.get("authorization") ?? "";
  return header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
}

const gated = t.procedure.use(timing).use(userFacing).use(authorize);

/** Anyone, signed in or not (the caller-facing chat and call pages). */
export const publicProcedure = gated.meta({ access: { kind: "public" } });

/** A signed-in procedure's context: the session, and the actor its audit rows name (set once, here). */
const withSession = t.middleware(({ ctx, next }) => {
  const session = ctx.session as AppSession;
  const actor: Actor = { id: session.user.id, email: session.user.email };
  return next({ ctx: { ...ctx, session, actor } });
});

/** Any signed-in staff member; the handler decides what they may see (their own memberships). */
export const signedInProcedure = gated.meta({ access: { kind: "signedIn" } }).use(withSession);

/** Platform staff only (creating tenants, importing a new tenant's bundle). */
export const platformAdminProcedure = gated.meta({ access: { kind: "platformAdmin" } }).use(withSession);

/**
 * Tenant-scoped, role-checked: the input carries `tenant` (slug) and the signed-in user must hold
 * at least `minRole` on it — or, given several roles, any one of them (platform admins pass everywhere). The handler gets the tenant's id in
 * `ctx.tenant`, resolved from the same slug the gate checked.
 */
export function tenantProcedure(minRole: RoleRequirement) {
  return gated
    .meta({ access: { kind: "tenant", minRole } })
    .use(withSession)
    .input(z.object({ tenant: slugSchema }))
    .use(async ({ ctx, input, next }) => next({ ctx: { ...ctx, tenant: await resolveTenantForAccess(ctx.db, input.tenant) } }));
}

/**
 * The agent worker runs in its own processes and reaches cognition through the API; it presents the
 * shared VOICEDESK_AGENT_TOKEN as a bearer token.
 */
export const agentProcedure = gated.meta({ access: { kind: "agent" } });
