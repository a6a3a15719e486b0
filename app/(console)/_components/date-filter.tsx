"use client";

import { DateInput } from "@mantine/dates";
import { useLang } from "../_i18n";

/** Day first, in the console language's way: 26-11-2026 / 26/11/2026. */
const SHOWN: Record<string, string> = { nl: "DD-MM-YYYY", en: "DD/MM/YYYY" };

/** "26-11-2026", "26/11/2026" or "26.11.2026" → "2026-11-26"; null when it is no date. */
export function parseDayFirst(text: string): string | null {
  const m = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A date field whose calendar and text follow the console language, typed or picked; the value is
 * an ISO day ("2026-11-26") or "".
 */
export function DateFilter({ label, value, onChange, w = 160 }: { label: string; value: string; onChange: (day: string) => void; w?: number }) {
  const lang = useLang();
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(day) => onChange(day ?? "")}
      valueFormat={SHOWN[lang]}
      dateParser={(text) => parseDayFirst(text)}
      clearable
      w={w}
      popoverProps={{ withinPortal: true }}
    />
  );
}
