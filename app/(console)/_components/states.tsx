"use client";

import { Alert, Anchor, Button, Center, Loader, Stack, Text } from "@mantine/core";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import type { RoleRequirement } from "~/contracts/roles";
import { useT } from "../_i18n";
import { signInAddress } from "./return-path";
import { mayOpen, useTenant } from "./tenant-context";

export function Loading() {
  const t = useT();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {t("loading")}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * A list or page that could not be loaded, with a way to try again. A session that ended while the
 * page was open (half an hour unused, the shift's end, "sign out everywhere") is said in words with
 * a way back to this page through the sign-in: trying again could only fail the same way.
 */
export function LoadError({ error, retry }: { error: { message: string; data?: { code?: string } | null }; retry?: () => void }) {
  const t = useT();
  const here = usePathname();
  if (error.data?.code === "UNAUTHORIZED") {
    return (
      <Alert color="orange" role="alert" title={t("signInAgain")} data-testid="session-ended">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("sessionEnded")}</Text>
          {/* A page load, not a client navigation: the sign-in is outside the console's layout. */}
          <Anchor href={signInAddress(here)} size="sm" fw={600}>
            {t("signInAgain")}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title={t("errorLoading", { message: "" }).replace(/:\s*$/, "")}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("errorLoading", { message: error.message })}</Text>
        {retry && (
          <Button size="xs" variant="light" color="red" onClick={retry}>
            {t("retry")}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {children}
    </Text>
  );
}

export function NoAccess() {
  const t = useT();
  return (
    <Alert color="orange" title={t("noAccess")} role="alert" maw={560}>
      <Text size="sm">{t("noAccessHint")}</Text>
    </Alert>
  );
}

/** Shows the page only to roles that may open it; the API refuses the others anyway. */
export function RequireRole({ minRole, children }: { minRole: RoleRequirement; children: ReactNode }) {
  const { role } = useTenant();
  const t = useT();
  if (!mayOpen(role, minRole)) {
    return (
      <Alert color="orange" role="alert" title={t("roleTooLow")} maw={560}>
        <Text size="sm">{t("roleTooLowHint")}</Text>
      </Alert>
    );
  }
  return <>{children}</>;
}
