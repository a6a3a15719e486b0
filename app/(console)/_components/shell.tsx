"use client";

import { AppShell, Box, Burger, Button, Group, NavLink, Select, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import type { ReactNode } from "react";
import type { Role } from "~/contracts/roles";
import { useT } from "../_i18n";
import { AlertsBanner } from "./alerts-banner";
import { LangSwitch } from "./lang-switch";
import { ProductMark } from "./mark";
import { CONSOLE_PAGES, landingPage } from "./pages";
import { signOutAction } from "./sign-out";
import { mayOpen, TenantContext } from "./tenant-context";

export interface ShellTenant {
  slug: string;
  name: string;
  role: Role | null;
  /** IANA zone of the hospital (its calls' times and days are shown in it). */
  timeZone: string;
}

/** Header with the tenant switcher, navigation by role, and the page. Collapses to a burger on a tablet. */
export function ConsoleShell({
  email,
  tenants,
  current,
  children,
}: {
  email: string;
  tenants: ShellTenant[];
  current: ShellTenant | null;
  children: ReactNode;
}) {
  const t = useT();
  const [opened, { toggle }] = useDisclosure();
  const pathname = usePathname();
  const router = useRouter();
  // The hospital page shown (/console/<tenant>/<page>); none on the account page, so no menu entry is marked.
  const page = pathname.startsWith("/console/") ? (pathname.split("/")[3] ?? "departments") : null;
  const onAccount = pathname === "/account";
  const accountHref = current ? `/account?from=${encodeURIComponent(current.slug)}` : "/account";
  const switcher = (props: { w: number | string; hiddenFrom?: "sm"; visibleFrom?: "sm"; testId: string }) =>
    tenants.length > 0 && (
      <Select
        aria-label={t("tenant")}
        data={tenants.map((x) => ({ value: x.slug, label: x.name }))}
        value={current?.slug ?? null}
        onChange={(slug) => slug && router.push(`/console/${slug}/${samePageOrLanding(page, tenants.find((x) => x.slug === slug)?.role ?? null)}`)}
        allowDeselect={false}
        w={props.w}
        hiddenFrom={props.hiddenFrom}
        visibleFrom={props.visibleFrom}
        data-testid={props.testId}
      />
    );
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t("menu")} />
            <ProductMark label={t("product")} compact />
          </Group>
          <Group wrap="nowrap" gap="sm">
            {/* On a phone the switcher lives at the top of the menu instead (below). */}
            {switcher({ w: 200, visibleFrom: "sm", testId: "tenant-switcher" })}
            <LangSwitch />
            <Text size="sm" c="dimmed" visibleFrom="md">
              {email}
            </Text>
            {/* On a phone these two live at the foot of the menu (below): the header has room for the mark and the language only. */}
            <Button component={Link} href={accountHref} variant="subtle" size="xs" visibleFrom="sm" aria-current={onAccount ? "page" : undefined}>
              {t("account")}
            </Button>
            <Box component="form" action={signOutAction} visibleFrom="sm">
              <Button type="submit" variant="subtle" size="xs">
                {t("signOut")}
              </Button>
            </Box>
          </Group>
        </Group>
      </AppShell.Header>
      {/* The menu scrolls on its own: on a phone it is taller than the screen (fifteen pages, the
          account and sign-out below them), and a fixed panel that does not scroll left "Sign out"
          under the screen's edge, over the page behind it. */}
      <AppShell.Navbar p="sm" aria-label={t("consoleNav")} style={{ overflowY: "auto" }}>
        <Box hiddenFrom="sm" mb="sm">
          {switcher({ w: "100%", hiddenFrom: "sm", testId: "tenant-switcher-menu" })}
        </Box>
        {current &&
          CONSOLE_PAGES.filter((p) => mayOpen(current.role, p.minRole)).map((p) => (
            <NavLink
              key={p.slug}
              component={Link}
              href={`/console/${current.slug}/${p.slug}`}
              label={t(p.label)}
              active={page === p.slug}
              aria-current={page === p.slug ? "page" : undefined}
            />
          ))}
        <Box hiddenFrom="sm" mt="md" pt="sm" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
          <Text size="sm" c="dimmed" mb="xs" truncate>
            {email}
          </Text>
          <NavLink component={Link} href={accountHref} label={t("account")} active={onAccount} aria-current={onAccount ? "page" : undefined} />
          <form action={signOutAction}>
            <NavLink component="button" type="submit" label={t("signOut")} />
          </form>
        </Box>
      </AppShell.Navbar>
      {/* The site's stylesheet narrows <main> for the caller pages; the console uses the full width. */}
      <AppShell.Main style={{ maxWidth: "none" }}>
        <TenantContext.Provider
          value={{ slug: current?.slug ?? "", name: current?.name ?? "", role: current?.role ?? null, timeZone: current?.timeZone ?? null }}
        >
          {/* On every page for those who may read operations: an incident is seen where the admin is working, not only on the dashboard. */}
          {current && mayOpen(current.role, "operator") && (
            <Box mb="md">
              <AlertsBanner />
            </Box>
          )}
          {children}
        </TenantContext.Provider>
      </AppShell.Main>
    </AppShell>
  );
}

/** Switching hospitals keeps the page when the role there may open it; otherwise the role's landing page. */
function samePageOrLanding(page: string | null, role: Role | null): string {
  const known = CONSOLE_PAGES.find((p) => p.slug === page);
  return known && mayOpen(role, known.minRole) ? known.slug : landingPage(role);
}
