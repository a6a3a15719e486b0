import { createCallerFactory, createTRPCRouter } from "./trpc";
import { callRouter } from "./routers/call";
import { cognitionRouter } from "./routers/cognition";
import { healthRouter } from "./routers/health";
import { operationsRouter, replayRouter } from "./routers/operations";
import { knowledgeRouter } from "./routers/knowledge";
import { speechRouter } from "./routers/speech";
import { telephonyRouter } from "./routers/telephony";
import { tenantPublicRouter } from "./routers/tenant-public";
import { voiceRouter } from "./routers/voice";
import { evaluationsRouter } from "./routers/evaluations";
import { playgroundRouter } from "./routers/playground";
import { accountRouter } from "./routers/account";
import {
  affinityRouter,
  auditRouter,
  consoleTenantsRouter,
  departmentsRouter,
  documentsRouter,
  invitationRouter,
  membersRouter,
  overlayRouter,
  retentionRouter,
  campusesRouter,
  doctorsRouter,
  faqRouter,
  symptomsRouter,
} from "./routers/console";

/** The one API router. Each feature has its own router module under ./routers. */
export const appRouter = createTRPCRouter({
  // "call" itself is reserved by tRPC (Function.prototype.call), hence webCall.
  webCall: callRouter,
  cognition: cognitionRouter,
  health: healthRouter,
  knowledge: knowledgeRouter,
  speech: speechRouter,
  telephony: telephonyRouter,
  tenantPublic: tenantPublicRouter,
  voice: voiceRouter,
  // The console (issue 16): tenant administration, one router per page.
  consoleTenants: consoleTenantsRouter,
  departments: departmentsRouter,
  overlay: overlayRouter,
  affinity: affinityRouter,
  documents: documentsRouter,
  audit: auditRouter,
  members: membersRouter,
  auth: invitationRouter,
  retention: retentionRouter,
  campuses: campusesRouter,
  doctors: doctorsRouter,
  faq: faqRouter,
  symptoms: symptomsRouter,
  // Console part 2 (issue 13): operations dashboard, alerts, call replay.
  operations: operationsRouter,
  replay: replayRouter,
  // QA (issue 16, role qa): evaluation runs over the tenant's cases.
  evaluations: evaluationsRouter,
  // Operators and QA (issue 16): a question asked as a caller would, answered without becoming a call.
  playground: playgroundRouter,
  // The signed-in person's own account: sessions, password, two-step sign-in.
  account: accountRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller (RSC, CLI, tests): `createCaller(ctx).health.ping()`. */
export const createCaller = createCallerFactory(appRouter);
