import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, unique, uuid, varchar } from "drizzle-orm/pg-core";
import type { Lang, PerLang } from "~/lib/lang";
import { createdAt, id } from "./columns";
import { partOfDay, scheduleFrequency } from "./enums";
import { tenants } from "./tenants";

const tenantRef = () =>
  uuid("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });

/** Tenant data lives here, read at request time: a new campus is live on the next call, no deploy. */
export const campuses = pgTable(
  "campuses",
  {
    id: id(),
    tenantId: tenantRef(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    street: text("street").notNull(),
    postcode: varchar("postcode", { length: 16 }).notNull(),
    city: text("city").notNull(),
    phone: varchar("phone", { length: 32 }),
    /** How to get there, per language, as the line says it. */
    directions: jsonb("directions").$type<Partial<PerLang<string>>>(),
    createdAt: createdAt(),
  },
  (t) => [unique("campuses_tenant_key_unique").on(t.tenantId, t.key)],
);

export const departments = pgTable(
  "departments",
  {
    id: id(),
    tenantId: tenantRef(),
    key: text("key").notNull(),
    names: jsonb("names").$type<Partial<PerLang<string>>>().notNull(),
    aliases: text("aliases").array().notNull().default([]),
    specialty: text("specialty").notNull(),
    phone: varchar("phone", { length: 32 }),
    campusId: uuid("campus_id").references(() => campuses.id, { onDelete: "set null" }),
    /** Floor and route per language ("verdieping 2, route 42" / "second floor, route 42"). */
    location: jsonb("location").$type<Partial<PerLang<string>>>(),
    createdAt: createdAt(),
  },
  (t) => [unique("departments_tenant_key_unique").on(t.tenantId, t.key)],
);

export const doctors = pgTable(
  "doctors",
  {
    id: id(),
    tenantId: tenantRef(),
    key: text("key").notNull(),
    title: text("title").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    specialty: text("specialty").notNull(),
    departmentId: uuid("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    campusId: uuid("campus_id").references(() => campuses.id, { onDelete: "set null" }),
    phone: varchar("phone", { length: 32 }),
    createdAt: createdAt(),
  },
  (t) => [unique("doctors_tenant_key_unique").on(t.tenantId, t.key), index("doctors_department_idx").on(t.departmentId)],
);

export const consultationSchedules = pgTable(
  "consultation_schedules",
  {
    id: id(),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    campusId: uuid("campus_id").references(() => campuses.id, { onDelete: "set null" }),
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: integer("weekday").notNull(),
    partOfDay: partOfDay("part_of_day").notNull(),
    frequency: scheduleFrequency("frequency").notNull(),
    note: text("note"),
  },
  (t) => [check("consultation_schedules_weekday_check", sql`${t.weekday} between 1 and 7`), index("consultation_schedules_doctor_idx").on(t.doctorId)],
);

/** Lay symptom words → the department that treats them ("hartkloppingen" → cardiologie). */
export const symptomSpecialties = pgTable(
  "symptom_specialties",
  {
    id: id(),
    tenantId: tenantRef(),
    lang: varchar("lang", { length: 8 }).$type<Lang>().notNull(),
    term: text("term").notNull(),
    departmentId: uuid("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
  },
  (t) => [unique("symptom_specialties_unique").on(t.tenantId, t.lang, t.term)],
);

export const faqEntries = pgTable(
  "faq_entries",
  {
    id: id(),
    tenantId: tenantRef(),
    lang: varchar("lang", { length: 8 }).$type<Lang>().notNull(),
    /** parking, visiting_hours, main_phone, address … */
    key: text("key").notNull(),
    questions: text("questions").array().notNull().default([]),
    answer: text("answer").notNull(),
    sourceUrl: text("source_url"),
    createdAt: createdAt(),
  },
  (t) => [unique("faq_entries_tenant_lang_key_unique").on(t.tenantId, t.lang, t.key)],
);
