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
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { moduleLogger } from "~/lib/logger";
import { countWaiter, readBody, refuseUpgrade, sendJson, startDoubleServer } from "../shared/double-server";
import { handleControl } from "./control-api";
import { readListenQuery, validatePrerecordedQuery, validateStreamingQuery, type ListenRefusal } from "./listen-params";
import { DEFAULT_TIMING, ListenSession, type DoubleTiming } from "./listen-session";
import { newRequestId } from "./messages";
import { answerPrerecorded } from "./prerecorded";
import { newConnectionRecord, type HeardUtterance, type RecordedConnection } from "./records";
import { UtteranceScript, type ScriptedUtterance, type ScriptedUtteranceInput, type ScriptOptions } from "./utterance-script";

const log = moduleLogger("testkit.double.deepgram");

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
function refuseStream(socket: Socket, refusal: ListenRefusal): void {
  const requestId = newRequestId();
  const body = JSON.stringify({ err_code: refusal.errCode, err_msg: refusal.errMsg, request_id: requestId });
  refuseUpgrade(socket, refusal.status, body, { "dg-error": refusal.errMsg, "dg-request-id": requestId });
}

export async function startDeepgramDouble(opts: DeepgramDoubleOptions = {}): Promise<DeepgramDouble> {
  const apiKey = opts.apiKey ?? DEFAULT_DEEPGRAM_DOUBLE_API_KEY;
  const timing: DoubleTiming = { ...DEFAULT_TIMING, ...opts.timing };
  const script = new UtteranceScript();
  const connections: RecordedConnection[] = [];
  const heard: HeardUtterance[] = [];
  const heardCount = countWaiter(() => [...heard]);
  const onHeard = (h: HeardUtterance) => {
    heard.push(h);
    heardCount.wake();
  };
  let nextId = 1;

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
      heardCount.waitFor(count, timeoutMs, (have) => `deepgram double heard ${have} of ${count} expected segments within ${timeoutMs} ms`),
    reset: () => {
      script.clear();
      connections.length = 0;
      heard.length = 0;
    },
    close: () => served.close(),
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

  const served = await startDoubleServer({
    port: opts.port,
    host: opts.host,
    request: async (req, res, url) => {
      if (await handleControl(req, res, double)) return;
      if (req.method === "POST" && url.pathname === "/v1/listen") return handleListenPost(req, res, url);
      sendJson(res, 404, { error: `TEST DOUBLE (deepgram) does not implement ${req.method} ${url.pathname}` });
    },
    failed: (res, err) => sendJson(res, 500, { error: String(err) }),
    upgrade: (req, socket, head, url, wss) => {
      if (url.pathname !== "/v1/listen") return refuseUpgrade(socket, 404);
      const query = readListenQuery(url.searchParams);
      const record = newConnectionRecord(nextId++, "stream", query);
      connections.push(record);
      const refusal = authorized(req, apiKey) ? validateStreamingQuery(query) : AUTH_REFUSAL;
      if (refusal !== undefined) {
        record.refusal = refusal;
        log.info({ connectionId: record.id, status: refusal.status, errCode: refusal.errCode }, "deepgram double refused a stream");
        refuseStream(socket, refusal);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        record.accepted = true;
        log.info({ connectionId: record.id, model: query.model, language: query.language, sampleRate: query.sampleRate }, "deepgram double accepted a stream");
        new ListenSession(ws, { connection: record, script, timing, onHeard });
      });
    },
  });
  double.port = served.port;
  double.url = `ws://${served.host}:${served.port}`;
  double.controlUrl = `http://${served.host}:${served.port}`;
  return double;
}
