import "dayjs/locale/en-gb";
import "dayjs/locale/nl";
import type { ConsoleLang } from "./langs";

/**
 * The console language's conventions for dates, times and numbers: 26-11-2026 and 11,5 % in
 * Dutch; 26/11/2026 and 11.5 % in English (a European hospital's English, not the US month-first).
 */
export const LOCALES: Record<ConsoleLang, string> = { en: "en-GB", nl: "nl" };

/** dayjs's locale names, for the date pickers (@mantine/dates). */
export const DATE_LOCALES: Record<ConsoleLang, string> = { en: "en-gb", nl: "nl" };

export interface Formats {
  /** 26-11-2026 */
  date(value: Date | string | number): string;
  /** Today as the server names days ("2026-11-26"), in the same zone as the times shown. */
  today(now?: Date): string;
  /**
   * A calendar day as the server groups by it ("2026-11-26", the hospital's day), written the
   * language's way: 26-11-2026. Read as that day wherever the browser is, not as UTC midnight.
   */
  day(isoDay: string): string;
  /** 26-11-2026 14:05 */
  dateTime(value: Date | string | number): string;
  /** 14:05:09 */
  time(value: Date | string | number): string;
  /** 1.234 / 1,234; 2,5 / 2.5 with `digits`. */
  number(value: number, digits?: number): string;
  /** A share (0.115) as 11,5 % / 11.5%. */
  percent(share: number, digits?: number): string;
  /** A duration in milliseconds, as seconds with two decimals: 1,25 s. */
  seconds(ms: number): string;
}

/**
 * `timeZone`: the hospital's (an IANA name). A call at 23:30 in Brussels is shown at 23:30 on its own
 * day, the day the server's filters and the dashboard count it on, wherever the browser is; without
 * one, the browser's zone.
 */
export function formatsFor(lang: ConsoleLang, timeZone?: string): Formats {
  const locale = LOCALES[lang];
  const date = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone });
  // A calendar day has no zone: written as the day it names (noon UTC, read in UTC).
  const calendarDay = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
  const dateTime = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone });
  // en-CA writes a date as YYYY-MM-DD, the server's name for a day.
  const isoDay = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
  const numbers = new Map<number, Intl.NumberFormat>();
  const numberFormat = (digits: number) => {
    let f = numbers.get(digits);
    if (!f) numbers.set(digits, (f = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
    return f;
  };
  return {
    date: (v) => date.format(new Date(v)),
    today: (now = new Date()) => isoDay.format(now),
    day: (day) => {
      const [y, m, d] = day.split("-").map(Number);
      return y && m && d ? calendarDay.format(new Date(Date.UTC(y, m - 1, d, 12))) : day;
    },
    dateTime: (v) => dateTime.format(new Date(v)),
    time: (v) => time.format(new Date(v)),
    number: (v, digits = 0) => numberFormat(digits).format(v),
    percent: (share, digits = 1) =>
      new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(share),
    seconds: (ms) => `${numberFormat(2).format(ms / 1000)} s`,
  };
}
