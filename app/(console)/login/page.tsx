import { Center, Group, Stack } from "@mantine/core";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { identityProviderName, sessionFromRequest } from "~/server/auth";
import { LangSwitch } from "../_components/lang-switch";
import { ProductMark } from "../_components/mark";
import { LoginForm } from "./login-form";

export const dynamic = "force-dynamic";

export default async function LoginPage() {
  if (await sessionFromRequest()) redirect("/console");
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack align="center" w="100%" maw={420}>
        <Group justify="space-between" w="100%">
          <ProductMark label="Voicedesk" />
          <LangSwitch />
        </Group>
        <Suspense>
          <LoginForm providerName={identityProviderName()} />
        </Suspense>
      </Stack>
    </Center>
  );
}
