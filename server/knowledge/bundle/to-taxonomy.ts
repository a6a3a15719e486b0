import type { Taxonomy, Weekday } from "~/server/taxonomy/types";
import type { TenantFile } from "./schema";

/** The taxonomy read model straight from a validated tenant.yaml (tests, and the import step). */
export function taxonomyFromTenantFile(t: TenantFile): Taxonomy {
  return {
    tenant: {
      slug: t.slug,
      name: t.name,
      defaultLanguage: t.languages.default,
      supportedLanguages: t.languages.supported,
      helpdeskPhone: t.phones.helpdesk,
      emergencyNumber: t.phones.emergency,
      outOfHoursNumber: t.phones.outOfHours,
      crisisNumber: t.phones.crisis ?? null,
      billing: t.billing ? { phone: t.billing.phone, email: t.billing.email } : undefined,
    },
    campuses: t.campuses.map((c) => ({
      key: c.key,
      name: c.name,
      street: c.address.street,
      postcode: c.address.postcode,
      city: c.address.city,
      phone: c.phone,
      directions: c.directions,
    })),
    departments: t.departments.map((d) => ({
      key: d.key,
      names: d.names,
      aliases: d.aliases,
      specialty: d.specialty,
      phone: d.phone,
      campusKey: d.campus,
      location: d.location,
    })),
    doctors: t.doctors.map((d) => ({
      key: d.key,
      title: d.title,
      firstName: d.firstName,
      lastName: d.lastName,
      specialty: d.specialty,
      departmentKey: d.department,
      campusKey: d.campus,
      phone: d.phone,
      schedule: d.schedule.map((s) => ({ weekday: s.day as Weekday, partOfDay: s.part, frequency: s.frequency, campusKey: s.campus })),
    })),
    symptoms: t.symptoms.map((s) => ({ lang: s.lang, term: s.term, departmentKey: s.department })),
    faq: t.faq.map((f) => ({ key: f.key, lang: f.lang, questions: f.questions, answer: f.answer, url: f.url })),
  };
}
