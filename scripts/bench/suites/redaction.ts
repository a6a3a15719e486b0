import { LANGUAGES } from "~/lib/lang";
import { findPii } from "~/lib/privacy";
import { REDACTION_SETS } from "~/testkit/fixtures/privacy";
import { SECOND_LOOK_SETS } from "~/testkit/fixtures/privacy/second-look";
import { parseLabelledLine, scoreRedaction, type RedactionScore } from "~/testkit/privacy/redaction-score";
import { describeMachine } from "../machine";
import { baselineRow, latencyRow, type SuiteReport } from "../report";
import type { BenchSuite } from "../suite";

/**
 * How well the redactor finds a caller's personal data (precision and recall per language, on the
 * labelled development sets and on a second set written after tuning), and what it costs per line
 * against the e-mail pattern alone.
 */
const describe = (s: RedactionScore) =>
  `precision ${(100 * s.precision).toFixed(1)} % (${s.right}/${s.redacted}), recall ${(100 * s.recall).toFixed(1)} % (${s.found}/${s.marked}), ${s.lines} lines`;

const EMAIL_ONLY = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;

export const redactionSuite: BenchSuite = {
  name: "redaction",
  description: "PII redaction: precision and recall per language on the labelled sets (testkit/fixtures/privacy), cost per line",
  async run(ctx): Promise<SuiteReport> {
    const started = new Date();
    const notes: string[] = [];
    for (const lang of LANGUAGES) {
      notes.push(`${lang} development set: ${describe(scoreRedaction(REDACTION_SETS[lang]))}`);
      notes.push(`${lang} second look (written after tuning): ${describe(scoreRedaction(SECOND_LOOK_SETS[lang]))}`);
    }
    const lines = LANGUAGES.flatMap((l) => [...REDACTION_SETS[l], ...SECOND_LOOK_SETS[l]]).map((l) => parseLabelledLine(l).text);
    const rounds = ctx.options.quick ? 5 : 30;
    const time = (fn: (text: string) => unknown) => {
      const samples: number[] = [];
      for (let r = 0; r < rounds; r++)
        for (const line of lines) {
          const t = performance.now();
          fn(line);
          samples.push(performance.now() - t);
        }
      return samples;
    };
    time(findPii); // warm-up: the patterns compile on first use
    const base = baselineRow(
      "email",
      "e-mail pattern alone, one line",
      time((t) => [...t.matchAll(EMAIL_ONLY)]),
      "µs",
    );
    const row = latencyRow("findPii", "findPii, every detector, one line", time(findPii), "µs", base);
    ctx.progress(`redaction: ${lines.length} lines × ${rounds} rounds`);
    return {
      suite: "redaction",
      description: this.description,
      startedAt: started.toISOString(),
      durationSeconds: (Date.now() - started.getTime()) / 1000,
      machine: describeMachine(),
      params: { lines: lines.length, rounds },
      baselines: [base],
      sections: [{ title: "µs per caller line", rows: [row] }],
      references: [],
      notes,
    };
  },
};
