"use client";

import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";
import { campusEditSchema } from "~/contracts/tenant-admin";
import { LANGUAGES } from "~/lib/lang";
import { DataEditorPage, type EditorSpec } from "../../../_components/data-editor";
import { PhoneNumber } from "../../../_components/phone-number";

type Campus = inferRouterOutputs<AppRouter>["campuses"]["list"]["rows"][number];

const spec: EditorSpec<Campus> = {
  kind: "campuses",
  title: "navCampuses",
  lead: "campusesLead",
  schema: campusEditSchema,
  nameOf: (c) => c.name,
  noun: "campusesCount",
  columns: [
    { label: "fieldName", cell: (c) => c.name, card: "title" },
    { label: "fieldStreet", cell: (c) => `${c.street}, ${c.postcode} ${c.city}`, card: "text" },
    { label: "colPhone", cell: (c) => <PhoneNumber phone={c.phone} />, card: "meta" },
  ],
  empty: { key: "", name: "", street: "", postcode: "", city: "", phone: "", directions: {} },
  keyFrom: (f) => String(f.name ?? ""),
  toForm: (c) => ({ ...c, phone: c.phone ?? "", directions: Object.fromEntries(LANGUAGES.map((l) => [l, c.directions[l] ?? ""])) }),
  toItem: (f) => ({
    key: f.key,
    name: f.name,
    street: f.street,
    postcode: f.postcode,
    city: f.city,
    phone: String(f.phone ?? "").trim(),
    directions: f.directions ?? {},
  }),
  fields: [
    { name: "name", label: "fieldName", type: "text" },
    { name: "key", label: "fieldKey", type: "key" },
    { name: "street", label: "fieldStreet", type: "text" },
    { name: "postcode", label: "fieldPostcode", type: "text" },
    { name: "city", label: "fieldCity", type: "text" },
    { name: "phone", label: "phone", type: "text", inputMode: "tel" },
    { name: "directions", label: "fieldDirections", type: "perLang" },
  ],
};

export default function CampusesPage() {
  return <DataEditorPage spec={spec} />;
}
