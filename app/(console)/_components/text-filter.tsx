"use client";

import { TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useState } from "react";

/**
 * A words filter that types freely and tells the list a quarter of a second after the last key,
 * not on every keystroke (each change is a query and an address change).
 */
export function TextFilter({
  label,
  value,
  onChange,
  w,
  maw,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  w?: number;
  /** At most this wide, narrower on a phone. */
  maw?: number;
}) {
  const [typed, setTyped] = useState(value);
  const report = useDebouncedCallback(onChange, 250);
  return (
    <TextInput
      label={label}
      value={typed}
      onChange={(e) => {
        setTyped(e.currentTarget.value);
        report(e.currentTarget.value.trim());
      }}
      w={w}
      maw={maw}
    />
  );
}
