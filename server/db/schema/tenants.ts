import { integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import type { Lang } from "~/lib/lang";
import { createdAt, id, updatedAt } from "./columns";

/**
 * Free-form per-tenant switches (greeting variants, feature gates). Kept as jsonb so a new switch
 * is a deploy of code that reads it, not a migration; readers validate it with zod.
 */
export type TenantSettings = Record<string, unknown>;

export const tenants = pgTable("tenants", {
  id: id(),
  slug: varchar("slug", { length: 64 }).notNull().unique(),
  name: text("name").notNull(),
  defaultLanguage: varchar("default_language", { length: 8 }).$type<Lang>().notNull().default("nl"),
  supportedLanguages: text("supported_languages").array().$type<Lang[]>().notNull().default(["nl", "en", "fr", "it"]),
  /** Where a handoff (SIP REFER) sends the caller. Kept as dialled digits: TTS reads them digit by digit. */
  helpdeskPhone: varchar("helpdesk_phone", { length: 32 }),
  emergencyNumber: varchar("emergency_number", { length: 16 }).notNull().default("112"),
  outOfHoursNumber: varchar("out_of_hours_number", { length: 32 }),
  /** A crisis line for suicidal callers (Belgium: 1813); the emergency reply names it only when set. */
  crisisNumber: varchar("crisis_number", { length: 32 }),
  timezone: text("timezone").notNull().default("Europe/Brussels"),
  billingPhone: varchar("billing_phone", { length: 32 }),
  /** The E.164 numbers callers dial (tenant.yaml phones.inbound); provisioning puts them on the tenant's SIP trunk. */
  inboundNumbers: text("inbound_numbers").array().notNull().default([]),
  billingEmail: text("billing_email"),
  settings: jsonb("settings").$type<TenantSettings>().notNull().default({}),
  /**
   * Raised in the same transaction as any change to what a turn reads about the tenant (taxonomy,
   * overlay, affinity overrides, corpus). Every app process caches the tenant's context and checks
   * this one integer per turn, so a change committed by another process is live on its next turn.
   */
  contextVersion: integer("context_version").notNull().default(0),
  /** Conversations older than this are purged (on start and daily); data minimisation under the GDPR. */
  retentionDays: integer("retention_days").notNull().default(90),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
