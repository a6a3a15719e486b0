"use client";

import { Button, Collapse, Group, Stack } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useId, type ReactNode } from "react";
import { useT } from "../_i18n";

/**
 * A list's filters: in a row where there is room, behind one "Filters" button on a phone, where
 * seven fields stacked up pushed the list itself below the first screen. The button says how many
 * filters are on, so a filtered list never passes for the whole one.
 */
export function FilterPanel({ active, children }: { active: number; children: ReactNode }) {
  const t = useT();
  // Measured after the first paint (the server cannot know the width): wide until then, as the server drew it.
  const narrow = useMediaQuery("(max-width: 48em)");
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  if (!narrow) {
    return (
      <Group align="flex-end" gap="sm">
        {children}
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Button variant="default" onClick={toggle} aria-expanded={opened} aria-controls={panelId} style={{ alignSelf: "flex-start" }}>
        {active > 0 ? t("filtersOn", { count: active }) : t("filters")}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Group align="flex-end" gap="sm">
          {children}
        </Group>
      </Collapse>
    </Stack>
  );
}
