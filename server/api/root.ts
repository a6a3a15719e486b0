import { createCallerFactory, createTRPCRouter } from "./trpc";
import { cognitionRouter } from "./routers/cognition";
import { healthRouter } from "./routers/health";
import { speechRouter } from "./routers/speech";

/** The one API router. Each feature has its own router module under ./routers. */
export const appRouter = createTRPCRouter({
  cognition: cognitionRouter,
  health: healthRouter,
  speech: speechRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller (RSC, CLI, tests): `createCaller(ctx).health.ping()`. */
export const createCaller = createCallerFactory(appRouter);
