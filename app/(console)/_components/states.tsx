"use client";

import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import type { Role, RoleRequirement } from "~/contracts/roles";
import { useLang, useT, useWords } from "../_i18n";
import { LOCALES } from "../_i18n/format";
import { CONSOLE_PAGES, landingPage } from "./pages";
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
  if (!mayOpen(role, minRole)) return <NotYourRole role={role} />;
  return <>{children}</>;
}

/**
 * A page someone reached by a link (a colleague's, a bookmark, an alert's e-mail) that their role
 * does not open. It stays at the address they followed, so they can pass it on to the owner who
 * can change their role; it names the page, their role and the pages that are theirs, and leads to
 * their role's home. The heading takes the focus: a screen reader starts at what happened, and the
 * page's own words (its heading, its lists) are not there to start from.
 */
function NotYourRole({ role }: { role: Role | null }) {
  const t = useT();
  const w = useWords();
  const lang = useLang();
  const { slug, name } = useTenant();
  const slugHere = usePathname().split("/")[3];
  const here = CONSOLE_PAGES.find((p) => p.slug === slugHere);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const theirs = CONSOLE_PAGES.filter((p) => mayOpen(role, p.minRole));
  const home = CONSOLE_PAGES.find((p) => p.slug === landingPage(role) && mayOpen(role, p.minRole));
  const pages = new Intl.ListFormat(LOCALES[lang], { type: "conjunction" }).format(theirs.map((p) => t(p.label)));
  return (
    <Stack maw={640} gap="md" data-testid="role-too-low">
      <Title order={1} size="h2" ref={heading} tabIndex={-1}>
        {here ? t("roleTooLow", { page: t(here.label) }) : t("noAccessPage")}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          {role && theirs.length > 0 && <Text>{t("roleTooLowRole", { hospital: name, role: w.role[role], pages })}</Text>}
          <Text size="sm" c="dimmed">
            {t("roleTooLowHint")}
          </Text>
          {home && (
            <Button component={Link} href={`/console/${slug}/${home.slug}`}>
              {t("roleTooLowHome", { page: t(home.label) })}
            </Button>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
