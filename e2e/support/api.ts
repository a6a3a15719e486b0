import type { APIRequestContext, APIResponse } from "@playwright/test";
import { shedWaitMs } from "~/app/_trpc/retry-shed-fetch";

const TRIES = 5;
const LONGEST_WAIT_MS = 5_000;

/**
 * A spec's own GET to the app's API, as the console's client sends it (app/_trpc/retry-shed-fetch.ts):
 * a request the front shed under load (503 or 429 with Retry-After, refused before any work) is sent
 * again after the wait it asked for. A loaded fresh-clone run failed a spec on a shed `replay.list`
 * (503) that the console's own page would have retried. Any other answer (a 401, a 403, a procedure's
 * own error) comes back at once, for the spec to judge.
 */
export async function apiGet(request: APIRequestContext, url: string, options?: Parameters<APIRequestContext["get"]>[1]): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    const res = await request.get(url, options);
    const wait = shedWaitMs({ status: res.status(), headers: new Headers(res.headers()) }, LONGEST_WAIT_MS);
    if (wait === undefined || attempt >= TRIES) return res;
    await res.dispose();
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
