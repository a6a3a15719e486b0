import { consoleCaller } from "../_components/server-caller";
import { ConsoleShell } from "../_components/shell";
import { AccountPanel } from "./account-panel";

export const dynamic = "force-dynamic";

/**
 * The signed-in person's own account: where they are signed in, their password, two-step sign-in.
 * The console around it stays on the hospital they came from (`?from=`, set by the header's link),
 * else their first one: the switcher and the menu keep working from here.
 */
export default async function AccountPage({ searchParams }: { searchParams: Promise<{ from?: string | string[] }> }) {
  const mine = await consoleCaller("/account");
  const { from } = await searchParams;
  const current = mine.tenants.find((x) => x.slug === from) ?? mine.tenants[0] ?? null;
  return (
    <ConsoleShell email={mine.user.email} tenants={mine.tenants} current={current}>
      <AccountPanel />
    </ConsoleShell>
  );
}
