import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { langSchema } from "~/lib/lang";
import { INPUT_LIMITS, safeText } from "./input";

/**
 * The fields an admin edits in the console, shared with the tenant bundle's schema
 * (server/knowledge/bundle/schema.ts): one definition of a valid phone number, key or per-language
 * text, whether it arrives in tenant.yaml or from a form. The browser validates with the same
 * schemas before sending, so the message next to the field is the one the server would give.
 */

/** A phone number a caller can dial: valid as Belgian (national) or international; short codes allowed. */
export const phoneSchema = z.string().refine((v) => /^\d{3,4}$/.test(v.trim()) || parsePhoneNumberFromString(v, "BE")?.isValid() === true, {
  message: "not a valid phone number (Belgian national, international with +, or a 3–4 digit service number)",
});

export const keySchema = z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, "keys are lower case letters, digits, - and _");

/** One text per language; a language may be missing. */
export const perLangText = z.partialRecord(langSchema, z.string().min(1));

const nameText = safeText({ min: 1, max: INPUT_LIMITS.name });
/** Empty form fields mean "no text in this language". */
const optionalPerLang = z.partialRecord(langSchema, z.union([safeText({ max: INPUT_LIMITS.name }), z.undefined()])).transform((v) => {
  const out: Partial<Record<z.infer<typeof langSchema>, string>> = {};
  for (const [lang, text] of Object.entries(v)) if (text && text.trim()) out[lang as z.infer<typeof langSchema>] = text.trim();
  return out;
});

export const departmentEditSchema = z.object({
  key: keySchema,
  names: optionalPerLang.refine((v) => Object.keys(v).length > 0, "a department needs a name in at least one language"),
  aliases: z.array(nameText).max(50),
  /** Empty → the department has no direct line (the line then gives the helpdesk's). */
  phone: z.union([z.literal(""), phoneSchema]),
  location: optionalPerLang,
});
export type DepartmentEdit = z.input<typeof departmentEditSchema>;

export const OVERLAY_ENTRY_KINDS = ["stt_mishear", "stt_keyword", "pronunciation"] as const;
export const overlayEntrySchema = z
  .object({
    kind: z.enum(OVERLAY_ENTRY_KINDS),
    match: safeText({ min: 1, max: INPUT_LIMITS.name }),
    replacement: z.union([z.literal(""), safeText({ min: 1, max: INPUT_LIMITS.name })]),
    lang: z.union([z.literal(""), langSchema]),
  })
  .superRefine((e, ctx) => {
    if (e.kind !== "stt_keyword" && !e.replacement) ctx.addIssue({ code: "custom", path: ["replacement"], message: "say what it should become" });
    if (e.kind === "stt_mishear" && e.replacement && e.match.trim().toLowerCase() === e.replacement.trim().toLowerCase()) {
      ctx.addIssue({ code: "custom", path: ["replacement"], message: "the replacement is the same as what was heard" });
    }
  });
export type OverlayEntry = z.input<typeof overlayEntrySchema>;

/** Bounded so a boost can flip a worst-case inversion but no more (Value Framework). */
export const AFFINITY_BOUNDS = { min: 0.55, max: 1.3 } as const;
const boundsMessage = `between ${AFFINITY_BOUNDS.min} and ${AFFINITY_BOUNDS.max}`;
export const affinityMultiplierSchema = z.number().min(AFFINITY_BOUNDS.min, boundsMessage).max(AFFINITY_BOUNDS.max, boundsMessage);

export const invitationSchema = z.object({
  email: z.email("enter an e-mail address").max(254),
  role: z.enum(["owner", "admin", "operator", "qa"]),
});

export const newPasswordSchema = z.string().min(12, "at least 12 characters").max(256);

export const RETENTION_DAYS = { min: 7, max: 3650, default: 90 } as const;
/**
 * What a tenant keeps of its calls' words: `kept` stores the caller's words (replay by authorised
 * staff; PII-redacted wherever else they show) and the answers; `none` keeps no transcript text at
 * all, only classes, paths and timings — for hospitals whose policy forbids storing it.
 */
export const TRANSCRIPT_POLICIES = ["kept", "none"] as const;
export type TranscriptPolicy = (typeof TRANSCRIPT_POLICIES)[number];
export const transcriptPolicySchema = z.enum(TRANSCRIPT_POLICIES);

/** The policy held in the tenant's free-form settings; anything unreadable counts as the default, `kept`. */
export function transcriptPolicyOf(settings: unknown): TranscriptPolicy {
  const parsed = z.object({ transcripts: transcriptPolicySchema }).safeParse(settings);
  return parsed.success ? parsed.data.transcripts : "kept";
}

