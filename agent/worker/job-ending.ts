/**
 * Whether a call's job has begun to end — the caller hung up, the room closed, the host is
 * stopping — so its entry must not start a call now.
 *
 * A job's end does not wait for its entry forever: agents-js gives an entry 15 s to return, then
 * closes the job's session and room and frees the call's slot. An entry still waiting past that (a
 * call's setup answered late by a busy app, 2026-11-29) went on afterwards and started a session
 * for nobody: it greeted an empty room and stayed in the job host for good, beside the calls the
 * host served next. The entry asks this after each wait.
 */
/** What this module reads of a job (a JobContext is one). */
export interface EndingJob {
  readonly room: { readonly isConnected: boolean };
}

const ending = new WeakSet<EndingJob>();

/** The job host calls this the moment a job's end begins, before it waits for the entry. */
export function markJobEnding(ctx: EndingJob): void {
  ending.add(ctx);
}

/**
 * True once the job's end has begun, or its room is no longer connected (a room closed under a
 * connected job, or a job run by agents-js's own process, which this module is not told about).
 * Only meaningful after the entry has connected.
 */
export function jobEnding(ctx: EndingJob): boolean {
  return ending.has(ctx) || !ctx.room.isConnected;
}
