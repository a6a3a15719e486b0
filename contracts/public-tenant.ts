import { z } from "zod";
import { isLang, langSchema, type Lang } from "~/lib/lang";
import { slugSchema } from "./input";

/** Slugs as tenant bundles define them; anything else cannot name a tenant and is refused early. */
export const tenantSlugSchema = slugSchema;

/**
 * What an anonymous visitor of a hospital's public page may see (`tenantPublic.info`). Deliberately
 * a whitelist: the tenant row also holds settings and contacts that are not the public page's business.
 */
export const publicTenantSchema = z.object({
  slug: z.string(),
  name: z.string(),
  defaultLanguage: langSchema,
  supportedLanguages: z.array(langSchema),
  helpdeskPhone: z.string().nullable(),
  emergencyNumber: z.string(),
});
export type PublicTenant = z.infer<typeof publicTenantSchema>;

/** The language a page opens in: the requested one when the tenant speaks it, else its default. */
export function pageLanguage(tenant: PublicTenant, requested: unknown): Lang {
  return isLang(requested) && tenant.supportedLanguages.includes(requested) ? requested : tenant.defaultLanguage;
}
