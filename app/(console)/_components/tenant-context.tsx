"use client";

import { createContext, useContext } from "react";
import { roleAtLeast, type Role, type RoleRequirement } from "~/contracts/roles";

interface TenantInfo {
  slug: string;
  /** The hospital's name, as its people know it (never the slug). */
  name: string;
  role: Role | null;
  /**
   * The hospital's IANA zone: times and days in the console are the hospital's, as the server counts
   * its days, wherever the browser is. Null outside a hospital (the account page): the browser's.
   */
  timeZone: string | null;
}

/** Provided by the console shell (./shell.tsx) around every tenant page. */
export const TenantContext = createContext<TenantInfo>({ slug: "", name: "", role: null, timeZone: null });

/** The tenant the page shows and the signed-in person's role on it. */
export const useTenant = () => useContext(TenantContext);

export function mayOpen(role: Role | null, minRole: RoleRequirement): boolean {
  return role !== null && roleAtLeast(role, minRole);
}
