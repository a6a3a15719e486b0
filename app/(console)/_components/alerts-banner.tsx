"use client";

import { Alert, Anchor, List, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "../../_trpc/react";
import { useT } from "../_i18n";
import { useTenant } from "./tenant-context";

/**
 * The tenant's alerts (server/operations/alerts.ts) as one banner, each with a link to the calls
 * concerned. Nothing shows while loading, on error (the dashboard shows its own), or when all is well.
 */
export function AlertsBanner() {
  const t = useT();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const alerts = useQuery({ ...trpc.operations.alerts.queryOptions({ tenant: slug }), refetchInterval: 60_000 });
  if (!alerts.data?.length) return null;
  const words = (a: (typeof alerts.data)[number]) =>
    a.kind === "first_audio_p95"
      ? t("alertFirstAudio", { value: Math.round(a.value / 10) / 100, threshold: a.threshold / 1000 })
      : a.kind === "mismatch_rate"
        ? t("alertMismatch", { value: Math.round(a.value * 1000) / 10, threshold: Math.round(a.threshold * 100) })
        : t("alertPostfilter", { count: a.value, hours: a.hours });
  return (
    <Alert color="red" variant="light" title={t("alertsTitle")} role="alert" data-testid="alerts-banner">
      <List size="sm" spacing={4}>
        {alerts.data.map((a) => (
          <List.Item key={a.kind}>
            <Text span size="sm">
              {words(a)}{" "}
            </Text>
            {a.conversationIds.length > 0 && (
              <Anchor component={Link} href={`/console/${slug}/calls?ids=${a.conversationIds.join(",")}`} size="sm">
                {t("alertCalls")}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
