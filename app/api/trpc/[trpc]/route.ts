import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { NextRequest } from "next/server";
import { appRouter } from "../../../../server/api/root";
import { createTRPCContext } from "../../../../server/api/trpc";
import { moduleLogger } from "../../../../server/logger";

const log = moduleLogger("api.http");

// PGlite and pino need the Node.js runtime; answers are per-request, never cached.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handler = (req: NextRequest) =>
  fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: () => createTRPCContext({ headers: req.headers }),
    onError: ({ path, error }) => {
      if (error.code === "INTERNAL_SERVER_ERROR") log.error({ path, err: error }, "trpc_internal_error");
    },
  });

export { handler as GET, handler as POST };
