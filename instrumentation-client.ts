import { z } from "zod";

/**
 * Runs in the browser before any of the app's own code (Next.js's instrumentation-client hook).
 *
 * zod compiles object parsers with new Function() unless told not to, and decides whether it may
 * when an object schema is *built*, with a Function("") probe. Under the CSP (no 'unsafe-eval') that
 * probe is a violation the browser reports. Set here, jitless holds before any module builds a
 * schema — a console page's form schema could otherwise be built before app/_trpc/react.tsx ran.
 * The interpreted parsers are fast enough for forms.
 */
z.config({ jitless: true });
