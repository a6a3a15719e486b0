"use client";

import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";
import { Text } from "@mantine/core";
import { faqEditSchema } from "~/contracts/tenant-admin";
import { DataEditorPage, lines, type EditorSpec } from "../../../_components/data-editor";
import { LanguageName } from "../../../_components/language-name";

type Faq = inferRouterOutputs<AppRouter>["faq"]["list"]["rows"][number];

const spec: EditorSpec<Faq> = {
  kind: "faq",
  title: "navFaq",
  lead: "faqLead",
  schema: faqEditSchema,
  // By its first question in its own language: the key ("bezoekuren") is the database's word, and the
  // same for the entry's four languages.
  nameOf: (f) => f.questions[0] ?? f.answer.slice(0, 60),
  noun: "faqCount",
  byLang: true,
  // At 390 px the question beside its language and two buttons had a third of the card and ran to four lines.
  cardActionsAtFoot: true,
  columns: [
    { label: "colFaqQuestion", cell: (f) => f.questions[0] ?? "—", card: "title" },
    { label: "colLang", cell: (f) => <LanguageName lang={f.lang} />, card: "meta" },
    {
      label: "fieldAnswer",
      cell: (f) => (f.answer.length > 120 ? `${f.answer.slice(0, 120)}…` : f.answer),
      card: "body",
      // Two lines on a phone: enough to tell entries apart; the whole answer is one tap away (Edit).
      cardCell: (f) => (
        <Text inherit lineClamp={2}>
          {f.answer}
        </Text>
      ),
    },
  ],
  empty: { key: "", lang: "nl", questions: "", answer: "", url: "" },
  // From the first question; a translation of an entry takes that entry's key (the admin changes it).
  keyFrom: (f) => lines(f.questions)[0] ?? "",
  toForm: (f) => ({ ...f, questions: f.questions.join("\n") }),
  toItem: (f) => ({ key: f.key, lang: f.lang, questions: lines(f.questions), answer: f.answer, url: String(f.url ?? "").trim() }),
  fields: [
    { name: "lang", label: "colLang", type: "select", options: "langs" },
    { name: "questions", label: "fieldQuestions", type: "lines" },
    { name: "key", label: "fieldKey", type: "key" },
    { name: "answer", label: "fieldAnswer", type: "textarea" },
    { name: "url", label: "fieldUrl", type: "text", inputMode: "url" },
  ],
};

export default function FaqPage() {
  return <DataEditorPage spec={spec} />;
}
