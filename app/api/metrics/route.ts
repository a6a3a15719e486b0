import { metricsResponse } from "~/server/api/metrics";

// prom-client and PGlite need the Node.js runtime; every scrape is fresh.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return metricsResponse(request);
}
