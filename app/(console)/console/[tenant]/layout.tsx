import type { ReactNode } from "react";
import { consoleCaller } from "../../_components/server-caller";
import { ConsoleShell } from "../../_components/shell";
import { NoAccess } from "../../_components/states";

export const dynamic = "force-dynamic";

/**
 * A hospital's console. Someone who is not a member sees the same "no access" page whether the
 * hospital exists or not (typing another hospital's URL tells them nothing); the API refuses anyway.
 */
export default async function TenantLayout({ children, params }: { children: ReactNode; params: Promise<{ tenant: string }> }) {
  const { tenant } = await params;
  const mine = await consoleCaller("/console");
  const current = mine.tenants.find((x) => x.slug === tenant) ?? null;
  return (
    <ConsoleShell email={mine.user.email} tenants={mine.tenants} current={current}>
      {current ? children : <NoAccess />}
    </ConsoleShell>
  );
}
