"use client";

import { Badge } from "@mantine/core";
import { useWords } from "../_i18n";
import { turnOutcome, type TurnFacts, type TurnOutcome } from "./turn-outcome";

/** The words carry the meaning; the colour only ranks it (an emergency is the one filled badge). */
const LOOK: Record<TurnOutcome, { color: string; variant: "filled" | "light" }> = {
  emergency: { color: "red", variant: "filled" },
  blocked: { color: "grape", variant: "light" },
  refused: { color: "orange", variant: "light" },
  transferred: { color: "blue", variant: "light" },
  not_found: { color: "yellow", variant: "light" },
  answered: { color: "brand", variant: "light" },
  other: { color: "gray", variant: "light" },
};

/** What the turn came to for the caller, in words: "Refused: medical advice", "Emergency: sent to 112", "Answered". */
export function TurnOutcomeBadge({ turn, count }: { turn: TurnFacts; count?: number }) {
  const w = useWords();
  const outcome = turnOutcome(turn);
  const words =
    outcome === "other" ? (w.terminalClass[turn.terminalClass as keyof typeof w.terminalClass] ?? turn.terminalClass ?? w.unknown) : w.outcome[outcome];
  return <OutcomeBadge outcome={outcome} words={words} count={count} />;
}

/** One outcome of a call's turns, with how many turns had it when more than one. */
export function OutcomeBadge({ outcome, words, count }: { outcome: TurnOutcome; words?: string; count?: number }) {
  const w = useWords();
  const said = words ?? (outcome === "other" ? w.unknown : w.outcome[outcome]);
  return (
    <Badge {...LOOK[outcome]} data-outcome={outcome} h="auto" py={2} styles={{ label: { whiteSpace: "normal", overflow: "visible" } }}>
      {count && count > 1 ? `${count} × ${said}` : said}
    </Badge>
  );
}
