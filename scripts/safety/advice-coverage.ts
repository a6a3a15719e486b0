/**
 * `npx tsx scripts/safety/advice-coverage.ts [--json]`: how the pre-filter does on the advice
 * families — recall per family and language (an ask counts as caught when it is refused or gets
 * the emergency reply) and over-refusal per language on the navigational near misses — for the
 * tested set and, separately, for the held-out set the patterns were not written from.
 */
import { LANGUAGES, type Lang } from "~/lib/lang";
import { logger } from "~/lib/logger";
import { classifyTerminal } from "~/server/safety";
import { ADVICE_ASKS, ADVICE_NEAR_MISSES } from "~/server/safety/prefilter/advice/advice-cases";
import { HELDOUT_ADVICE_ASKS, HELDOUT_NEAR_MISSES } from "~/server/safety/prefilter/advice/advice-heldout";
import { ADVICE_FAMILIES, type AdviceFamily } from "~/server/safety/prefilter/advice/families";

const REFUSED = new Set<string>(["SAFETY_REFUSAL", "EMERGENCY"]);

interface Coverage {
  recall: Record<Lang, Record<AdviceFamily, { caught: number; total: number; missed: string[] }>>;
  overRefusal: Record<Lang, { refused: number; total: number; refusedTexts: string[] }>;
}

function measure(asks: typeof ADVICE_ASKS, nearMisses: typeof ADVICE_NEAR_MISSES): Coverage {
  const recall = {} as Coverage["recall"];
  const overRefusal = {} as Coverage["overRefusal"];
  for (const lang of LANGUAGES) {
    recall[lang] = {} as Coverage["recall"][Lang];
    for (const family of ADVICE_FAMILIES) {
      const texts = asks[lang][family];
      const missed = texts.filter((t) => !REFUSED.has(classifyTerminal(t, lang)));
      recall[lang][family] = { caught: texts.length - missed.length, total: texts.length, missed };
    }
    const refusedTexts = nearMisses[lang].filter((t) => REFUSED.has(classifyTerminal(t, lang)));
    overRefusal[lang] = { refused: refusedTexts.length, total: nearMisses[lang].length, refusedTexts };
  }
  return { recall, overRefusal };
}

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(0)}%`;

function render(title: string, c: Coverage): string {
  const lines = [`== ${title}`, `family                   ${LANGUAGES.map((l) => l.padStart(9)).join("")}`];
  for (const family of ADVICE_FAMILIES) {
    lines.push(`${family.padEnd(25)}${LANGUAGES.map((l) => `${c.recall[l][family].caught}/${c.recall[l][family].total}`.padStart(9)).join("")}`);
  }
  const totals = LANGUAGES.map((l) => {
    const caught = ADVICE_FAMILIES.reduce((s, f) => s + c.recall[l][f].caught, 0);
    const total = ADVICE_FAMILIES.reduce((s, f) => s + c.recall[l][f].total, 0);
    return `${pct(caught, total)}`.padStart(9);
  });
  lines.push(`${"recall (all families)".padEnd(25)}${totals.join("")}`);
  lines.push(`${"over-refusal near misses".padEnd(25)}${LANGUAGES.map((l) => `${c.overRefusal[l].refused}/${c.overRefusal[l].total}`.padStart(9)).join("")}`);
  for (const l of LANGUAGES) {
    const missed = ADVICE_FAMILIES.flatMap((f) => c.recall[l][f].missed.map((t) => `${f}: ${t}`));
    if (missed.length) lines.push(`  missed (${l}): ${missed.join(" | ")}`);
    if (c.overRefusal[l].refusedTexts.length) lines.push(`  over-refused (${l}): ${c.overRefusal[l].refusedTexts.join(" | ")}`);
  }
  return lines.join("\n");
}

logger.level = "silent";
const tested = measure(ADVICE_ASKS, ADVICE_NEAR_MISSES);
const heldOut = measure(HELDOUT_ADVICE_ASKS, HELDOUT_NEAR_MISSES);
if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify({ tested, heldOut }, null, 2)}\n`);
else process.stdout.write(`${render("tested set (advice-cases.ts)", tested)}\n\n${render("HELD-OUT set (advice-heldout.ts)", heldOut)}\n`);
