import { Alert, Center } from "@mantine/core";
import { redirect } from "next/navigation";
import { roleAtLeast } from "../../../contracts/roles";
import { CONSOLE_PAGES } from "../_components/pages";
import { consoleCaller } from "../_components/server-caller";
import { NoTenants } from "./no-tenants";

export const dynamic = "force-dynamic";

/** /console: straight to the first hospital the person may open, on the first page their role opens (QA's is evaluations). */
export default async function ConsoleHome() {
  const mine = await consoleCaller("/console");
  const first = mine.tenants[0];
  if (first) {
    const page = CONSOLE_PAGES.find((p) => first.role && roleAtLeast(first.role, p.minRole)) ?? CONSOLE_PAGES[0]!;
    redirect(`/console/${first.slug}/${page.slug}`);
  }
  return (
    <Center mih="60vh" p="md">
      <Alert color="gray" maw={480}>
        <NoTenants />
      </Alert>
    </Center>
  );
}
