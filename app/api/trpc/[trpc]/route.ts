import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { NextRequest } from "next/server";
import { appRouter } from "~/server/api/root";
import { apiResponseMeta, createTRPCContext } from "~/server/api/trpc";

// PGlite and pino need the Node.js runtime; answers are per-request, never cached.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handler = (req: NextRequest) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: () => createTRPCContext({ headers: req.headers }),
    responseMeta: apiResponseMeta,
  });

export { handler as GET, handler as POST };
