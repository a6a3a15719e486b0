"use client";

import { useCallback } from "react";
import type { Expectation, ExpectationKind } from "~/contracts/evaluations";
import { useT } from "../../../_i18n";
import type { MessageKey } from "../../../_i18n/en";

export const KIND_LABEL: Record<ExpectationKind, MessageKey> = {
  answer: "evalKindAnswer",
  not_found: "evalKindNotFound",
  refusal: "evalKindRefusal",
  emergency: "evalKindEmergency",
  transfer: "evalKindTransfer",
};

/** An expectation in words: "answer the question, from path faq, mentioning “14 tot 20 uur”". */
export function useExpectationWords() {
  const t = useT();
  return useCallback(
    (e: Expectation) => {
      const parts = [t(KIND_LABEL[e.kind])];
      if (e.kind === "answer" && e.path) parts.push(t("evalExpectPath", { path: e.path }));
      if (e.kind === "answer" && e.mentions) parts.push(t("evalExpectMentions", { mentions: e.mentions }));
      return parts.join(", ");
    },
    [t],
  );
}
