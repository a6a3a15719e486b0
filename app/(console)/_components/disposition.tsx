"use client";

import { Badge } from "@mantine/core";
import type { CallEnding, ConversationDisposition } from "~/contracts/vocabulary";
import { useWords } from "../_i18n";

/** An emergency must stand out in a list of calls; a call put through is worth a glance. */
const COLOR: Partial<Record<CallEnding, string>> = {
  emergency: "red",
  escalated: "blue",
  abandoned: "orange",
  after_refusal: "orange",
  ended_by_caller: "gray",
  unanswered: "gray",
  open: "gray",
};

/**
 * How a call ended, in words, coloured by how much it matters. `ending` comes from the server
 * (server/db/call-page.ts `callEnding`), the one rule the lists, the replay and the dashboard share;
 * data-disposition stays the stored value.
 */
export function DispositionBadge({ ending, disposition }: { ending: CallEnding; disposition?: ConversationDisposition | null }) {
  const w = useWords();
  return (
    // Wraps instead of ending in "Ended with a g…" when a table column is narrow.
    <Badge
      variant="light"
      color={COLOR[ending] ?? "brand"}
      data-disposition={disposition ?? undefined}
      data-ending={ending}
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: "normal", overflow: "visible" } }}
    >
      {w.disposition[ending]}
    </Badge>
  );
}
