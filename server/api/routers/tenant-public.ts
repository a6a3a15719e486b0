import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/server/db";
import { tenants } from "~/server/db/schema";
import { excerpt } from "~/contracts/input";
import { publicTenantSchema, tenantSlugSchema, type PublicTenant } from "~/contracts/public-tenant";
import { LANGUAGES, isLang } from "~/lib/lang";
import { createTRPCRouter, publicProcedure } from "../trpc";

export class TenantNotFoundError extends TRPCError {
  constructor(slug: string) {
    super({ code: "NOT_FOUND", message: `No hospital with the slug "${excerpt(slug)}" is known to this Voicedesk.` });
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
export const tenantPublicRouter = createTRPCRouter({
  /** Name, languages and helpdesk number for the public "Talk to us" page. */
  info: publicProcedure
    .input(z.object({ tenant: tenantSlugSchema }))
    .output(publicTenantSchema)
    .query(({ ctx, input }) => findPublicTenant(ctx.db, input.tenant)),
});