export const retentionDaysSchema = z
  .number()
  .int()
  .min(RETENTION_DAYS.min, `at least ${RETENTION_DAYS.min} days`)
  .max(RETENTION_DAYS.max, `at most ${RETENTION_DAYS.max} days`);

// ── Alert thresholds (the operations console's banner) ────────────────────────────────────────

/**
 * When the console raises an alert for a tenant. First-audio p95 over the last hour (ms), the mean
 * category-mismatch share over the last hour, and how far back a post-filter block stays an alert.
 */
export const alertThresholdsSchema = z.strictObject({
  firstAudioP95Ms: z.number().int().min(300, "at least 300 ms").max(10_000, "at most 10,000 ms"),
  mismatchRate: z.number().min(0.01, "at least 1 %").max(1, "at most 100 %"),
  postfilterLookbackHours: z.number().int().min(1, "at least 1 hour").max(168, "at most 168 hours (a week)"),
});
export type AlertThresholds = z.infer<typeof alertThresholdsSchema>;
/** What the issue asks for and what a tenant gets until an admin changes it. */
export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = { firstAudioP95Ms: 1500, mismatchRate: 0.1, postfilterLookbackHours: 24 };

// ── Tenant data editors (campuses, doctors, FAQ, symptom words) ──────────────────────────────
// The bundle's tenant.yaml schema uses the same pieces (server/knowledge/bundle/schema.ts).

export const postcodeSchema = z.string().regex(/^\d{4}$/, "a Belgian postcode has 4 digits");
export const SCHEDULE_PARTS = ["morning", "afternoon", "evening"] as const;
export const SCHEDULE_FREQUENCIES = ["weekly", "biweekly", "monthly", "on_appointment"] as const;
const optionalKey = z.union([z.literal(""), keySchema]);
const optionalPhone = z.union([z.literal(""), phoneSchema]);

export const campusEditSchema = z.object({
  key: keySchema,
  name: nameText,
  street: nameText,
  postcode: postcodeSchema,
  city: nameText,
  phone: optionalPhone,
  directions: optionalPerLang,
});
export type CampusEdit = z.input<typeof campusEditSchema>;

export const scheduleEditSchema = z.object({
  day: z.int().min(1, "choose a day").max(7, "choose a day"),
  part: z.enum(SCHEDULE_PARTS),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  /** Empty → the doctor's own campus. */
  campus: optionalKey,
});

export const doctorEditSchema = z.object({
  key: keySchema,
  title: safeText({ max: 40 }),
  firstName: nameText,
  lastName: nameText,
  specialty: nameText,
  department: keySchema,
  campus: optionalKey,
  phone: optionalPhone,
  schedule: z.array(scheduleEditSchema).max(30, "at most 30 consultations"),
});
export type DoctorEdit = z.input<typeof doctorEditSchema>;

export const faqEditSchema = z.object({
  key: keySchema,
  lang: langSchema,
  questions: z.array(nameText).max(30, "at most 30 questions"),
  answer: safeText({ min: 1, max: INPUT_LIMITS.paragraph, multiline: true }),
  url: z.union([z.literal(""), z.url("enter a web address starting with https://").max(500)]),
});
export type FaqEdit = z.input<typeof faqEditSchema>;

export const symptomEditSchema = z.object({
  lang: langSchema,
  term: nameText,
  department: keySchema,
});
export type SymptomEdit = z.input<typeof symptomEditSchema>;

// ── Console lists paged on the server ─────────────────────────────────────────────────────────

/** Rows per page in the console's editor lists: at 390 px the symptom words were a 5,000 px scroll. */
export const LIST_PAGE_SIZE = 25;

/** One page of a console list: the words to look for, the page (1-based) and its size. */
export const listPageSchema = z.object({
  query: safeText({ max: INPUT_LIMITS.name }).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(LIST_PAGE_SIZE),
});
/** The same, for lists whose rows each have a language (FAQ, symptom words): 36 FAQ entries are 9 per language. */
export const listPageByLangSchema = listPageSchema.extend({ lang: langSchema.optional() });
export type ListPageRequest = z.infer<typeof listPageByLangSchema>;

/** What a paged list answers: its rows, how many match in all, and the page shown (a page past the end shows the last one). */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of one kind of overlay entries; `showing` asks for the page that holds that entry (one just added). */
export const overlayListSchema = listPageSchema.extend({ kind: z.enum(OVERLAY_ENTRY_KINDS), showing: z.uuid().optional() });
export type OverlayListRequest = z.infer<typeof overlayListSchema>;
