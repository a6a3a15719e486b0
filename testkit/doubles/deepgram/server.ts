/**
 * TEST DOUBLE — not Deepgram. A local server that speaks the part of Deepgram's `/v1/listen`
 * protocol the real `@livekit/agents-plugin-deepgram` 1.9 uses (streaming WebSocket and
 * pre-recorded POST), so that plugin runs unchanged with no network.
 *
 * What it fakes: recognition. The words come from a script the test enqueues (`script([...])`),
 * read in order. What it checks: that the caller really spoke — an utterance's words are sent only
 * after the double has metered ≥ 300 ms of voiced audio followed by a pause, so silence, line
 * noise or a dead track never produce a transcript, and speech with nothing scripted is recorded
 * as "unscripted" instead of being given invented words. It also checks the `Authorization: Token`
 * key (401 like Deepgram) and records each connection's query (language, keyterm, sample rate…).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { WebSocketServer } from "ws";
import { moduleLogger } from "../../../lib/logger";
import { handleControl, readBody, sendJson } from "./control-api";
import { readListenQuery, validatePrerecordedQuery, validateStreamingQuery, type ListenRefusal } from "./listen-params";
import { DEFAULT_TIMING, ListenSession, type DoubleTiming } from "./listen-session";
import { newRequestId } from "./messages";
import { answerPrerecorded } from "./prerecorded";
import { newConnectionRecord, type HeardUtterance, type RecordedConnection } from "./records";
import { UtteranceScript, type ScriptedUtterance, type ScriptedUtteranceInput, type ScriptOptions } from "./utterance-script";

const log = moduleLogger("e2e.double.deepgram");

export const DEFAULT_DEEPGRAM_DOUBLE_API_KEY = "deepgram-double-key";

export interface DeepgramDoubleOptions {
  /** The key clients must send as `Authorization: Token <key>`. */
  apiKey?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  timing?: Partial<DoubleTiming>;
}

export interface DeepgramDouble {
  /** Pass as the plugin's `baseUrl` (it appends `/v1/listen`). */
  url: string;
  /** Same port over HTTP, for the control endpoints. */
  controlUrl: string;
  apiKey: string;
  port: number;
  timing: DoubleTiming;
  /** Every connection attempt, refused ones included, in arrival order. Live array. */
  connections: RecordedConnection[];
  /** Every speech segment the double decided on. Live array. */
  heard: HeardUtterance[];
  /** Speech heard while the script was empty. */
  readonly unscripted: HeardUtterance[];
  /** Queue what the caller is going to say, in order. Returns the queue's new length. */
  script(utterances: ScriptedUtteranceInput[], opts?: ScriptOptions): number;
  pendingScript(): Record<string, ScriptedUtterance[]>;
  /** Resolves once `count` segments were heard (any outcome). */
  waitForHeard(count: number, timeoutMs?: number): Promise<HeardUtterance[]>;
  reset(): void;
  close(): Promise<void>;
}

function authorized(req: IncomingMessage, apiKey: string): boolean {
  return req.headers.authorization === `Token ${apiKey}`;
}

const AUTH_REFUSAL: ListenRefusal = { status: 401, errCode: "INVALID_AUTH", errMsg: "Invalid credentials." };

/** Deepgram refuses a bad stream request before the upgrade, with an HTTP status and a JSON body. */
function refuseUpgrade(socket: Socket, refusal: ListenRefusal): void {
  const requestId = newRequestId();
  const body = JSON.stringify({ err_code: refusal.errCode, err_msg: refusal.errMsg, request_id: requestId });
  const reason = refusal.status === 401 ? "Unauthorized" : "Bad Request";
  socket.end(
    `HTTP/1.1 ${refusal.status} ${reason}\r\n` +
      "Content-Type: application/json\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `dg-error: ${refusal.errMsg.replace(/[\r\n]/g, " ")}\r\n` +
      `dg-request-id: ${requestId}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
}

export async function startDeepgramDouble(opts: DeepgramDoubleOptions = {}): Promise<DeepgramDouble> {
  const apiKey = opts.apiKey ?? DEFAULT_DEEPGRAM_DOUBLE_API_KEY;
  const timing: DoubleTiming = { ...DEFAULT_TIMING, ...opts.timing };
  const script = new UtteranceScript();
  const connections: RecordedConnection[] = [];
  const heard: HeardUtterance[] = [];
  const heardWaiters = new Set<() => void>();
  const onHeard = (h: HeardUtterance) => {
    heard.push(h);
    for (const wake of heardWaiters) wake();
  };
  let nextId = 1;

  const wss = new WebSocketServer({ noServer: true });

  const double: DeepgramDouble = {
    url: "",
    controlUrl: "",
    apiKey,
    port: 0,
    timing,
    connections,
    heard,
    get unscripted() {
      return heard.filter((h) => h.outcome === "unscripted");
    },
    script: (utterances, scriptOpts) => script.add(utterances, scriptOpts),
    pendingScript: () => script.pending(),
    waitForHeard: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (heard.length < count) return;
          cleanup();
          resolve([...heard]);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`deepgram double heard ${heard.length} of ${count} expected segments within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          heardWaiters.delete(check);
        };
        heardWaiters.add(check);
        check();
      }),
    reset: () => {
      script.clear();
      connections.length = 0;
      heard.length = 0;
    },
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const handleListenPost = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const query = readListenQuery(url.searchParams);
    const record = newConnectionRecord(nextId++, "prerecorded", query);
    connections.push(record);
    const body = await readBody(req);
    const refusal = authorized(req, apiKey) ? validatePrerecordedQuery(query) : AUTH_REFUSAL;
    if (refusal !== undefined) {
      record.refusal = refusal;
      return sendJson(res, refusal.status, { err_code: refusal.errCode, err_msg: refusal.errMsg, request_id: newRequestId() });
    }
    record.accepted = true;
    const answer = answerPrerecorded(body, { connectionId: record.id, query, script, timing, onHeard });
    record.audioSec = answer.audioSec;
    sendJson(res, answer.status, answer.body);
  };

  const server = createServer((req, res) => {
    void (async () => {
      if (await handleControl(req, res, double)) return;
      const url = new URL(req.url ?? "/", "http://double");
      if (req.method === "POST" && url.pathname === "/v1/listen") return handleListenPost(req, res, url);
      sendJson(res, 404, { error: `TEST DOUBLE (deepgram) does not implement ${req.method} ${url.pathname}` });
    })().catch((err: unknown) => sendJson(res, 500, { error: String(err) }));
  });

  server.on("upgrade", (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://double");
    if (url.pathname !== "/v1/listen") {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    const query = readListenQuery(url.searchParams);
    const record = newConnectionRecord(nextId++, "stream", query);
    connections.push(record);
    const refusal = authorized(req, apiKey) ? validateStreamingQuery(query) : AUTH_REFUSAL;
    if (refusal !== undefined) {
      record.refusal = refusal;
      log.info({ connectionId: record.id, status: refusal.status, errCode: refusal.errCode }, "deepgram double refused a stream");
      refuseUpgrade(socket, refusal);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      record.accepted = true;
      log.info({ connectionId: record.id, model: query.model, language: query.language, sampleRate: query.sampleRate }, "deepgram double accepted a stream");
      new ListenSession(ws, { connection: record, script, timing, onHeard });
    });
  });

  const host = opts.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  double.port = port;
  double.url = `ws://${host}:${port}`;
  double.controlUrl = `http://${host}:${port}`;
  return double;
}
