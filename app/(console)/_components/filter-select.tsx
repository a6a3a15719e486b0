"use client";

import { Select } from "@mantine/core";
import { useT } from "../_i18n";

/** The "All" option's value: no stored code is spelled this way. */
const ALL = "__all__";

/**
 * A list filter whose first option is "All": picking it clears the filter. The small clear cross
 * of a clearable select is not reached by Tab and is easy to miss; an option is chosen like any
 * other, with the arrow keys and Enter, and says what the list shows now.
 */
export function FilterSelect({
  label,
  data,
  value,
  onChange,
  w,
  searchable,
  testId,
}: {
  label: string;
  data: { value: string; label: string }[];
  /** The chosen code, or "" / null for all. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  w?: number | string;
  searchable?: boolean;
  testId?: string;
}) {
  const t = useT();
  return (
    <Select
      label={label}
      data={[{ value: ALL, label: t("filterAll") }, ...data]}
      value={value || ALL}
      onChange={(v) => onChange(!v || v === ALL ? null : v)}
      allowDeselect={false}
      searchable={searchable}
      w={w}
      data-testid={testId}
    />
  );
}
