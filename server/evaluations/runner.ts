import { z } from "zod";
import type { CaseResult } from "~/contracts/evaluations";
import { moduleLogger } from "~/lib/logger";
import { rehearsalJournal, runTurn, type TurnDeps } from "~/server/cognition/orchestrator";
import { tenantContext } from "~/server/tenant-context";
import type { EvaluationCase } from "./cases";
import { judge } from "./judge";

const log = moduleLogger("evaluations.runner");

export interface RunProgress {
  done: number;
  total: number;
  passed: number;
  failed: number;
}

/**
 * Each case as a typed turn through the real orchestrator — the tenant's live documents, overlay,
 * matrix, safety packs and (when configured) model — but in a rehearsal journal: the turn is no
 * call, so nothing reaches the call list, replay, the dashboard, alerts or /api/metrics.
 * Every case is its own conversation, so one case's language lock or focus never leaks into the
 * next. A turn that throws is a failed case with its error; the run goes on.
 */
export async function runCases(
  deps: TurnDeps,
  tenant: { id: string; slug: string },
  cases: readonly EvaluationCase[],
  opts: { runId: string; onProgress?: (p: RunProgress) => void },
): Promise<CaseResult[]> {
  const started = performance.now();
  const rehearsal: TurnDeps = { ...deps, journal: rehearsalJournal() };
  const { emergencyNumber } = (await tenantContext(deps.db, tenant.slug)).taxonomy.tenant;
  const results: CaseResult[] = [];
  for (const [i, c] of cases.entries()) {
    results.push(await runCase(rehearsal, tenant.slug, c, { conversation: `evaluation-${opts.runId}-${i}`, emergencyNumber }));
    const passed = results.filter((r) => r.passed).length;
    opts.onProgress?.({ done: results.length, total: cases.length, passed, failed: results.length - passed });
  }
  const passed = results.filter((r) => r.passed).length;
  log.info(
    { tenant: tenant.slug, runId: opts.runId, cases: cases.length, passed, failed: cases.length - passed, ms: Math.round(performance.now() - started) },
    "evaluation_run_done",
  );
  return results;
}

async function runCase(deps: TurnDeps, tenant: string, c: EvaluationCase, o: { conversation: string; emergencyNumber: string }): Promise<CaseResult> {
  const base = { caseId: c.id, lang: c.lang, question: c.question, expect: c.expect };
  const t0 = performance.now();
  try {
    // As a caller hears the line (the spoken wording: "hang up and call 1, 1, 2"), not the website chat's.
    const turn = await runTurn(deps, { tenant, conversation: o.conversation, channel: "voice", lang: c.lang, text: c.question });
    const verdict = judge(c.expect, turn, o.emergencyNumber);
    return {
      ...base,
      ...verdict,
      actual: { class: turn.class, path: turn.path, found: turn.found, action: turn.action },
      spoken: turn.spoken,
      citations: [...new Set(turn.citations.map((x) => x.title))],
      latencyMs: Math.round(turn.latencyMs),
    };
  } catch (err) {
    log.warn({ tenant, caseId: c.id, err }, "evaluation_case_threw");
    return {
      ...base,
      passed: false,
      reason: failureInWords(err),
      failure: { kind: err instanceof z.ZodError ? "refused_input" : "error" },
      actual: null,
      spoken: "",
      citations: [],
      latencyMs: Math.round(performance.now() - t0),
    };
  }
}

/**
 * A turn that threw, for QA: a question the line's input rules refuse says which rule (that is the
 * finding); anything else is internal — its message stays in the log.
 */
function failureInWords(err: unknown): string {
  if (err instanceof z.ZodError) return `the line refused the question: ${err.issues.map((i) => `${i.path.join(".") || "input"} ${i.message}`).join("; ")}`;
  return "the turn failed with an error (the server log has the details)";
}
