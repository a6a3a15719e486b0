import { z } from "zod";

/**
 * What the probe agent (TEST DOUBLE, ./probe-agent.ts) reports, one line per event on stdout, and
 * how a test waits for them. The test side never sleeps: it waits for the event that says the thing
 * happened, or fails with the events it did see.
 */
export const PROBE_LINE_PREFIX = "SIPPROBE ";

/** What the probe answers (nl, ≈ 5 s with espeak-ng at 150 wpm). */
export const PROBE_ANSWER_TEXT = "Het bezoek is welkom van veertien tot twintig uur. Op zondag kan u ook in de voormiddag langskomen, van tien tot twaalf uur.";

const attributes = z.record(z.string(), z.string());
const base = { room: z.string(), at: z.number() };

export const probeEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("dispatch"),
    ...base,
    metadata: z.string(),
    parsed: z.object({ tenant: z.string(), channel: z.string(), lang: z.string().optional() }).nullable(),
  }),
  z.object({ type: z.literal("sip_participant"), ...base, identity: z.string(), kind: z.string(), attributes }),
  z.object({ type: z.literal("sip_attributes_changed"), ...base, identity: z.string(), changed: attributes }),
  z.object({ type: z.literal("caller_question_heard"), ...base, identity: z.string(), speechMs: z.number(), totalMs: z.number() }),
  z.object({ type: z.literal("caller_audio_ended"), ...base, identity: z.string(), speechMs: z.number(), totalMs: z.number() }),
  z.object({ type: z.literal("answer_started"), ...base }),
  z.object({ type: z.literal("answer_finished"), ...base }),
  z.object({ type: z.literal("answer_cut_off"), ...base }),
  z.object({
    type: z.literal("sip_participant_left"),
    ...base,
    identity: z.string(),
    reason: z.string().nullable(),
    whileSpeaking: z.boolean(),
    attributes,
  }),
  z.object({ type: z.literal("job_shutdown"), ...base }),
]);

type WithoutAt<T> = T extends unknown ? Omit<T, "at"> : never;
export type ProbeEventWithTime = z.infer<typeof probeEventSchema>;
/** What the probe writes (the time is added when it is written). */
export type ProbeEvent = WithoutAt<ProbeEventWithTime>;
export type ProbeEventType = ProbeEventWithTime["type"];
export type ProbeEventOf<T extends ProbeEventType> = Extract<ProbeEventWithTime, { type: T }>;

/** Pure: a probe event from one output line, or undefined for any other line. */
export function parseProbeLine(line: string): ProbeEventWithTime | undefined {
  const at = line.indexOf(PROBE_LINE_PREFIX);
  if (at === -1) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(line.slice(at + PROBE_LINE_PREFIX.length));
  } catch {
    return undefined;
  }
  const parsed = probeEventSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** Collects events and lets a test await the first one matching a predicate. */
export class ProbeEventLog {
  private readonly events: ProbeEventWithTime[] = [];
  private readonly waiters = new Set<{ match: (e: ProbeEventWithTime) => boolean; resolve: (e: ProbeEventWithTime) => void }>();

  push(event: ProbeEventWithTime): void {
    this.events.push(event);
    for (const w of [...this.waiters]) {
      if (w.match(event)) {
        this.waiters.delete(w);
        w.resolve(event);
      }
    }
  }

  all(): readonly ProbeEventWithTime[] {
    return this.events;
  }

  /** Events of one room (a call), in order. */
  ofRoom(room: string): ProbeEventWithTime[] {
    return this.events.filter((e) => e.room === room);
  }

  /** The first event of `type` (optionally in `room`) — already seen, or the next one. */
  waitFor<T extends ProbeEventType>(type: T, opts: { room?: string; timeoutMs: number; where?: (e: ProbeEventOf<T>) => boolean }): Promise<ProbeEventOf<T>> {
    const match = (e: ProbeEventWithTime): boolean =>
      e.type === type && (opts.room === undefined || e.room === opts.room) && (opts.where?.(e as ProbeEventOf<T>) ?? true);
    const seen = this.events.find(match);
    if (seen !== undefined) return Promise.resolve(seen as ProbeEventOf<T>);
    return new Promise<ProbeEventOf<T>>((resolve, reject) => {
      const waiter = { match, resolve: (e: ProbeEventWithTime) => (clearTimeout(timer), resolve(e as ProbeEventOf<T>)) };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        const seenTypes = this.events.filter((e) => opts.room === undefined || e.room === opts.room).map((e) => e.type);
        reject(
          new Error(
            `probe agent reported no ${type}${opts.room ? ` in ${opts.room}` : ""} within ${opts.timeoutMs} ms; saw: ${seenTypes.join(", ") || "nothing"}`,
          ),
        );
      }, opts.timeoutMs);
      this.waiters.add(waiter);
    });
  }
}
