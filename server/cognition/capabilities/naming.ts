import type { Lang } from "~/lib/lang";
import type { Campus, Department, Doctor, Taxonomy } from "~/server/taxonomy/types";
import { departmentName, doctorDisplayName } from "~/server/taxonomy/types";
import { taxonomyCitation, type Citation } from "~/contracts/citations";

export function depName(dep: Department, lang: Lang, tax: Taxonomy): string {
  return departmentName(dep, lang, tax.tenant.defaultLanguage);
}

export function campusOf(tax: Taxonomy, key: string | undefined): Campus | undefined {
  return key ? tax.campuses.find((c) => c.key === key) : undefined;
}

/** The number a caller should ring about a doctor: theirs, else their department's, else the helpdesk. */
export function doctorPhone(doctor: Doctor, tax: Taxonomy): string {
  const dep = tax.departments.find((d) => d.key === doctor.departmentKey);
  return doctor.phone ?? dep?.phone ?? tax.tenant.helpdeskPhone;
}

export const cite = {
  doctor: (d: Doctor): Citation => taxonomyCitation(`doctor:${d.key}`, doctorDisplayName(d)),
  department: (d: Department, lang: Lang, tax: Taxonomy): Citation => taxonomyCitation(`department:${d.key}`, depName(d, lang, tax)),
  campus: (c: Campus): Citation => taxonomyCitation(`campus:${c.key}`, c.name),
  tenant: (tax: Taxonomy): Citation => taxonomyCitation(`tenant:${tax.tenant.slug}`, tax.tenant.name),
};
