"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Card, Group, Select, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { PLAYGROUND_LIMITS, playgroundQuestionSchema } from "~/contracts/playground";
import { REPLAY_ROLES } from "~/contracts/roles";
import { LANGUAGES } from "~/lib/lang";
import { useTRPC } from "../../../../_trpc/react";
import { useT } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";
import { AnswerCard, type PlaygroundAnswer } from "./answer-card";

export default function PlaygroundPage() {
  return (
    <RequireRole minRole={REPLAY_ROLES}>
      <Playground />
    </RequireRole>
  );
}

const formSchema = z.object({
  question: playgroundQuestionSchema,
  lang: z.enum(["auto", ...LANGUAGES]),
});
type Form = z.infer<typeof formSchema>;

/**
 * A conversation key from the browser's random source. Not crypto.randomUUID: that exists only in
 * secure contexts, and a hospital may open its console over plain http on the internal network.
 */
function newConversationKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

interface Exchange {
  question: string;
  answer: PlaygroundAnswer;
}

function Playground() {
  const t = useT();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const [conversation, setConversation] = useState(newConversationKey);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const form = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: { question: "", lang: "auto" } });
  const ask = useMutation(
    trpc.playground.ask.mutationOptions({
      onSuccess: (answer, input) => {
        setExchanges((xs) => [...xs, { question: input.question, answer }]);
        form.reset({ question: "", lang: form.getValues("lang") });
      },
      // A refused question (the server names the field) goes next to the question; anything else below the transcript.
      onError: (err) => {
        if (err.data?.zodError) form.setError("question", { message: err.message });
      },
    }),
  );
  const send = (f: Form) => ask.mutate({ tenant: slug, conversation, question: f.question.trim(), lang: f.lang === "auto" ? undefined : f.lang });
  const submit = form.handleSubmit(send);

  // The newest answer comes into view, as in a chat. A block body: Chromium's scrollIntoView now
  // returns a promise, which React would take for the effect's cleanup and call.
  const newest = useRef<HTMLDivElement>(null);
  useEffect(() => {
    newest.current?.scrollIntoView({ block: "nearest" });
  }, [exchanges.length]);

  const restart = () => {
    setConversation(newConversationKey());
    setExchanges([]);
    ask.reset();
    form.reset({ question: "", lang: form.getValues("lang") });
  };

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navPlayground")}
        </Title>
        <Text c="dimmed" maw={820}>
          {t("pgLead")}
        </Text>
      </div>
      <Stack gap="sm" role="log" aria-label={t("pgTranscript")} data-testid="playground-transcript">
        {exchanges.length === 0 && !ask.isPending && <Empty>{t("pgEmpty")}</Empty>}
        {exchanges.map((x, i) => (
          <div key={i} ref={i === exchanges.length - 1 ? newest : undefined}>
            <AnswerCard question={x.question} answer={x.answer} index={i} />
          </div>
        ))}
        {ask.isPending && <Loading />}
        {ask.isError && !ask.error.data?.zodError && <LoadError error={ask.error} retry={() => ask.variables && ask.mutate(ask.variables)} />}
      </Stack>
      <Card withBorder radius="md">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Textarea
              label={t("pgQuestion")}
              description={t("pgQuestionHint")}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={PLAYGROUND_LIMITS.question + 1}
              {...form.register("question")}
              error={form.formState.errors.question?.message}
              onKeyDown={(e) => {
                // Enter asks, as in a chat; Shift+Enter (and an IME still composing) writes a newline.
                if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  void submit();
                }
              }}
            />
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Controller
                control={form.control}
                name="lang"
                render={({ field }) => (
                  <Select
                    label={t("pgLanguage")}
                    data={[{ value: "auto", label: t("pgLanguageAuto") }, ...LANGUAGES.map((l) => ({ value: l, label: l }))]}
                    value={field.value}
                    onChange={(v) => v && field.onChange(v)}
                    allowDeselect={false}
                    w={260}
                    maw="100%"
                  />
                )}
              />
              <Button type="submit" loading={ask.isPending}>
                {t("pgAsk")}
              </Button>
              {/* Nothing to start over from before a first question (or its failure). */}
              <Button variant="default" onClick={restart} disabled={ask.isPending || (exchanges.length === 0 && !ask.isError)}>
                {t("pgNewConversation")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
