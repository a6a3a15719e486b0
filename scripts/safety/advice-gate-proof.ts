/**
 * The advice gate, proved from the patterns. A language's advice rules run only when its gate
 * ` (?:{MED}|{SYMPTOM}|…) ` finds a vocabulary word between spaces; a rule that can match without
 * one is dead on exactly those phrasings, as the emergency gates once were (gate-coverage.test.ts).
 * The advice gate is no list of substrings but a regular expression over vocabularies (drug names
 * with endings, `\w*itis`), so `mustContain` cannot read it directly. Instead each of the gate's
 * alternatives is recognised in a rule by its source — the rules are built from the same vocabulary
 * strings — and stands for one word, GATE: a rule is proved when every text it matches must hold
 * " GATE ", a gate word between spaces, which is what the gate looks for. Sound and conservative: a
 * vocabulary written differently in a rule, or glued to other letters, is not counted.
 */
import { parseRegExpLiteral } from "@eslint-community/regexpp";
import { mustContain } from "./must-contain";

const SENTINEL = "GATE";

/** The gate's alternatives (each a vocabulary group or a word), from ` (?:A|B|…) `, longest first. */
export function gateAlternatives(gate: RegExp): string[] {
  const top = parseRegExpLiteral(gate).pattern.alternatives;
  if (top.length !== 1) throw new Error(`advice gate ${gate.source.slice(0, 40)}…: expected one alternative`);
  const group = top[0]!.elements.find((e) => e.type === "Group");
  if (!group || group.type !== "Group") throw new Error("advice gate: expected ' (?:…) '");
  return group.alternatives.map((a) => a.raw).sort((a, b) => b.length - a.length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The rule's source with every occurrence of a gate alternative (as a whole token of the source) written as GATE. */
export function withGateWords(rule: RegExp, alternatives: readonly string[]): RegExp {
  let source = rule.source;
  for (const alt of alternatives) {
    // A plain word only as a whole word of the source, never inside another word or after a backslash.
    const plainWord = /^[a-z][a-z ]*$/.test(alt);
    if (plainWord && alt.length < 3) continue;
    const find = plainWord ? new RegExp(`(?<![A-Za-z\\\\])${escape(alt)}(?![A-Za-z])`, "g") : new RegExp(escape(alt), "g");
    source = source.replace(find, SENTINEL);
  }
  return new RegExp(source, rule.flags);
}

/** Whether every text `rule` matches holds a word the gate finds (proved; false when it cannot be). */
export function provedByGate(rule: RegExp, gate: RegExp): boolean {
  return mustContain(withGateWords(rule, gateAlternatives(gate)), [` ${SENTINEL} `]);
}
