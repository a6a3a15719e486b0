"use client";

import { Badge } from "@mantine/core";
import { CONVERSATION_DISPOSITIONS, type ConversationDisposition } from "~/contracts/vocabulary";
import { useWords } from "../_i18n";
import type { CallEnding } from "./call-ending";

export const DISPOSITIONS = CONVERSATION_DISPOSITIONS;
export type Disposition = ConversationDisposition;

/** An emergency must stand out in a list of calls; a call put through is worth a glance. */
const COLOR: Partial<Record<CallEnding, string>> = {
  emergency: "red",
  escalated: "blue",
  abandoned: "orange",
  after_refusal: "orange",
  ended_by_caller: "gray",
  unanswered: "gray",
};

/**
 * How a call ended, in words, coloured by how much it matters. `ending` (./call-ending.ts) tells it
 * so as not to contradict the call's turns; data-disposition stays the stored value.
 */
export function DispositionBadge({ disposition, ending = disposition }: { disposition: Disposition; ending?: CallEnding }) {
  const w = useWords();
  return (
    // Wraps instead of ending in "Ended with a g…" when a table column is narrow.
    <Badge
      variant="light"
      color={COLOR[ending] ?? "brand"}
      data-disposition={disposition}
      data-ending={ending}
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: "normal", overflow: "visible" } }}
    >
      {w.disposition[ending] ?? ending}
    </Badge>
  );
}
