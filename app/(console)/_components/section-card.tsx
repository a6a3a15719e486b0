"use client";

import { Card, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";

/**
 * One titled card of a console page: a bordered section named by its heading (screen readers
 * list it as a region), an optional one-line lead in the dimmed style, then the content. Every
 * page's cards come from here, so they keep one look and one heading level.
 */
export function SectionCard({ title, lead, testId, children }: { title: string; lead?: ReactNode; testId?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {lead ? (
          <Text size="sm" c="dimmed">
            {lead}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
