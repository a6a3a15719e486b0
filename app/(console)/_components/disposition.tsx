"use client";

import { Badge } from "@mantine/core";
import { CONVERSATION_DISPOSITIONS, type ConversationDisposition } from "~/contracts/vocabulary";
import { useWords } from "../_i18n";

export const DISPOSITIONS = CONVERSATION_DISPOSITIONS;
export type Disposition = ConversationDisposition;

/** An emergency must stand out in a list of calls; a call put through is worth a glance. */
const COLOR: Partial<Record<string, string>> = { emergency: "red", escalated: "blue", abandoned: "orange", ended_by_caller: "gray" };

/** How a call ended, in words, coloured by how much it matters. */
export function DispositionBadge({ disposition }: { disposition: Disposition }) {
  const w = useWords();
  return (
    // Wraps instead of ending in "Ended with a g…" when a table column is narrow.
    <Badge
      variant="light"
      color={COLOR[disposition] ?? "brand"}
      data-disposition={disposition}
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: "normal", overflow: "visible" } }}
    >
      {w.disposition[disposition] ?? disposition}
    </Badge>
  );
}
