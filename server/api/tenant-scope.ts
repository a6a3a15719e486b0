import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import type { Db } from "~/server/db";
import { tenants } from "~/server/db/schema";

export interface TenantScope {
  id: string;
  slug: string;
}

/** The tenant a tenant-scoped procedure works on, after the access gate let the caller through. */
export async function resolveTenantForAccess(db: Db, slug: string): Promise<TenantScope> {
  const [row] = await db.select({ id: tenants.id, slug: tenants.slug }).from(tenants).where(eq(tenants.slug, slug));
  // Only platform admins get this far for a tenant they are not a member of.
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "No such tenant." });
  return row;
}
