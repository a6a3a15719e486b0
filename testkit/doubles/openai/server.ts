/**
 * TEST DOUBLE — not OpenAI. A local HTTP server that speaks the OpenAI REST wire protocol
 * (/v1/embeddings, /v1/chat/completions, /v1/audio/transcriptions) so the real `openai` SDK, the
 * real LiveKit OpenAI STT plugin and our provider and agent-loop code run end to end with no network. Vectors are the local hashing embedder's, so similarity
 * behaves sensibly; `ignoreDimensions` simulates a server that disregards the `dimensions`
 * parameter. Chat completions are SCRIPTED by the test (`scriptChat`): the double never generates
 * language; it replays the replies, tool calls, HTTP errors and delays the test queued, in order.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { hashEmbed } from "~/server/knowledge/embedding/local-hash";
import { transcribe, type RecordedTranscription } from "./transcriptions";

export interface OpenAiDoubleOptions {
  /** Return this many dimensions whatever the request asks. */
  ignoreDimensions?: number;
  /** Require this bearer token (401 otherwise), as OpenAI does. */
  apiKey?: string;
  /** Answer embeddings only after this long: a test can kill the server with requests in flight. */
  embeddingDelayMs?: number;
}

/** One scripted chat completion: a text reply, tool calls, an HTTP error, or a reply after a delay. */
export type ScriptedChatReply =
  | { content: string; delayMs?: number; chunkDelayMs?: number }
  | { toolCalls: Array<{ name: string; arguments: string }>; content?: string; delayMs?: number; chunkDelayMs?: number }
  | { status: number; message?: string; delayMs?: number };

/** When a streamed reply's last chunk went out (performance.now() of this process), per chat request. */
export interface StreamRecord {
  request: number;
  finishedAt: number;
}

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
}

