"use client";

import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";
import { doctorEditSchema } from "~/contracts/tenant-admin";
import { DataEditorPage, type EditorSpec } from "../../../_components/data-editor";
import { DepartmentName } from "../../../_components/department-names";
import { useT } from "../../../_i18n";
import type { MessageKey } from "../../../_i18n/en";

type Doctor = inferRouterOutputs<AppRouter>["doctors"]["list"]["rows"][number];

function Schedule({ d }: { d: Doctor }) {
  const t = useT();
  if (d.schedule.length === 0) return <>—</>;
  return <>{d.schedule.map((s) => `${t(`day${s.day}` as MessageKey)} ${t(`part_${s.part}`)}`).join(", ")}</>;
}

const spec: EditorSpec<Doctor> = {
  kind: "doctors",
  title: "navDoctors",
  lead: "doctorsLead",
  schema: doctorEditSchema,
  nameOf: (d) => `${d.title} ${d.firstName} ${d.lastName}`,
  noun: "doctorsCount",
  columns: [
    { label: "fieldName", cell: (d) => `${d.title} ${d.firstName} ${d.lastName}`, card: "title" },
    { label: "fieldDepartment", cell: (d) => <DepartmentName departmentKey={d.department} />, card: "meta" },
    { label: "fieldSchedule", cell: (d) => <Schedule d={d} />, card: "text" },
  ],
  empty: { key: "", title: "dr.", firstName: "", lastName: "", specialty: "", department: "", campus: "", phone: "", schedule: [] },
  // Last name first, as the hospital's own keys are ("peeters-koen").
  keyFrom: (f) => `${String(f.lastName ?? "")} ${String(f.firstName ?? "")}`,
  toForm: (d) => ({ ...d }),
  toItem: (f) => ({
    key: f.key,
    title: f.title,
    firstName: f.firstName,
    lastName: f.lastName,
    specialty: f.specialty,
    department: f.department,
    campus: f.campus ?? "",
    phone: String(f.phone ?? "").trim(),
    schedule: f.schedule ?? [],
  }),
  fields: [
    { name: "title", label: "fieldTitle", type: "text" },
    { name: "firstName", label: "fieldFirstName", type: "text" },
    { name: "lastName", label: "fieldLastName", type: "text" },
    { name: "key", label: "fieldKey", type: "key" },
    { name: "specialty", label: "fieldSpecialty", type: "text" },
    { name: "department", label: "fieldDepartment", type: "select", options: "departments" },
    { name: "campus", label: "fieldCampus", type: "select", options: "optionalCampuses" },
    { name: "phone", label: "phone", type: "text", inputMode: "tel" },
    { name: "schedule", label: "fieldSchedule", type: "schedule" },
  ],
};

export default function DoctorsPage() {
  return <DataEditorPage spec={spec} />;
}
