import type { Lang, PerLang } from "~/lib/lang";
import { spokenText } from "~/server/taxonomy/spoken-text";
import { departmentName, doctorDisplayName, type Department, type Taxonomy } from "~/server/taxonomy/types";

const TEMPLATES: PerLang<(dep: string, names: string, location?: string) => string> = {
  nl: (dep, names, loc) => `Artsen van de dienst ${dep}: ${names}.${loc ? ` Locatie: ${loc}.` : ""}`,
  en: (dep, names, loc) => `Doctors of the ${dep} department: ${names}.${loc ? ` Location: ${loc}.` : ""}`,
  fr: (dep, names, loc) => `Médecins du service ${dep} : ${names}.${loc ? ` Emplacement : ${loc}.` : ""}`,
  it: (dep, names, loc) => `Medici del reparto ${dep}: ${names}.${loc ? ` Posizione: ${loc}.` : ""}`,
};

export interface InjectedChunk {
  id: string;
  title: string;
  content: string;
}

/**
 * When the question names a department (or a symptom that maps to one), its doctor list from the
 * taxonomy joins the retrieved context: pages rarely list every doctor, and the answer stage must
 * not invent names.
 */
export function departmentDoctorList(dep: Department, lang: Lang, taxonomy: Taxonomy): InjectedChunk | null {
  const doctors = taxonomy.doctors.filter((d) => d.departmentKey === dep.key);
  if (!doctors.length) return null;
  const name = departmentName(dep, lang, taxonomy.tenant.defaultLanguage);
  return {
    id: `taxonomy:department:${dep.key}:doctors`,
    title: name,
    content: TEMPLATES[lang](
      name,
      doctors.map(doctorDisplayName).join(", "),
      spokenText(dep.location, lang, { tenant: taxonomy.tenant, field: "department.location", key: dep.key }) ?? undefined,
    ),
  };
}
