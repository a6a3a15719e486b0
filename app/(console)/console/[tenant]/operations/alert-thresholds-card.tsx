"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, NumberInput, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { alertThresholdsSchema, type AlertThresholds } from "~/contracts/tenant-admin";
import { useTRPC } from "../../../../_trpc/react";
import { useT } from "../../../_i18n";
import { SectionCard } from "../../../_components/section-card";
import { mayOpen, useTenant } from "../../../_components/tenant-context";
import { LoadError, Loading } from "../../../_components/states";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";

/** The form speaks in the units people think in (seconds, percent); the API stores ms and a share. */
const formSchema = z.object({
  firstAudioP95Seconds: z.number({ error: "a number of seconds" }).min(0.3, "at least 0.3 s").max(10, "at most 10 s"),
  mismatchPercent: z.number({ error: "a percentage" }).int("a whole percentage").min(1, "at least 1 %").max(100, "at most 100 %"),
  postfilterLookbackHours: alertThresholdsSchema.shape.postfilterLookbackHours,
});
type Form = z.infer<typeof formSchema>;

const toForm = (a: AlertThresholds): Form => ({
  firstAudioP95Seconds: a.firstAudioP95Ms / 1000,
  mismatchPercent: Math.round(a.mismatchRate * 100),
  postfilterLookbackHours: a.postfilterLookbackHours,
});
const fromForm = (f: Form): AlertThresholds => ({
  firstAudioP95Ms: Math.round(f.firstAudioP95Seconds * 1000),
  mismatchRate: f.mismatchPercent / 100,
  postfilterLookbackHours: f.postfilterLookbackHours,
});

/** When the banner above the dashboard speaks up, per hospital. Operators read it; admins change it (audited). */
export function AlertThresholdsCard() {
  const t = useT();
  const { slug, role } = useTenant();
  const trpc = useTRPC();
  const current = useQuery(trpc.operations.alertThresholds.queryOptions({ tenant: slug }));
  return (
    <SectionCard title={t("thresholdsTitle")} lead={t("thresholdsLead")} testId="alert-thresholds">
      {current.isPending ? (
        <Loading />
      ) : current.isError ? (
        <LoadError error={current.error} retry={() => void current.refetch()} />
      ) : (
        <ThresholdsForm key={JSON.stringify(current.data)} initial={current.data.thresholds} custom={current.data.custom} editable={mayOpen(role, "admin")} />
      )}
    </SectionCard>
  );
}

function ThresholdsForm({ initial, custom, editable }: { initial: AlertThresholds; custom: boolean; editable: boolean }) {
  const t = useT();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: toForm(initial) });
  const save = useMutation(
    trpc.operations.setAlertThresholds.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: "teal", message: t("saved") });
        await Promise.all([
          refreshAfterWrite(queryClient, trpc.operations.alertThresholds.queryKey()),
          refreshAfterWrite(queryClient, trpc.operations.alerts.queryKey()),
        ]);
      },
      onError: (err) => notifications.show({ color: "red", message: err.message }),
    }),
  );
  const submit = form.handleSubmit((values) => save.mutate({ tenant: slug, thresholds: fromForm(values) }));
  const field = (name: keyof Form, label: string, props: { step?: number; decimalScale?: number; suffix?: string }) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f, fieldState }) => (
        <NumberInput
          label={label}
          value={f.value}
          onChange={(v) => f.onChange(typeof v === "number" ? v : Number.NaN)}
          onBlur={f.onBlur}
          error={fieldState.error?.message}
          disabled={!editable}
          hideControls
          w={200}
          {...props}
        />
      )}
    />
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Group align="flex-start">
        {field("firstAudioP95Seconds", t("thresholdFirstAudio"), { decimalScale: 2, suffix: " s" })}
        {field("mismatchPercent", t("thresholdMismatch"), { suffix: " %" })}
        {field("postfilterLookbackHours", t("thresholdPostfilterHours"), { suffix: " h" })}
        {editable && (
          <Group mt={24} gap="xs">
            <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
              {t("save")}
            </Button>
            {custom && (
              <Button variant="default" onClick={() => save.mutate({ tenant: slug, thresholds: null })} disabled={save.isPending}>
                {t("thresholdsReset")}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {!custom && (
        <Text size="xs" c="dimmed" mt={4}>
          {t("thresholdsDefault")}
        </Text>
      )}
    </form>
  );
}
