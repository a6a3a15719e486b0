/**
 * tRPC setup (create-t3-app conventions): the context, the transformer, and the procedure kinds
 * every router builds on. Every procedure validates its input with zod.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError, z } from "zod";
import { getDb } from "../db";
import { env } from "../env";
import { moduleLogger } from "../logger";
import { getSession, type Role, type AppSession, hasTenantRole } from "../auth/session";

const log = moduleLogger("api");

export async function createTRPCContext(opts: { headers: Headers }) {
  return {
    db: await getDb(),
    session: await getSession(opts.headers),
    headers: opts.headers,
  };
}

export type TRPCContext = Awaited<ReturnType<typeof createTRPCContext>>;

const t = initTRPC.context<TRPCContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    return {
      ...shape,
      data: {
        ...shape.data,
        // Bad input gets a clear, structured error the UI can show next to the field.
        zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
      },
    };
  },
});

export const createCallerFactory = t.createCallerFactory;
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
  return protectedProcedure.input(z.object({ tenant: z.string().min(1) })).use(({ ctx, input, next }) => {
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
  if (!token || token !== env().VOICEDESK_AGENT_TOKEN) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Agent token missing or wrong." });
  }
  return next();
});
