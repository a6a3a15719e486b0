"use client";

import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";
import { symptomEditSchema } from "~/contracts/tenant-admin";
import { DataEditorPage, type EditorSpec } from "../../../_components/data-editor";
import { DepartmentName } from "../../../_components/department-names";
import { LanguageName } from "../../../_components/language-name";

type Symptom = inferRouterOutputs<AppRouter>["symptoms"]["list"]["rows"][number];

const spec: EditorSpec<Symptom> = {
  kind: "symptoms",
  title: "navSymptoms",
  lead: "symptomsLead",
  schema: symptomEditSchema,
  nameOf: (s) => s.term,
  noun: "symptomsCount",
  byLang: true,
  columns: [
    { label: "fieldTerm", cell: (s) => s.term, card: "title" },
    { label: "colLang", cell: (s) => <LanguageName lang={s.lang} />, card: "aside" },
    { label: "fieldDepartment", cell: (s) => <DepartmentName departmentKey={s.department} />, card: "meta" },
  ],
  empty: { lang: "nl", term: "", department: "" },
  toForm: (s) => ({ lang: s.lang, term: s.term, department: s.department }),
  toItem: (f) => ({ lang: f.lang, term: f.term, department: f.department }),
  fields: [
    { name: "term", label: "fieldTerm", type: "text" },
    { name: "lang", label: "colLang", type: "select", options: "langs" },
    { name: "department", label: "fieldDepartment", type: "select", options: "departments" },
  ],
};

export default function SymptomsPage() {
  return <DataEditorPage spec={spec} />;
}
