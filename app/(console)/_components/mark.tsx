import { Group, Text, VisuallyHidden } from "@mantine/core";
import Image from "next/image";

/**
 * The product mark (public/voicedesk-mark.svg) with its name. `compact`: on a phone the header
 * shows the mark alone (the name would wrap onto two lines and push the controls off the screen),
 * and the mark then carries the name for screen readers.
 */
export function ProductMark({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Image src="/voicedesk-mark.svg" alt="" width={28} height={28} priority />
      <Text fw={700} size="lg" visibleFrom={compact ? "sm" : undefined}>
        {label}
      </Text>
      {compact ? <VisuallyHidden hiddenFrom="sm">{label}</VisuallyHidden> : null}
    </Group>
  );
}
