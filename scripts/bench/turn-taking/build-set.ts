/**
 * Makes the turn-taking set once from a list of phrases written for it, and splits it:
 *   npx tsx scripts/bench/turn-taking/build-set.ts <phrases.json>
 * A seeded draw over phrase groups, stratified by language and kind, puts a quarter of the groups
 * in testkit/fixtures/sealed/turn-taking/ (read only by the bench's aggregate mode) and the rest in
 * testkit/fixtures/turn-taking/ (development). The split is made before any detector is run on the
 * set; groups, not items, are split, so the sealed words never appear in the development part.
 * Each item's audio is rendered and its checksum recorded. The phrase list itself is not kept in
 * the repository: the two manifests are the set.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { seededRandom } from "../fixtures/seeded-random";
import { renderItem } from "~/testkit/turn-taking/render-set";
import { COMPLETE_KINDS, DEV_SET, SEALED_SET, TURN_KINDS, type TurnItem, type TurnKind, type TurnSet } from "~/testkit/turn-taking/set-format";
const SPLIT_SEED = "turn-taking-split-v1";
const VARIANT_SEED = "turn-taking-variants-v1";
const LEAD_IN_MS = 300;

const LANGS = ["nl", "en", "fr", "it"] as const;
type Lang = (typeof LANGS)[number];
/** The better voices each language has here (docs/local-models.md, "test voices"). */
const VOICES: Record<Lang, string[]> = {
  nl: ["espeak:nl", "mbrola:nl2"],
  en: ["pico:en-GB", "pico:en-US"],
  fr: ["pico:fr-FR"],
  it: ["pico:it-IT"],
};
const RATES = [0.85, 1, 1.2];
/** Renderings per phrase group: more for the short answers and the pauses, which carry the risk. */
const VARIANTS: Record<TurnKind, number> = { question: 2, short: 3, number: 3, hesitation: 3, list: 3, trailing: 3 };

const phraseFileSchema = z.record(z.enum(LANGS), z.record(z.enum(TURN_KINDS), z.array(z.union([z.string(), z.array(z.string()).min(2)]))));

interface Group {
  id: string;
  lang: Lang;
  kind: TurnKind;
  segments: string[];
}

function groupsOf(phrases: z.infer<typeof phraseFileSchema>): Group[] {
  const groups: Group[] = [];
  for (const lang of LANGS) {
    for (const kind of TURN_KINDS) {
      (phrases[lang]?.[kind] ?? []).forEach((p, i) => {
        const segments = typeof p === "string" ? [p] : p;
        if (COMPLETE_KINDS.includes(kind) !== (segments.length === 1))
          throw new Error(`${lang}/${kind} #${i}: complete kinds take one segment, the others two or more`);
        groups.push({ id: `${lang}-${kind}-${String(i + 1).padStart(2, "0")}`, lang, kind, segments });
      });
    }
  }
  return groups;
}

/** A quarter of each (language, kind) stratum, rounded, drawn with a fixed seed. */
export function sealedGroups(groupIds: Array<{ id: string; lang: string; kind: string }>, seed = SPLIT_SEED): Set<string> {
  const rng = seededRandom(seed);
  const sealed = new Set<string>();
  const strata = new Map<string, string[]>();
  for (const g of groupIds) {
    const key = `${g.lang}/${g.kind}`;
    (strata.get(key) ?? strata.set(key, []).get(key)!).push(g.id);
  }
  for (const key of [...strata.keys()].sort()) {
    const ids = strata.get(key)!;
    for (const id of rng.shuffle(ids).slice(0, Math.round(ids.length / 4))) sealed.add(id);
  }
  return sealed;
}

function itemsOf(group: Group): TurnItem[] {
  const rng = seededRandom(`${VARIANT_SEED}:${group.id}`);
  const voices = rng.shuffle(VOICES[group.lang]);
  const rates = rng.shuffle(RATES);
  return Array.from({ length: VARIANTS[group.kind] }, (_, v) => ({
    id: `${group.id}-${String.fromCharCode(97 + v)}`,
    group: group.id,
    lang: group.lang,
    kind: group.kind,
    voice: voices[v % voices.length]!,
    rate: rates[v % rates.length]!,
    // Alternate wide and phone band, starting at random, so both carry every kind.
    band: (v + (rng.chance(0.5) ? 1 : 0)) % 2 === 0 ? ("wide" as const) : ("phone" as const),
    segments: group.segments,
    // 300–1,500 ms in 50 ms steps: the pauses callers leave between digit groups and after "ehm".
    pausesMs: group.segments.slice(1).map(() => 300 + 50 * rng.int(0, 24)),
  }));
}

function withChecksums(set: TurnSet): TurnSet {
  return { ...set, items: set.items.map((item) => ({ ...item, sha256: renderItem(item, set, { verify: false }).sha256 })) };
}

function write(path: string, set: TurnSet): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(set, null, 1)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const source = process.argv[2];
  if (!source) {
    console.error("usage: npx tsx scripts/bench/turn-taking/build-set.ts <phrases.json>");
    process.exit(2);
  }
  const groups = groupsOf(phraseFileSchema.parse(JSON.parse(readFileSync(source, "utf8"))));
  const sealed = sealedGroups(groups);
  const about = (part: string) =>
    `Turn-taking set, ${part}: caller turns in nl/en/fr/it spoken by the test voices (Pico en/fr/it; espeak-ng and MBROLA nl2 for Dutch) at rates ${RATES.join("/")}, wide band or phone band (8 kHz µ-law); incomplete kinds pause 300–1,500 ms mid-turn. Split by phrase group with seed "${SPLIT_SEED}", a quarter of each language×kind sealed, before any detector ran. Audio: testkit/turn-taking/render-set.ts.`;
  const dev: TurnSet = {
    name: "turn-taking (development)",
    about: about("development part"),
    leadInMs: LEAD_IN_MS,
    items: groups.filter((g) => !sealed.has(g.id)).flatMap(itemsOf),
  };
  const held: TurnSet = {
    name: "turn-taking (sealed)",
    about: about("sealed part"),
    leadInMs: LEAD_IN_MS,
    items: groups.filter((g) => sealed.has(g.id)).flatMap(itemsOf),
  };
  write(DEV_SET, withChecksums(dev));
  write(SEALED_SET, withChecksums(held));
  // Counts only: the sealed part's words are not printed.
  console.log(`groups ${groups.length} (sealed ${sealed.size}); items: development ${dev.items.length}, sealed ${held.items.length}`);
  // rtc-node's native resampler keeps the event loop alive.
  process.exit(0);
}
