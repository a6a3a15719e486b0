/**
 * tRPC setup (create-t3-app conventions): the context, the transformer, and the procedure kinds
 * every router builds on. Every procedure validates its input with zod.
 */
import { randomUUID, timingSafeEqual } from "node:crypto";
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError, z } from "zod";
import { getDb } from "../db";
import { RetryAfter, retryAfterHeaders } from "./rate-limit";
import { env } from "../../lib/env";
import { excerpt, slugSchema } from "../../contracts/input";
import { moduleLogger } from "../../lib/logger";
import type { RoomClaims } from "../voice/room-claims";
import { getSession, type Role, type AppSession, hasTenantRole } from "../auth/session";

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
};

const t = initTRPC.context<TRPCContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error, path }) {
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

export const publicProcedure = t.procedure.use(timing);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in first." });
  return next({ ctx: { ...ctx, session: ctx.session as AppSession } });
});

/**
 * Tenant-scoped, role-checked: the input carries `tenant` (slug) and the signed-in user must hold
 * at least `minRole` on it (platform admins pass everywhere).
 */
export function tenantProcedure(minRole: Role) {
  return protectedProcedure.input(z.object({ tenant: slugSchema })).use(({ ctx, input, next }) => {
    if (!hasTenantRole(ctx.session, input.tenant, minRole)) {
      throw new TRPCError({ code: "FORBIDDEN", message: `Requires role ${minRole} on tenant ${input.tenant}.` });
    }
    return next();
  });
}

/**
 * The agent worker runs in its own processes and reaches cognition through the API; it presents the
 * shared VOICEDESK_AGENT_TOKEN as a bearer token.
 */
export const agentProcedure = publicProcedure.use(({ ctx, next }) => {
  const header = ctx.headers.get("authorization") ?? "";
  const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  if (!sameSecret(token, env().VOICEDESK_AGENT_TOKEN)) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Agent token missing or wrong." });
  }
  return next();
});

/** Constant-time comparison; an unset expected secret matches nothing (there is no default token). */
function sameSecret(given: string, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
