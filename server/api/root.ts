import { createCallerFactory, createTRPCRouter } from "./trpc";
import { affinityRouter } from "./routers/affinity";
import { auditRouter } from "./routers/audit";
import { cognitionRouter } from "./routers/cognition";
import { consoleTenantsRouter } from "./routers/console-tenants";
import { departmentsRouter } from "./routers/departments";
import { documentsRouter } from "./routers/documents";
import { evaluationsRouter } from "./routers/evaluations";
import { healthRouter } from "./routers/health";
import { invitationRouter } from "./routers/invitation";
import { knowledgeRouter } from "./routers/knowledge";
import { membersRouter } from "./routers/members";
import { operationsRouter } from "./routers/operations";
import { overlayRouter } from "./routers/overlay";
import { playgroundRouter } from "./routers/playground";
import { replayRouter } from "./routers/replay";
import { retentionRouter } from "./routers/retention";
import { speechRouter } from "./routers/speech";
import { telephonyRouter } from "./routers/telephony";
import { campusesRouter, doctorsRouter, faqRouter, symptomsRouter } from "./routers/tenant-data";
import { tenantPublicRouter } from "./routers/tenant-public";
import { voiceRouter } from "./routers/voice";
import { webCallRouter } from "./routers/web-call";
import { accountRouter } from "./routers/account";

/**
 * The one API router: each feature has its router module under ./routers, mounted under its own
 * name. Who may call what is declared per procedure (./access.ts) and tested over this whole router.
 */
export const appRouter = createTRPCRouter({
  // The caller's side: the talk page (web calls, typed turns), the agent worker, the speech tools.
  // ("call" itself is reserved by tRPC — Function.prototype.call — hence webCall.)
  webCall: webCallRouter,
  cognition: cognitionRouter,
  health: healthRouter,
  speech: speechRouter,
  tenantPublic: tenantPublicRouter,
  voice: voiceRouter,
  // Platform staff: tenants' knowledge bundles and phone lines.
  knowledge: knowledgeRouter,
  telephony: telephonyRouter,
  // The console: tenant administration, one router per page.
  consoleTenants: consoleTenantsRouter,
  invitation: invitationRouter,
  members: membersRouter,
  departments: departmentsRouter,
  campuses: campusesRouter,
  doctors: doctorsRouter,
  faq: faqRouter,
  symptoms: symptomsRouter,
  overlay: overlayRouter,
  affinity: affinityRouter,
  documents: documentsRouter,
  audit: auditRouter,
  retention: retentionRouter,
  // The console: operators' dashboards and replay, QA's evaluation runs, the playground.
  operations: operationsRouter,
  replay: replayRouter,
  evaluations: evaluationsRouter,
  playground: playgroundRouter,
  // The signed-in person's own account: sessions, password, two-step sign-in.
  account: accountRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller (RSC, CLI, tests): `createCaller(ctx).health.ping()`. */
export const createCaller = createCallerFactory(appRouter);
