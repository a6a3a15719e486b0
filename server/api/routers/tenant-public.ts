import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db";
import { tenants } from "../../db/schema";
import { LANGUAGES, isLang, type Lang } from "../../lang";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** Slugs as tenant bundles define them; anything else cannot name a tenant and is refused early. */
export const tenantSlugSchema = z
  .string()
  .min(1, "tenant is the tenant slug")
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, "a tenant slug is lowercase letters, digits and dashes");

/**
 * What an anonymous visitor of a hospital's public page may see. Deliberately a whitelist: the
 * tenant row also holds settings and billing contacts that are not the public page's business.
 */
export interface PublicTenant {
  slug: string;
  name: string;
  defaultLanguage: Lang;
  supportedLanguages: Lang[];
  helpdeskPhone: string | null;
  emergencyNumber: string;
}

export class TenantNotFoundError extends TRPCError {
  constructor(slug: string) {
    super({ code: "NOT_FOUND", message: `No hospital with the slug "${slug}" is known to this Voicedesk.` });
  }
}

/** The public view of a tenant, or NOT_FOUND. */
export async function findPublicTenant(db: Db, slug: string): Promise<PublicTenant> {
  const [row] = await db
    .select({
      slug: tenants.slug,
      name: tenants.name,
      defaultLanguage: tenants.defaultLanguage,
      supportedLanguages: tenants.supportedLanguages,
      helpdeskPhone: tenants.helpdeskPhone,
      emergencyNumber: tenants.emergencyNumber,
    })
    .from(tenants)
    .where(eq(tenants.slug, slug));
  if (!row) throw new TenantNotFoundError(slug);
  // The column is free text in the database; only languages Voicedesk speaks reach a page.
  const supported = row.supportedLanguages.filter(isLang);
  const defaultLanguage = isLang(row.defaultLanguage) ? row.defaultLanguage : (supported[0] ?? LANGUAGES[0]);
  return {
    slug: row.slug,
    name: row.name,
    defaultLanguage,
    supportedLanguages: supported.includes(defaultLanguage) ? supported : [defaultLanguage, ...supported],
    helpdeskPhone: row.helpdeskPhone,
    emergencyNumber: row.emergencyNumber,
  };
}

/** The page language: the one asked for when the tenant speaks it, else the tenant's default. */
export function pageLanguage(tenant: PublicTenant, requested: unknown): Lang {
  return isLang(requested) && tenant.supportedLanguages.includes(requested) ? requested : tenant.defaultLanguage;
}

export const tenantPublicRouter = createTRPCRouter({
  /** Name, languages and helpdesk number for the public "Talk to us" page. */
  info: publicProcedure.input(z.object({ tenant: tenantSlugSchema })).query(({ ctx, input }) => findPublicTenant(ctx.db, input.tenant)),
});
