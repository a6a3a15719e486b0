import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The app's Prometheus metrics (served at /api/metrics, see server/api/metrics.ts). Turn metrics
 * are observed where turns are written (the cognition persist stage) and where the agent reports
 * its timings; gauges that describe "now" (active calls, shaper compliance) are read from the
 * database at scrape time. The registry lives on globalThis: Next.js may load this module once per
 * route bundle, and every copy must count into the same registry.
 */

/** Seconds; the voice line's budget is 1.5 s to first audio, so the buckets are dense below 3 s. */
const LATENCY_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 5, 10];

function build() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "voicedesk_" });
  const labels = ["tenant", "path"] as const;
  return {
    registry,
    turnLatency: new Histogram({
      name: "voicedesk_turn_duration_seconds",
      help: "Server-side turn time (request in → answer decided), per answer path and tenant.",
      labelNames: labels,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    firstAudio: new Histogram({
      name: "voicedesk_first_audio_seconds",
      help: "End of caller speech → first agent audio, as the agent measured it, per answer path and tenant.",
      labelNames: labels,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    turns: new Counter({
      name: "voicedesk_turns_total",
      help: "Caller turns answered.",
      labelNames: ["tenant", "path", "language"] as const,
      registers: [registry],
    }),
    emergencies: new Counter({
      name: "voicedesk_emergencies_total",
      help: "Turns classed EMERGENCY (the reply names 112 first).",
      labelNames: ["tenant"] as const,
      registers: [registry],
    }),
    refusals: new Counter({
      name: "voicedesk_safety_refusals_total",
      help: "Turns refused by the pre-filter (SAFETY_REFUSAL).",
      labelNames: ["tenant"] as const,
      registers: [registry],
    }),
    postfilterBlocks: new Counter({
      name: "voicedesk_postfilter_blocks_total",
      help: "Answers the post-filter stopped (the safety reply was said instead).",
      labelNames: ["tenant", "path"] as const,
      registers: [registry],
    }),
    secondOpinion: new Counter({
      name: "voicedesk_safety_second_opinion_total",
      help: "Turns by what the semantic safety second opinion did: added_refusal, added_emergency, consulted (added nothing), unavailable (embedder down or slow: the patterns alone decided), skipped (the patterns heard an emergency), off (none configured).",
      labelNames: ["tenant", "outcome"] as const,
      registers: [registry],
    }),
    retrievalLexicalFallbacks: new Counter({
      name: "voicedesk_retrieval_lexical_fallback_total",
      help: "Searches answered by the full-text branch alone because the embedder could not be reached.",
      labelNames: ["tenant"] as const,
      registers: [registry],
    }),
    disclaimers: new Counter({
      name: "voicedesk_disclaimers_total",
      help: "Answers that carried the medical disclaimer.",
      labelNames: ["tenant"] as const,
      registers: [registry],
    }),
    transfers: new Counter({
      name: "voicedesk_transfers_total",
      help: "Turns that put the caller through to a person.",
      labelNames: ["tenant"] as const,
      registers: [registry],
    }),
    notFound: new Counter({
      name: "voicedesk_not_found_total",
      help: "Turns the line could not answer.",
      labelNames: ["tenant", "path"] as const,
      registers: [registry],
    }),
    activeCalls: new Gauge({
      name: "voicedesk_active_calls",
      help: "Voice and phone calls open now (started, not ended, in the last 2 hours).",
      labelNames: ["tenant"] as const,
      registers: [registry],
    }),
    shaperCompliance: new Gauge({
      name: "voicedesk_shaper_compliance_ratio",
      help: "Share of the last hour's answers the shaper passed whole (no sentence dropped), per tenant.",
      labelNames: ["tenant"] as const,
      registers: [registry],
    }),
  };
}

export type OperationsMetrics = ReturnType<typeof build>;

declare global {
  var voicedeskMetrics: OperationsMetrics | undefined;
}
const store = globalThis;

export function metrics(): OperationsMetrics {
  store.voicedeskMetrics ??= build();
  return store.voicedeskMetrics;
}

export interface ObservedTurn {
  tenant: string;
  path: string;
  language: string;
  terminalClass: string;
  totalMs: number;
  found: boolean;
  disclaimer: boolean;
  action: string;
  postfilterBlocked: boolean;
  /** What the safety second opinion did (stages/second-opinion.ts); omitted by callers that never ask one. */
  secondOpinion?: string;
}

/** One answered turn into the counters and the server-side latency histogram. */
export function observeTurn(t: ObservedTurn): void {
  const m = metrics();
  m.turns.inc({ tenant: t.tenant, path: t.path, language: t.language });
  m.turnLatency.observe({ tenant: t.tenant, path: t.path }, t.totalMs / 1000);
  if (t.terminalClass === "EMERGENCY") m.emergencies.inc({ tenant: t.tenant });
  if (t.terminalClass === "SAFETY_REFUSAL") m.refusals.inc({ tenant: t.tenant });
  if (t.postfilterBlocked) m.postfilterBlocks.inc({ tenant: t.tenant, path: t.path });
  if (t.disclaimer) m.disclaimers.inc({ tenant: t.tenant });
  if (t.secondOpinion) m.secondOpinion.inc({ tenant: t.tenant, outcome: t.secondOpinion });
  if (t.action === "transfer") m.transfers.inc({ tenant: t.tenant });
  if (!t.found) m.notFound.inc({ tenant: t.tenant, path: t.path });
}

export function observeFirstAudio(tenant: string, path: string, ms: number): void {
  metrics().firstAudio.observe({ tenant, path }, ms / 1000);
}
