import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { RetryAfter } from "./rate-limit";
import { publicLimiter } from "./rate-limit/public-limits";
import { ZIP_LIMITS } from "~/server/console/bundle/zip";
import { procedureAt } from "./procedure-table";
import { appRouter } from "./root";
import { apiResponseMeta, type TRPCContext } from "./trpc";

/**
 * The API's HTTP entry (the Next.js route and the tests' server both call it): what a request may
 * cost is decided from its path, before its body is read or parsed.
 *
 * The threat: a body of 16–64 MB was parsed whole (1 GB resident), and one anonymous POST carried
 * 700 procedure calls (3.25 s). Public procedures (anyone may call them) take one call per request
 * and 64 kB; staff procedures a batch of a page's queries and a bundle zip's worth of body.
 */
export const API_ENDPOINT = "/api/trpc";
export const BODY_LIMIT_BYTES = { public: 64 * 1024, staff: Math.ceil((ZIP_LIMITS.compressedBytes * 4) / 3) + 64 * 1024 } as const;
export const BATCH_LIMIT = { public: 1, staff: 20 } as const;

/** Public unless every procedure named is a staff or agent one: an unknown name gets the strictest limits. */
export function requestClass(paths: readonly string[]): "public" | "staff" {
  return paths.every((p) => {
    const kind = procedureAt(p)?.access?.kind;
    return kind !== undefined && kind !== "public";
  })
    ? "staff"
    : "public";
}

function pathsOf(url: URL): string[] {
  const raw = url.pathname.startsWith(`${API_ENDPOINT}/`) ? url.pathname.slice(API_ENDPOINT.length + 1) : "";
  try {
    return decodeURIComponent(raw).split(",");
  } catch {
    return [raw];
  }
}

/** A refusal before tRPC: plain JSON with the status and a message that names the limit. */
function refuse(status: 400 | 411 | 413, message: string): Response {
  return Response.json({ error: { message, code: status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST" } }, { status });
}

class BodyTooLarge extends Error {}

/** The body, read up to `limit` bytes; beyond that the read stops and the request is refused. */
async function readCapped(req: Request, limit: number): Promise<Buffer | null> {
  if (!req.body) return null;
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function handleApiRequest(req: Request, createContext: () => Promise<TRPCContext> | TRPCContext): Promise<Response> {
  const url = new URL(req.url);
  const paths = pathsOf(url);
  const cls = requestClass(paths);
  if (paths.length > BATCH_LIMIT[cls]) return refuse(400, `at most ${BATCH_LIMIT[cls]} call(s) per request here; send them one by one`);
  // A public call is counted against the caller's address first of all: a flood of refused or
  // malformed requests costs a counter, not a parse (the gate in ./trpc.ts then skips its count).
  if (cls === "public") {
    const refusal = await publicLimiter(paths[0]!)
      .consume(req.headers)
      .then(() => null)
      .catch((err: unknown) => err);
    if (refusal instanceof TRPCError && refusal.cause instanceof RetryAfter) {
      return Response.json(
        { error: { message: refusal.message, code: "TOO_MANY_REQUESTS" } },
        { status: 429, headers: { "retry-after": String(refusal.cause.seconds) } },
      );
    }
    if (refusal) throw refusal;
  }
  let body: Buffer | null = null;
  if (req.method !== "GET" && req.method !== "HEAD") {
    const limit = BODY_LIMIT_BYTES[cls];
    const declared = Number(req.headers.get("content-length") ?? NaN);
    if (declared > limit) return refuse(413, `request body over ${limit} bytes`);
    try {
      body = await readCapped(req, limit);
    } catch (err) {
      if (err instanceof BodyTooLarge) return refuse(413, `request body over ${limit} bytes`);
      throw err;
    }
  }
  const capped = new Request(req.url, { method: req.method, headers: req.headers, body: body === null ? null : new Uint8Array(body), signal: req.signal });
  return fetchRequestHandler({
    endpoint: API_ENDPOINT,
    req: capped,
    router: appRouter,
    createContext: async () => ({ ...(await createContext()), publicLimitCounted: cls === "public" }),
    responseMeta: apiResponseMeta,
    maxBatchSize: BATCH_LIMIT[cls],
  });
}
