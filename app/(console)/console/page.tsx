import { Alert, Center } from "@mantine/core";
import { redirect } from "next/navigation";
import { consoleCaller } from "../_components/server-caller";
import { landingPage } from "../_components/pages";
import { NoTenants } from "./no-tenants";

export const dynamic = "force-dynamic";

/** /console: straight to the first hospital the person may open, on the first page their role opens (QA's is evaluations). */
export default async function ConsoleHome() {
  const mine = await consoleCaller("/console");
  const first = mine.tenants[0];
  if (first) redirect(`/console/${first.slug}/${landingPage(first.role)}`);
  return (
    <Center mih="60vh" p="md">
      <Alert color="gray" maw={480}>
        <NoTenants />
      </Alert>
    </Center>
  );
}
