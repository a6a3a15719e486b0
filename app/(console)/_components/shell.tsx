"use client";

import { AppShell, Burger, Button, Group, NavLink, Select, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useContext, type ReactNode } from "react";
import { roleAtLeast, type Role } from "../../../contracts/roles";
import { useT } from "../_i18n";
import { LangSwitch } from "./lang-switch";
import { ProductMark } from "./mark";
import { CONSOLE_PAGES } from "./pages";
import { signOutAction } from "./sign-out";

export interface ShellTenant {
  slug: string;
  name: string;
  role: Role | null;
}

interface TenantInfo {
  slug: string;
  role: Role | null;
}
const TenantContext = createContext<TenantInfo>({ slug: "", role: null });
/** The tenant the page shows and the signed-in person's role on it. */
export const useTenant = () => useContext(TenantContext);

export function mayOpen(role: Role | null, minRole: Role): boolean {
  return role !== null && roleAtLeast(role, minRole);
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
  const page = pathname.split("/")[3] ?? "departments";
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <ProductMark label={t("product")} />
          </Group>
          <Group wrap="nowrap" gap="sm">
            {tenants.length > 0 && (
              <Select
                aria-label={t("tenant")}
                data={tenants.map((x) => ({ value: x.slug, label: x.name }))}
                value={current?.slug ?? null}
                onChange={(slug) => slug && router.push(`/console/${slug}/${page}`)}
                allowDeselect={false}
                w={200}
                visibleFrom="xs"
              />
            )}
            <LangSwitch />
            <Text size="sm" c="dimmed" visibleFrom="md">
              {email}
            </Text>
            <form action={signOutAction}>
              <Button type="submit" variant="subtle" size="xs">
                {t("signOut")}
              </Button>
            </form>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Console">
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
      </AppShell.Navbar>
      {/* The site's stylesheet narrows <main> for the caller pages; the console uses the full width. */}
      <AppShell.Main style={{ maxWidth: "none" }}>
        <TenantContext.Provider value={{ slug: current?.slug ?? "", role: current?.role ?? null }}>{children}</TenantContext.Provider>
      </AppShell.Main>
    </AppShell>
  );
}
