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

/** "12:30–14:00", "7.00 - 19.00": two clock times joined by a dash, not inside a longer number or next to an amount. */
const DASHED_RANGE = /(?<![\d:.,€$£])(\d{1,2})[:.](\d{2})\s*[–—-]\s*(\d{1,2})[:.](\d{2})(?!\d|[:.,]\d|\s*(?:€|EUR|CHF|euro))/giu;
/** "12.30" with a dot: a clock time only where the language says so (see ShapingPack.dottedTimeCue). */
const DOTTED = /(?<![\d:.,€$£])(\d{1,2})\.(\d{2})(?!\d|[:.,]\d|\s*(?:€|EUR|CHF|euro))/giu;
/** "7.30am", "9.00 uur", "14.30 h": the unit makes a dotted number a time in any language. */
const DOTTED_WITH_UNIT = /(?<![\d:.,€$£])(\d{1,2})\.(\d{2})(?=\s*(?:am|pm|uur|u|h|heures?|ore)(?![\p{L}\d]))/giu;
/** "7:30am", "7.30 pm": said as the 24-hour time it is, the suffix dropped (the spelled time says the day part). */
const TWELVE_HOUR = /(?<![\d:.,])(\d{1,2})[:.](\d{2})\s*([ap])(?:\.m\.|m)(?![\p{L}\d])/giu;

/**
 * Written ranges and dotted times made plain before spelling: a dash between two times is said as
 * the language's range words ("dalle dodici e trenta alle quattordici", not a pause), and "12.30"
 * becomes "12:30" where it is a time — else the phone-number grouping reads "12.30–14.00 e
 * 18.00–20.00" as one number ("012, 30, 14, 00").
 */
export function plainTimes(text: string, pack: ShapingPack): string {
  const range = pack.timeRange;
  let out = text.replace(TWELVE_HOUR, (whole, h: string, m: string, ap: string) => {
    const hour = Number(h);
    if (hour < 1 || hour > 12 || Number(m) > 59) return whole;
    const h24 = ap.toLowerCase() === "p" ? (hour % 12) + 12 : hour % 12;
    return `${h24}:${m}`;
  });
  out = out.replace(DASHED_RANGE, (whole, h1: string, m1: string, h2: string, m2: string, offset: number, all: string) => {
    if (!valid(Number(h1), Number(m1)) || !valid(Number(h2), Number(m2))) return whole;
    const before = all.slice(Math.max(0, offset - 24), offset);
    // "dalle 9.00 – 12.00": the page already says where the range starts.
    const from = new RegExp(`\\b${range.from}\\s+$`, "i").test(before) ? "" : `${range.from} `;
    return `${from}${h1}:${m1} ${range.to} ${h2}:${m2}`;
  });
  if (range.absorbs) out = out.replace(new RegExp(`${range.absorbs.source.replace(/\\s\+\$$/, "")}\\s+(?=${range.from} \\d)`, "gi"), "");
  out = out.replace(DOTTED_WITH_UNIT, (whole, h: string, m: string) => (valid(Number(h), Number(m)) ? `${h}:${m}` : whole));
  const cue = pack.dottedTimeCue;
  if (cue) {
    out = out.replace(DOTTED, (whole, h: string, m: string, offset: number, all: string) =>
      valid(Number(h), Number(m)) && cue.test(all.slice(Math.max(0, offset - 24), offset)) ? `${h}:${m}` : whole,
    );
  }
  // "van 15 tot 15.30 uur": the bare hour that opens a range ending in a clock time is a clock time too.
  const opensRange = new RegExp(String.raw`(?<![\d:.,€$£])(\d{1,2})(\s+${range.to}\s+)(?=\d{1,2}:\d{2})`, "giu");
  out = out.replace(opensRange, (whole, h: string, gap: string) => (Number(h) <= 23 ? `${h}:00${gap}` : whole));
  return out;
}

export function spellTimes(text: string, pack: ShapingPack): { text: string; spelled: number } {
  const counter = { n: 0 };
  let out = spellAll(plainTimes(text, pack), CLOCK, pack, counter);
  for (const form of pack.extraTimeForms) out = spellAll(out, form, pack, counter);
  return { text: out, spelled: counter.n };
}
