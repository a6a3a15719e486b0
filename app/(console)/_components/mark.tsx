import { Group, Text } from "@mantine/core";
import Image from "next/image";

/** The product mark (public/voicedesk-mark.svg) with its name. */
export function ProductMark({ label }: { label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Image src="/voicedesk-mark.svg" alt="" width={28} height={28} priority />
      <Text fw={700} size="lg">
        {label}
      </Text>
    </Group>
  );
}
