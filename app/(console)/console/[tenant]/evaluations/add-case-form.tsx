"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { EVALUATION_LIMITS, EXPECTATION_KINDS, evaluationQuestionSchema, type Expectation } from "~/contracts/evaluations";
import { ANSWER_PATHS } from "~/contracts/vocabulary";
import { LANGUAGES, langSchema } from "~/lib/lang";
import { useTRPC } from "../../../../_trpc/react";
import { useT, useWords } from "../../../_i18n";
import { SectionCard } from "../../../_components/section-card";
import { useTenant } from "../../../_components/tenant-context";
import { KIND_LABEL } from "./expectation-words";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";

/**
 * The form is flat (question, language, kind, path, mentions, forbidden words) because that is how a person fills
 * it in; it becomes the contract's expectation union on submit, which the server checks again.
 */
const formSchema = z.object({
  question: evaluationQuestionSchema.refine((q) => q.trim().length > 0, "must not be empty"),
  lang: langSchema,
  kind: z.enum(EXPECTATION_KINDS),
  path: z.enum(ANSWER_PATHS).or(z.literal("")),
  mentions: z.string().max(EVALUATION_LIMITS.mentions, `must be at most ${EVALUATION_LIMITS.mentions} characters`),
  mustNotMention: z.string().max(EVALUATION_LIMITS.mentions, `must be at most ${EVALUATION_LIMITS.mentions} characters`),
});
type Form = z.infer<typeof formSchema>;

const EMPTY: Form = { question: "", lang: "nl", kind: "answer", path: "", mentions: "", mustNotMention: "" };

/** The kinds whose reply is the line's own wording, where forbidding words makes sense (not the fixed emergency or transfer replies). */
const FORBIDS_WORDS = new Set<Form["kind"]>(["answer", "not_found", "refusal"]);

function expectationOf(f: Form): Expectation {
  const forbidden = f.mustNotMention.trim() ? { mustNotMention: f.mustNotMention.trim() } : {};
  if (f.kind === "not_found" || f.kind === "refusal") return { kind: f.kind, ...forbidden };
  if (f.kind !== "answer") return { kind: f.kind };
  return { kind: "answer", ...(f.path ? { path: f.path } : {}), ...(f.mentions.trim() ? { mentions: f.mentions.trim() } : {}), ...forbidden };
}

export function AddCaseForm() {
  const t = useT();
  const w = useWords();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const add = useMutation(
    trpc.evaluations.addCase.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: "teal", message: t("evalAdded") });
        form.reset({ ...EMPTY, lang: form.getValues("lang") });
        await refreshAfterWrite(queryClient, trpc.evaluations.cases.queryKey());
      },
      // The server's words (a limit reached, a field refused) go next to the question.
      onError: (err) => form.setError("question", { message: err.message }),
    }),
  );
  const kind = useWatch({ control: form.control, name: "kind" });
  const submit = form.handleSubmit((f) => add.mutate({ tenant: slug, case: { lang: f.lang, question: f.question.trim(), expect: expectationOf(f) } }));
  return (
    <SectionCard title={t("evalAddTitle")} testId="evaluation-add">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("evalQuestion")}
            {...form.register("question")}
            error={form.formState.errors.question?.message}
            maxLength={EVALUATION_LIMITS.question + 1}
          />
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <Controller
              control={form.control}
              name="lang"
              render={({ field, fieldState }) => (
                <Select
                  label={t("language")}
                  data={LANGUAGES.map((l) => ({ value: l, label: w.language[l] }))}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v)}
                  error={fieldState.error?.message}
                  allowDeselect={false}
                  miw={120}
                />
              )}
            />
            <Controller
              control={form.control}
              name="kind"
              render={({ field, fieldState }) => (
                <Select
                  label={t("evalKind")}
                  data={EXPECTATION_KINDS.map((k) => ({ value: k, label: t(KIND_LABEL[k]) }))}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v)}
                  error={fieldState.error?.message}
                  allowDeselect={false}
                  miw={220}
                />
              )}
            />
            {kind === "answer" && (
              <Controller
                control={form.control}
                name="path"
                render={({ field, fieldState }) => (
                  <Select
                    label={t("evalPath")}
                    data={[{ value: "", label: t("evalPathAny") }, ...ANSWER_PATHS.map((p) => ({ value: p, label: w.path[p] }))]}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? "")}
                    error={fieldState.error?.message}
                    allowDeselect={false}
                    miw={160}
                  />
                )}
              />
            )}
          </Group>
          {kind === "answer" && (
            <TextInput
              label={t("evalMentions")}
              description={t("evalMentionsHint")}
              {...form.register("mentions")}
              error={form.formState.errors.mentions?.message}
              maw={480}
            />
          )}
          {FORBIDS_WORDS.has(kind) && (
            <TextInput
              label={t("evalMustNot")}
              description={t("evalMustNotHint")}
              {...form.register("mustNotMention")}
              error={form.formState.errors.mustNotMention?.message}
              maw={480}
            />
          )}
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t("add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
