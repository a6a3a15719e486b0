import { parsePhoneNumberFromString } from "libphonenumber-js";
import { intentNameSchema } from "~/contracts/input";
import { z } from "zod";
import { LANGUAGES, langSchema, type Lang } from "~/lib/lang";
import {
  affinityMultiplierSchema,
  keySchema,
  perLangText,
  phoneSchema,
  postcodeSchema,
  retentionDaysSchema,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_PARTS,
} from "~/contracts/tenant-admin";

/**
 * A number the carrier delivers to the line, written as E.164 (+ country code, digits only): that is
 * how the carrier sends it in the INVITE and how the SIP trunk matches it, so no other spelling is
 * accepted here.
 */
const e164 = z.string().refine(
  (v) => {
    const parsed = parsePhoneNumberFromString(v);
    return parsed?.isValid() === true && parsed.number === v;
  },
  { message: "not an E.164 phone number (+ country code and digits, no spaces: +3211000000)" },
);

// Shared with the console's forms: one definition of a valid phone, key and per-language text.
const phone = phoneSchema;
const key = keySchema;

const WEEKDAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const weekday = z.union([z.int().min(1).max(7), z.enum(WEEKDAY_NAMES).transform((d) => WEEKDAY_NAMES.indexOf(d) + 1)]);

const perLang = perLangText;

/**
 * A free-text field the line speaks (a department's floor and route, a campus's directions): one
 * text per language, like department names. A plain string is accepted for bundles written before
 * fields were per language and is taken as the tenant's default language.
 */
const spokenText = z.union([z.string().min(1), perLang]);

export const scheduleEntrySchema = z.strictObject({
  day: weekday,
  part: z.enum(SCHEDULE_PARTS),
  frequency: z.enum(SCHEDULE_FREQUENCIES).default("weekly"),
  campus: key.optional(),
});

