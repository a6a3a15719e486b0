"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Button, PasswordInput, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { newPasswordSchema } from "~/contracts/tenant-admin";
import { useTRPC } from "../../_trpc/react";
import { SectionCard } from "../_components/section-card";
import { useT } from "../_i18n";

const passwordForm = z
  .object({ current: z.string().min(1), next: newPasswordSchema, repeat: z.string() })
  .refine((v) => v.next === v.repeat, { path: ["repeat"], message: "mismatch" });
type PasswordForm = z.infer<typeof passwordForm>;

/** A new password ends the person's other sessions: whoever knew the old one is out at once. */
export function PasswordCard({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordForm), defaultValues: { current: "", next: "", repeat: "" } });
  const change = useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: ({ endedSessions }) => {
        form.reset();
        notifications.show({ color: "teal", message: t("passwordChanged", { count: endedSessions }) });
        onChanged();
      },
      onError: (err) => {
        // The server names the field that is wrong (the current password, or a new one like the old).
        const fields: Partial<Record<string, string[]>> = err.data?.zodError?.fieldErrors ?? {};
        const field = (["current", "next"] as const).find((f) => fields[f]?.length);
        if (field) form.setError(field, { message: fields[field]![0] });
        else notifications.show({ color: "red", message: err.message });
      },
    }),
  );
  const errors = form.formState.errors;
  return (
    <SectionCard title={t("passwordTitle")}>
      <form method="post" onSubmit={(e) => void form.handleSubmit((v) => change.mutate({ current: v.current, next: v.next }))(e)} noValidate>
        <Stack maw={420}>
          <PasswordInput label={t("currentPassword")} autoComplete="current-password" error={errors.current?.message} {...form.register("current")} />
          <PasswordInput
            label={t("newPassword")}
            autoComplete="new-password"
            error={errors.next && (errors.next.type === "too_small" ? t("passwordTooShort") : errors.next.message)}
            {...form.register("next")}
          />
          <PasswordInput label={t("repeatPassword")} autoComplete="new-password" error={errors.repeat && t("passwordsDiffer")} {...form.register("repeat")} />
          <Button type="submit" loading={change.isPending} w="fit-content">
            {t("changePassword")}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
