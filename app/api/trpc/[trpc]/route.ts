import type { NextRequest } from "next/server";
import { handleApiRequest } from "~/server/api/http-handler";
import { createTRPCContext } from "~/server/api/trpc";

// PGlite and pino need the Node.js runtime; answers are per-request, never cached.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// Body and batch limits are decided from the path before the body is read (server/api/http-handler.ts).
const handler = (req: NextRequest) => handleApiRequest(req, () => createTRPCContext({ headers: req.headers }));

export { handler as GET, handler as POST };
