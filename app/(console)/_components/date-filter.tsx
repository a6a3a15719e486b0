"use client";

import { DatePickerInput } from "@mantine/dates";
import { useLang } from "../_i18n";

/** Day first, in the console language's way: 26-11-2026 / 26/11/2026. */
const SHOWN: Record<string, string> = { nl: "DD-MM-YYYY", en: "DD/MM/YYYY" };

/** A date field whose calendar and text follow the console language; the value is an ISO day ("2026-11-26") or "". */
export function DateFilter({ label, value, onChange, w = 160 }: { label: string; value: string; onChange: (day: string) => void; w?: number }) {
  const lang = useLang();
  return (
    <DatePickerInput
      label={label}
      value={value || null}
      onChange={(day) => onChange(day ?? "")}
      valueFormat={SHOWN[lang]}
      clearable
      w={w}
      popoverProps={{ withinPortal: true }}
    />
  );
}
