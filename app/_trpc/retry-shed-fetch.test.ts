import { describe, expect, it } from "vitest";
import { fetchRetryingShed, shedWaitMs } from "./retry-shed-fetch";

const shed = () => new Response('{"error":{"code":"SERVICE_UNAVAILABLE"}}', { status: 503, headers: { "retry-after": "2" } });
const ok = () => new Response('{"result":{"data":1}}', { status: 200 });

/** A server that answers with `answers` in turn, and what the client waited between them. */
function server(...answers: Array<() => Response>) {
  const waits: number[] = [];
  let calls = 0;
  const fetchImpl = (async () => answers[Math.min(calls++, answers.length - 1)]!()) as typeof fetch;
  return { fetchImpl, sleep: async (ms: number) => void waits.push(ms), waits, calls: () => calls };
}

describe("the console's requests the app shed under load", () => {
  it("are sent again after the wait the server asked for, and the page gets the answer", async () => {
    const s = server(shed, shed, ok);
    const res = await fetchRetryingShed(s)("/api/trpc/retention.findCalls", { method: "POST", body: "{}" });
    expect(res.status).toBe(200);
    expect(s.calls()).toBe(3);
    expect(s.waits).toEqual([2000, 2000]);
  });

  it("give up after the last try with the refusal itself, for the page to say", async () => {
    const s = server(shed);
    const res = await fetchRetryingShed({ ...s, tries: 3 })("/api/trpc/x", {});
    expect(res.status).toBe(503);
    expect(s.calls()).toBe(3);
  });

  it("a procedure's own error (no Retry-After) is not sent again", async () => {
    const s = server(() => new Response("{}", { status: 503 }), ok);
    const res = await fetchRetryingShed(s)("/api/trpc/x", {});
    expect(res.status).toBe(503);
    expect(s.calls()).toBe(1);
  });

  it("reads the wait from Retry-After, cut to the longest it honours", () => {
    expect(shedWaitMs({ status: 429, headers: new Headers({ "retry-after": "1" }) }, 5000)).toBe(1000);
    expect(shedWaitMs({ status: 503, headers: new Headers({ "retry-after": "120" }) }, 5000)).toBe(5000);
    expect(shedWaitMs({ status: 500, headers: new Headers({ "retry-after": "2" }) }, 5000)).toBeUndefined();
    expect(shedWaitMs({ status: 503, headers: new Headers({ "retry-after": "soon" }) }, 5000)).toBeUndefined();
  });
});
