import { Center, Group, Stack } from "@mantine/core";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { REFUSED_ACTION_PARAM } from "~/contracts/vocabulary";
import { identityProviderName, sessionFromRequest } from "~/server/auth";
import { LangSwitch } from "../_components/lang-switch";
import { consoleReturnPath } from "../_components/return-path";
import { ProductMark } from "../_components/mark";
import { LoginForm } from "./login-form";

export const dynamic = "force-dynamic";

/**
 * The sign-in page. Its address is read here, on the server, and not with a client hook: a hook
 * reading the address needs a Suspense boundary, and its content then streams in with a script —
 * with JavaScript off the person saw only the logo.
 */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  // The page that sent the person here (ours: `next`; Auth.js's: `callbackUrl`, absolute on this
  // host), when it is a console page of this site; else the console, which opens the role's home.
  const host = (await headers()).get("host");
  const next = consoleReturnPath(params.next, host) ?? consoleReturnPath(params.callbackUrl, host) ?? "/console";
  if (await sessionFromRequest()) redirect(next);
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack align="center" w="100%" maw={420}>
        <Group justify="space-between" w="100%">
          <ProductMark label="Voicedesk" />
          <LangSwitch />
        </Group>
        <LoginForm providerName={identityProviderName()} next={next} refusedBusy={params[REFUSED_ACTION_PARAM] !== undefined} />
      </Stack>
    </Center>
  );
}