export interface OpenAiDouble {
  baseURL: string;
  requests: RecordedRequest[];
  /** Queue chat completion replies, answered in order; an empty queue answers HTTP 500. */
  scriptChat(...replies: ScriptedChatReply[]): void;
  /** Drop replies a test queued but did not use. */
  resetChat(): void;
  /** Chat requests received so far (the messages, tools and tool_choice the client sent). */
  chatRequests(): Array<Record<string, unknown>>;
  /** Streamed replies (stream: true), with when each finished. */
  streams: StreamRecord[];
  /**
   * When each chat completion's answer began to go out, after its scripted delay (performance.now()
   * of this process), in request order: a test tells what a caller heard before the model answered.
   */
  chatAnsweredAt: number[];
  /** Queue what callers will say, for /v1/audio/transcriptions (used only for audio that holds speech). */
  scriptTranscripts(...texts: string[]): void;
  /** Drop transcripts a test queued but no request used (a bench level's leftovers must not answer the next level). */
  resetTranscripts(): void;
  transcriptions: RecordedTranscription[];
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

function chatCompletion(model: unknown, reply: Exclude<ScriptedChatReply, { status: number }>, n: number) {
  const toolCalls =
    "toolCalls" in reply
      ? reply.toolCalls.map((c, i) => ({ id: `call_${n}_${i}`, type: "function", function: { name: c.name, arguments: c.arguments } }))
      : undefined;
  return {
    id: `chatcmpl-double-${n}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        finish_reason: toolCalls ? "tool_calls" : "stop",
        message: { role: "assistant", content: reply.content ?? null, ...(toolCalls ? { tool_calls: toolCalls } : {}) },
      },
    ],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

/**
 * A reply as OpenAI streams it (`stream: true`): server-sent `chat.completion.chunk` events — the
 * content a few words at a time, tool calls as an opening delta and argument pieces — then
 * `[DONE]`. `chunkDelayMs` spaces the chunks, so a test can tell a client that speaks the first
 * sentence early from one that waits for the whole reply.
 */
async function streamChatCompletion(res: ServerResponse, model: unknown, reply: Exclude<ScriptedChatReply, { status: number }>, n: number): Promise<void> {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const base = { id: `chatcmpl-double-${n}`, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model };
  const write = async (delta: Record<string, unknown>, finish: string | null = null) => {
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    if (reply.chunkDelayMs) await new Promise((r) => setTimeout(r, reply.chunkDelayMs));
  };
  await write({ role: "assistant", content: "" });
  if (reply.content) for (const piece of reply.content.match(/\S+\s*/g) ?? []) await write({ content: piece });
  if ("toolCalls" in reply) {
    for (const [index, call] of reply.toolCalls.entries()) {
      await write({ tool_calls: [{ index, id: `call_${n}_${index}`, type: "function", function: { name: call.name, arguments: "" } }] });
      for (const piece of call.arguments.match(/.{1,8}/gs) ?? []) await write({ tool_calls: [{ index, function: { arguments: piece } }] });
    }
  }
  await write({}, "toolCalls" in reply ? "tool_calls" : "stop");
  if (!res.destroyed) res.end("data: [DONE]\n\n");
}

export async function startOpenAiDouble(opts: OpenAiDoubleOptions = {}): Promise<OpenAiDouble> {
  const requests: RecordedRequest[] = [];
  const script: ScriptedChatReply[] = [];
  const streams: StreamRecord[] = [];
  const chatAnsweredAt: number[] = [];
  const transcripts: string[] = [];
  const transcriptions: RecordedTranscription[] = [];
  let chatCount = 0;
  const server = createServer((req, res) => {
    void (async () => {
      if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) {
        return send(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } });
      }
      if (req.method === "POST" && req.url === "/v1/audio/transcriptions") {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const request = new Request("http://double/v1/audio/transcriptions", {
          method: "POST",
          headers: req.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        });
        const { body, record } = await transcribe(request, () => transcripts.shift());
        transcriptions.push(record);
        requests.push({ path: req.url, body: { model: record.model, language: record.language } });
        return send(res, 200, body);
      }
      const body = await readJson(req);
      requests.push({ path: req.url ?? "", body });
      if (req.method === "POST" && req.url === "/v1/embeddings") {
        if (opts.embeddingDelayMs) await new Promise((r) => setTimeout(r, opts.embeddingDelayMs).unref());
        if (res.destroyed) return;
        const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
        const dims = opts.ignoreDimensions ?? (typeof body.dimensions === "number" ? body.dimensions : 3072);
        const data = input.map((text, index) => ({ object: "embedding", index, embedding: hashEmbed(text, dims) }));
        return send(res, 200, {
          object: "list",
          data,
          model: body.model,
          usage: { prompt_tokens: input.join(" ").split(/\s+/).length, total_tokens: input.join(" ").split(/\s+/).length },
        });
      }
      if (req.method === "POST" && req.url === "/v1/chat/completions") {
        chatCount += 1;
        const reply = script.shift() ?? { status: 500, message: "the test scripted no reply for this chat completion" };
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        if (res.destroyed) return;
        chatAnsweredAt.push(performance.now());
        if ("status" in reply) return send(res, reply.status, { error: { message: reply.message ?? "scripted failure", type: "server_error" } });
        if (body.stream === true) {
          const n = chatCount;
          await streamChatCompletion(res, body.model, reply, n);
          streams.push({ request: n, finishedAt: performance.now() });
          return;
        }
        return send(res, 200, chatCompletion(body.model, reply, chatCount));
      }
      send(res, 404, { error: { message: `double does not implement ${req.method} ${req.url}`, type: "invalid_request_error" } });
    })().catch((err: unknown) => send(res, 500, { error: { message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    scriptChat: (...replies) => void script.push(...replies),
    resetChat: () => void script.splice(0),
    streams,
    chatAnsweredAt,
    scriptTranscripts: (...texts) => void transcripts.push(...texts),
    resetTranscripts: () => void transcripts.splice(0),
    transcriptions,
    chatRequests: () => requests.filter((r) => r.path === "/v1/chat/completions").map((r) => r.body),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scripted slow reply must not hold the test run open.
        server.closeAllConnections();
      }),
  };
}
