"use client";

import { Alert, Anchor, Button, Group, List, Menu, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "../../_trpc/react";
import { useT } from "../_i18n";
import { useTenant } from "./tenant-context";
import { refreshAfterWrite } from "../../_trpc/refresh-after-write";

/** The snooze lengths the server accepts (server/operations/alert-states.ts SNOOZE_HOURS). */
const SNOOZE_HOURS = [1, 4, 24] as const;

/**
 * The tenant's active alerts (server/operations/alerts.ts) as one banner: what was measured, what
 * that metric means, a link to the calls concerned, and "seen" or "snooze" (audited). Nothing shows
 * while loading, on error (the dashboard shows its own), or when every alert is handled or all is well.
 */
export function AlertsBanner() {
  const t = useT();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const alerts = useQuery({ ...trpc.operations.alerts.queryOptions({ tenant: slug }), refetchInterval: 60_000 });
  const refresh = () => refreshAfterWrite(queryClient, trpc.operations.alerts.queryKey());
  const acknowledge = useMutation(trpc.operations.acknowledgeAlert.mutationOptions({ onSuccess: refresh }));
  const snooze = useMutation(trpc.operations.snoozeAlert.mutationOptions({ onSuccess: refresh }));
  const active = alerts.data?.filter((a) => a.state === "active") ?? [];
  if (!active.length) return null;
  type View = (typeof active)[number];
  const words = (a: View) =>
    a.kind === "first_audio_p95"
      ? t("alertFirstAudio", { value: Math.round(a.value / 10) / 100, threshold: a.threshold / 1000 })
      : a.kind === "mismatch_rate"
        ? t("alertMismatch", { value: Math.round(a.value * 1000) / 10, threshold: Math.round(a.threshold * 100) })
        : t("alertPostfilter", { count: a.value, hours: a.hours });
  const explained = (a: View) =>
    t(a.kind === "first_audio_p95" ? "alertExplainFirstAudio" : a.kind === "mismatch_rate" ? "alertExplainMismatch" : "alertExplainPostfilter");
  const handled = (alerts.data?.length ?? 0) - active.length;
  return (
    <Alert color="red" variant="light" title={t("alertsTitle")} role="alert" data-testid="alerts-banner">
      <List size="sm" spacing="sm">
        {active.map((a) => (
          <List.Item key={a.kind} data-alert={a.kind}>
            <Stack gap={4}>
              <Text span size="sm" fw={600}>
                {words(a)}
              </Text>
              <Text size="sm">{explained(a)}</Text>
              <Group gap="xs">
                {a.conversationIds.length > 0 && (
                  <Anchor component={Link} href={`/console/${slug}/calls?ids=${a.conversationIds.join(",")}`} size="sm">
                    {t("alertCalls")}
                  </Anchor>
                )}
                <Button
                  size="compact-sm"
                  variant="default"
                  title={t("acknowledgeHint")}
                  onClick={() => acknowledge.mutate({ tenant: slug, kind: a.kind })}
                  loading={acknowledge.isPending && acknowledge.variables.kind === a.kind}
                >
                  {t("acknowledge")}
                </Button>
                <Menu position="bottom-start">
                  <Menu.Target>
                    <Button size="compact-sm" variant="default" loading={snooze.isPending && snooze.variables.kind === a.kind}>
                      {t("snooze")}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {SNOOZE_HOURS.map((hours) => (
                      <Menu.Item key={hours} onClick={() => snooze.mutate({ tenant: slug, kind: a.kind, hours })}>
                        {t("snoozeFor", { count: hours })}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Stack>
          </List.Item>
        ))}
      </List>
      {handled > 0 && (
        <Text size="xs" mt="xs">
          {t("alertsHandled", { count: handled })}
        </Text>
      )}
      {(acknowledge.isError || snooze.isError) && (
        <Text size="sm" c="red.9" mt="xs">
          {(acknowledge.error ?? snooze.error)?.message}
        </Text>
      )}
    </Alert>
  );
}
