import type { JobRequest } from "@livekit/agents";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admissionOf, admitJobs, CALL_ADMISSION_ATTRIBUTE } from "./admission";
import { JobHostPool } from "./job-hosts/pool";

const capacity = { maxCalls: 2, busyReserve: 2 };
const settings = { agent: "unused.mjs", initializeTimeout: 1_000, closeTimeout: 1_000, sessionEndTimeout: 1_000, inferenceExecutor: undefined };

/** A job offer as agents-js hands it to `requestFunc`, recording how the worker answered. */
function offer(id: string) {
  const answer: { accepted?: Record<string, string>; rejected?: boolean } = {};
  const request = {
    id,
    accept: async (_name?: string, _identity?: string, _metadata?: string, attributes?: Record<string, string>) => {
      answer.accepted = attributes ?? {};
    },
    reject: async () => {
      answer.rejected = true;
    },
  } satisfies Pick<JobRequest, "id" | "accept" | "reject">;
  return { request: request as JobRequest, answer };
}

/** The job that an accepted offer becomes: what the entry reads its admission from. */
const jobOf = (attributes: Record<string, string> | undefined) => ({ info: { acceptArguments: { name: "", identity: "", metadata: "", attributes } } });

describe("admission of calls on a worker", () => {
  afterEach(() => vi.useRealTimers());

  it("answers up to its capacity, gives the busy message to the next ones, then refuses so LiveKit asks another worker — counting offers accepted in the same burst", async () => {
    const pool = new JobHostPool(settings, { hosts: 1 });
    const admit = admitJobs(() => pool, capacity);
    // Six offers before any job has started (a burst of callers): none of them is running yet.
    const offers = ["a", "b", "c", "d", "e", "f"].map(offer);
    for (const o of offers) await admit(o.request);
    const admissions = offers.map((o) => (o.answer.rejected ? "refuse" : admissionOf(jobOf(o.answer.accepted))));
    expect(admissions).toEqual(["answer", "answer", "busy", "busy", "refuse", "refuse"]);
  });

  it("forgets an accepted offer whose job never came (LiveKit gave it to another worker), so the worker does not stay full", async () => {
    vi.useFakeTimers();
    const pool = new JobHostPool(settings, { hosts: 1 });
    const admit = admitJobs(() => pool, capacity);
    for (const id of ["a", "b", "c", "d"]) await admit(offer(id).request);
    const late = offer("late");
    await admit(late.request);
    expect(late.answer.rejected).toBe(true);

    await vi.advanceTimersByTimeAsync(11_000);
    const again = offer("again");
    await admit(again.request);
    expect(admissionOf(jobOf(again.answer.accepted))).toBe("answer");
  });

  it("answers a job that carries no admission (a worker without admission control dispatched it)", () => {
    expect(admissionOf(jobOf(undefined))).toBe("answer");
    expect(admissionOf(jobOf({ [CALL_ADMISSION_ATTRIBUTE]: "busy" }))).toBe("busy");
  });
});
