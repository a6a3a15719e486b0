import type { ShapingPack } from "./pack";

/**
 * H:MM → words, for every valid time or not at all. The reference system spelled only :00/:15/
 * :30/:45 and left "nine zero five"-style partials; a stubborn "24:00" is better than nonsense,
 * so invalid times and colon stamps ("2023:12:31", "12:30:45") stay as written.
 */
const CLOCK = /(?<![\d:.,])(\d{1,2}):(\d{2})(?![\d:])/g;

function valid(h: number, m: number): boolean {
  return h >= 0 && h <= 23 && m >= 0 && m <= 59;
}

function spellAll(text: string, re: RegExp, pack: ShapingPack, counter: { n: number }): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(re)) {
    const start = match.index!;
    const h = Number(match[1]);
    const m = match[2] === undefined ? 0 : Number(match[2]);
    if (!valid(h, m)) continue;
    let end = start + match[0].length;
    const before = out + text.slice(last, start);
    const { spoken, consumeBefore = 0 } = pack.spellTime(h, m, before);
    const unit = pack.trailingTimeUnit?.exec(text.slice(end));
    if (unit) end += unit[0].length;
    out = before.slice(0, before.length - consumeBefore) + spoken;
    last = end;
    counter.n += 1;
  }
  return out + text.slice(last);
}

export function spellTimes(text: string, pack: ShapingPack): { text: string; spelled: number } {
  const counter = { n: 0 };
  let out = spellAll(text, CLOCK, pack, counter);
  for (const form of pack.extraTimeForms) out = spellAll(out, form, pack, counter);
  return { text: out, spelled: counter.n };
}
