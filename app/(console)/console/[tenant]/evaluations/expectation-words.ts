"use client";

import { useCallback } from "react";
import type { Expectation, ExpectationKind } from "~/contracts/evaluations";
import { useT, useWords } from "../../../_i18n";
import type { MessageKey } from "../../../_i18n/en";

export const KIND_LABEL: Record<ExpectationKind, MessageKey> = {
  answer: "evalKindAnswer",
  not_found: "evalKindNotFound",
  refusal: "evalKindRefusal",
  emergency: "evalKindEmergency",
  transfer: "evalKindTransfer",
};

/** An expectation in words: "answer the question, from path FAQ, mentioning “14 tot 20 uur”, never saying “…”". */
export function useExpectationWords() {
  const t = useT();
  const w = useWords();
  return useCallback(
    (e: Expectation) => {
      const parts = [t(KIND_LABEL[e.kind])];
      if (e.kind === "answer" && e.path) parts.push(t("evalExpectPath", { path: w.path[e.path] }));
      if (e.kind === "answer" && e.mentions) parts.push(t("evalExpectMentions", { mentions: e.mentions }));
      if ("mustNotMention" in e && e.mustNotMention) parts.push(t("evalExpectMustNot", { words: e.mustNotMention }));
      return parts.join(", ");
    },
    [t, w],
  );
}
