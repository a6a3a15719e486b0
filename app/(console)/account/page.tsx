import { consoleCaller } from "../_components/server-caller";
import { ConsoleShell } from "../_components/shell";
import { AccountPanel } from "./account-panel";

export const dynamic = "force-dynamic";

/** The signed-in person's own account: where they are signed in, their password, two-step sign-in. */
export default async function AccountPage() {
  const mine = await consoleCaller("/account");
  return (
    <ConsoleShell email={mine.user.email} tenants={mine.tenants} current={null}>
      <AccountPanel />
    </ConsoleShell>
  );
}
