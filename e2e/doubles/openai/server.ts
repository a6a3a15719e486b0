/**
 * TEST DOUBLE — not OpenAI. A local HTTP server that speaks the OpenAI REST wire protocol
 * (/v1/embeddings; chat completions are added by the orchestrator work) so the real `openai` SDK
 * and our provider code run end to end with no network. Vectors are the local hashing embedder's,
 * so similarity behaves sensibly; `ignoreDimensions` simulates a server that disregards the
 * `dimensions` parameter.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { hashEmbed } from "../../../server/knowledge/embedding/local-hash";

export interface OpenAiDoubleOptions {
  /** Return this many dimensions whatever the request asks. */
  ignoreDimensions?: number;
  /** Require this bearer token (401 otherwise), as OpenAI does. */
  apiKey?: string;
}

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
}

export interface OpenAiDouble {
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startOpenAiDouble(opts: OpenAiDoubleOptions = {}): Promise<OpenAiDouble> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
        return send(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } });
      }
      const body = await readJson(req);
      requests.push({ path: req.url ?? "", body });
      if (req.method === "POST" && req.url === "/v1/embeddings") {
        const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
        const dims = opts.ignoreDimensions ?? (typeof body.dimensions === "number" ? body.dimensions : 3072);
        const data = input.map((text, index) => ({ object: "embedding", index, embedding: hashEmbed(text, dims) }));
        return send(res, 200, { object: "list", data, model: body.model, usage: { prompt_tokens: input.join(" ").split(/\s+/).length, total_tokens: input.join(" ").split(/\s+/).length } });
      }
      send(res, 404, { error: { message: `double does not implement ${req.method} ${req.url}`, type: "invalid_request_error" } });
    })().catch((err: unknown) => send(res, 500, { error: { message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
