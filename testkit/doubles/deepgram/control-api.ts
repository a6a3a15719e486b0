/**
 * Part of the Deepgram TEST DOUBLE. The test-side HTTP endpoints, for when the double runs as its
 * own process (Playwright end-to-end runs, where the agent worker is yet another process). They
 * sit beside `/v1/listen` on the same port; Deepgram has none of them.
 *
 *   GET  /health        → { ok, testDouble: "deepgram" }
 *   POST /script        { utterances: [string | {text, language?, confidence?}], language? } → { queued }
 *   GET  /script        → { pending }          (what is still waiting, per queue)
 *   GET  /heard         → { heard }            (every speech segment the double decided on)
 *   GET  /connections   → { connections }      (query parameters and counters of each connection)
 *   POST /reset         → { ok }               (clears script, heard and connections)
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { readBody, sendJson } from "../shared/double-server";
import type { HeardUtterance, RecordedConnection } from "./records";
import { scriptedUtteranceSchema, type ScriptedUtterance, type ScriptOptions, type ScriptedUtteranceInput } from "./utterance-script";

export interface ControlledDouble {
  connections: RecordedConnection[];
  heard: HeardUtterance[];
  script(utterances: ScriptedUtteranceInput[], opts?: ScriptOptions): number;
  pendingScript(): Record<string, ScriptedUtterance[]>;
  reset(): void;
}

const scriptBody = z.object({
  utterances: z.array(scriptedUtteranceSchema).min(1),
  language: z.string().min(2).optional(),
});

/** Returns false when the request is not a control request (the caller then tries the vendor routes). */
export async function handleControl(req: IncomingMessage, res: ServerResponse, double: ControlledDouble): Promise<boolean> {
  const path = new URL(req.url ?? "/", "http://double").pathname;
  const route = `${req.method} ${path}`;
  switch (route) {
    case "GET /health":
      sendJson(res, 200, { ok: true, testDouble: "deepgram" });
      return true;
    case "POST /script": {
      let parsed: z.infer<typeof scriptBody>;
      try {
        parsed = scriptBody.parse(JSON.parse((await readBody(req)).toString("utf8") || "{}"));
      } catch (err) {
        sendJson(res, 400, { error: `bad script: ${err instanceof Error ? err.message : String(err)}` });
        return true;
      }
      const queued = double.script(parsed.utterances, parsed.language === undefined ? {} : { language: parsed.language });
      sendJson(res, 200, { queued });
      return true;
    }
    case "GET /script":
      sendJson(res, 200, { pending: double.pendingScript() });
      return true;
    case "GET /heard":
      sendJson(res, 200, { heard: double.heard });
      return true;
    case "GET /connections":
      sendJson(res, 200, { connections: double.connections });
      return true;
    case "POST /reset":
      double.reset();
      sendJson(res, 200, { ok: true });
      return true;
    default:
      return false;
  }
}
