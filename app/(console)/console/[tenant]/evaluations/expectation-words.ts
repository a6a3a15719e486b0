"use client";

import { useCallback } from "react";
import type { CaseResult, Expectation, ExpectationKind } from "~/contracts/evaluations";
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

/**
 * Why a case failed, in the console's language: what the line did instead (its class or its
 * answer's path, in words), or which words it left out or said. A run stored before the server
 * recorded the structured failure keeps its English reason.
 */
export function useFailureWords() {
  const t = useT();
  const w = useWords();
  return useCallback(
    (r: Pick<CaseResult, "passed" | "reason" | "failure" | "actual">): string | null => {
      if (r.passed) return null;
      const failure = r.failure;
      if (!failure) return r.reason;
      switch (failure.kind) {
        case "behaviour":
        case "path": {
          const a = r.actual;
          if (!a) return r.reason;
          let what = a.class !== "FALLTHROUGH" ? w.terminalClass[a.class] : t(a.found ? "evalGotAnswer" : "evalGotNotFound", { path: w.path[a.path] });
          if (a.action === "transfer") what = t("evalGotTransfer", { what });
          if (a.action === "end_call") what = t("evalGotEndCall", { what });
          return t("evalGotInstead", { what });
        }
        case "unmentioned":
          return t("evalFailUnmentioned", { words: failure.words });
        case "mentioned":
          return t("evalFailMentioned", { words: failure.words });
        case "number":
          return t("evalFailNumber", { number: failure.number });
        case "refused_input":
          return t("evalFailRefusedInput");
        case "error":
          return t("evalFailError");
      }
    },
    [t, w],
  );
}