export const tenantFileSchema = z
  .strictObject({
    slug: key,
    name: z.string().min(1),
    languages: z.strictObject({ default: langSchema, supported: z.array(langSchema).min(1) }),
    phones: z.strictObject({
      helpdesk: phone,
      emergency: phone.default("112"),
      outOfHours: phone.default("1733"),
      /** A crisis line for suicidal callers (Belgium: 1813); the emergency reply names it only when set. */
      crisis: phone.optional(),
      /** The numbers callers dial to reach the line (E.164, +32…): the tenant's SIP trunk answers them. */
      inbound: z.array(e164).max(50).optional(),
    }),
    timezone: z.string().default("Europe/Brussels"),
    billing: z.strictObject({ phone: phone.optional(), email: z.email().optional() }).optional(),
    campuses: z
      .array(
        z.strictObject({
          key,
          name: z.string().min(1),
          address: z.strictObject({
            street: z.string().min(1),
            postcode: postcodeSchema,
            city: z.string().min(1),
          }),
          phone: phone.optional(),
          /** How to get there, said after the address ("bus 3 stops at the main entrance"). */
          directions: spokenText.optional(),
        }),
      )
      .min(1),
    departments: z
      .array(
        z.strictObject({
          key,
          names: perLang,
          aliases: z.array(z.string().min(1)).default([]),
          specialty: z.string().min(1),
          phone: phone.optional(),
          campus: key.optional(),
          /** Floor and route as the signs say them, per language ("verdieping 2, route 42"). */
          location: spokenText.optional(),
        }),
      )
      .min(1),
    doctors: z.array(
      z.strictObject({
        key,
        title: z.string().min(1),
        firstName: z.string().min(1),
        lastName: z.string().min(1),
        specialty: z.string().min(1),
        department: key,
        campus: key.optional(),
        phone: phone.optional(),
        schedule: z.array(scheduleEntrySchema).default([]),
      }),
    ),
    faq: z
      .array(
        z.strictObject({
          key,
          lang: langSchema,
          questions: z.array(z.string().min(1)).default([]),
          answer: z.string().min(1),
          url: z.string().optional(),
        }),
      )
      .default([]),
    symptoms: z.array(z.strictObject({ lang: langSchema, term: z.string().min(1), department: key })).default([]),
  })
  .superRefine((t, ctx) => {
    const campuses = new Set(t.campuses.map((c) => c.key));
    const departments = new Set(t.departments.map((d) => d.key));
    const duplicates = (items: Array<{ key: string }>, path: string) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.key)) ctx.addIssue({ code: "custom", path: [path, i, "key"], message: `duplicate key "${item.key}"` });
        seen.add(item.key);
      });
    };
    duplicates(t.campuses, "campuses");
    duplicates(t.departments, "departments");
    duplicates(t.doctors, "doctors");
    if (!t.languages.supported.includes(t.languages.default)) {
      ctx.addIssue({ code: "custom", path: ["languages", "default"], message: "the default language must be one of the supported languages" });
    }
    const supported = new Set(t.languages.supported);
    const campusRef = (k: string | undefined, path: (string | number)[]) => {
      if (k !== undefined && !campuses.has(k)) ctx.addIssue({ code: "custom", path, message: `unknown campus "${k}"` });
    };
    t.departments.forEach((d, i) => {
      campusRef(d.campus, ["departments", i, "campus"]);
      if (Object.keys(d.names).length === 0)
        ctx.addIssue({ code: "custom", path: ["departments", i, "names"], message: "a department needs a name in at least one language" });
    });
    t.doctors.forEach((d, i) => {
      if (!departments.has(d.department)) ctx.addIssue({ code: "custom", path: ["doctors", i, "department"], message: `unknown department "${d.department}"` });
      campusRef(d.campus, ["doctors", i, "campus"]);
      d.schedule.forEach((s, j) => campusRef(s.campus, ["doctors", i, "schedule", j, "campus"]));
    });
    t.faq.forEach((f, i) => {
      if (!supported.has(f.lang)) ctx.addIssue({ code: "custom", path: ["faq", i, "lang"], message: `language "${f.lang}" is not supported by this tenant` });
    });
    t.symptoms.forEach((s, i) => {
      if (!departments.has(s.department))
        ctx.addIssue({ code: "custom", path: ["symptoms", i, "department"], message: `unknown department "${s.department}"` });
    });
    const spokenField = (value: string | Partial<Record<string, string>> | undefined, path: (string | number)[]) => {
      if (value === undefined || typeof value === "string") return;
      for (const lang of Object.keys(value)) {
        if (!supported.has(lang as never))
          ctx.addIssue({ code: "custom", path: [...path, lang], message: `language "${lang}" is not supported by this tenant` });
      }
    };
    t.departments.forEach((d, i) => spokenField(d.location, ["departments", i, "location"]));
    t.campuses.forEach((c, i) => spokenField(c.directions, ["campuses", i, "directions"]));
  })
  .transform((t) => {
    const perLanguage = (value: string | Partial<Record<Lang, string>> | undefined) => (typeof value === "string" ? { [t.languages.default]: value } : value);
    return {
      ...t,
      campuses: t.campuses.map((c) => ({ ...c, directions: perLanguage(c.directions) })),
      departments: t.departments.map((d) => ({ ...d, location: perLanguage(d.location) })),
    };
  });
/** A validated tenant.yaml; spoken free-text fields are always per language here. */
export type TenantFile = z.output<typeof tenantFileSchema>;

export const overlayFileSchema = z.strictObject({
  mishears: z.array(z.strictObject({ match: z.string().min(1), replacement: z.string().min(1), lang: langSchema.optional() })).default([]),
  /** A keyterm for every language, or one language's (as the console lets an admin say). */
  keywords: z.array(z.union([z.string().min(1), z.strictObject({ match: z.string().min(1), lang: langSchema })])).default([]),
  pronunciations: z.array(z.strictObject({ match: z.string().min(1), replacement: z.string().min(1), lang: langSchema.optional() })).default([]),
});
export type OverlayFile = z.infer<typeof overlayFileSchema>;

export const CHUNK_CATEGORY_HINTS = ["practical", "clinical_info", "regulatory", "appointments", "legal_admin", "general"] as const;

export const frontMatterSchema = z.strictObject({
  title: z.string().min(1),
  url: z.string().min(1).optional(),
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(", ")}` }),
  category: z.enum(CHUNK_CATEGORY_HINTS).optional(),
  updated: z.union([z.string(), z.date()]).optional(),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/**
 * settings.yaml: what the console adds to a tenant beyond its data files — the affinity matrix's
 * overrides and the retention period. An exported bundle carries it so an import restores them.
 */
export const settingsFileSchema = z.strictObject({
  retentionDays: retentionDaysSchema.optional(),
  affinity: z
    .array(
      z.strictObject({
        intent: intentNameSchema,
        category: z.enum(CHUNK_CATEGORY_HINTS),
        multiplier: affinityMultiplierSchema,
      }),
    )
    .default([]),
});
export type SettingsFile = z.infer<typeof settingsFileSchema>;
