"use client";

import { Accordion, Anchor, Badge, Card, Group, Progress, Stack, Text } from "@mantine/core";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";
import { useT, useWords } from "../../../_i18n";
import { LanguageName } from "../../../_components/language-name";

export type PlaygroundAnswer = inferRouterOutputs<AppRouter>["playground"]["ask"];

/** The classes where a caller is at risk or refused for their safety: they must stand out. */
const SAFETY_COLOR: Partial<Record<PlaygroundAnswer["turn"]["class"], string>> = { EMERGENCY: "red", SAFETY_REFUSAL: "orange" };

/** The chunk's section under its page: "Bezoekuren › Geriatrie" under the page "Bezoekuren" is "Geriatrie". */
function sectionOf(r: { title: string; headingPath: string }): string {
  const prefix = `${r.title} › `;
  return r.headingPath.startsWith(prefix) ? r.headingPath.slice(prefix.length) : r.headingPath;
}

/** One question and the line's answer: what the caller hears, the chips that say why, the sources, and the ranking. */
export function AnswerCard({ question, answer, index }: { question: string; answer: PlaygroundAnswer; index: number }) {
  const t = useT();
  const w = useWords();
  const { turn, ranking } = answer;
  const safety = SAFETY_COLOR[turn.class];
  const citations = [...new Map(turn.citations.map((c) => [`${c.title}|${c.url ?? ""}`, c])).values()];
  // Bars share one scale: the top score, or 1 when every score is below it (affinity can lift a score above 1).
  const scale = Math.max(1, ...ranking.map((r) => r.score));
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      tabIndex={0}
      aria-label={`${t("pgYouAsked")} ${index + 1}: ${question}`}
      data-testid="playground-answer"
      data-class={turn.class}
      data-safety={safety ? "true" : "false"}
      style={safety ? { borderColor: `var(--mantine-color-${safety}-6)`, borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t("pgYouAsked")}:{" "}
          <Text span fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: "anywhere" }}>
            {question}
          </Text>
        </Text>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t("pgHeard")}
          </Text>
          <Text data-testid="playground-spoken" style={{ overflowWrap: "anywhere" }}>
            {turn.spoken || t("pgNothingSaid")}
          </Text>
        </div>
        <Group gap={6} wrap="wrap" data-testid="playground-chips">
          {safety && (
            <Badge color={safety} variant="filled" data-testid="playground-safety">
              {t("pgSafety")}
            </Badge>
          )}
          {/* Words, not the pipeline's codes (SAFETY_REFUSAL, prefilter): the codes stay in data-class and data-path. */}
          <Badge variant="light" color={safety ?? "blue"} tt="none" data-testid="playground-class">
            {t("pgClass")}: {w.terminalClass[turn.class]}
          </Badge>
          <Badge variant="light" color="grape" tt="none" data-testid="playground-path" data-path={turn.path}>
            {t("pgPath")}: {w.path[turn.path]}
          </Badge>
          {turn.intent && (
            <Badge variant="light" color="gray" tt="none">
              {t("pgIntent")}: {w.intent[turn.intent] ?? turn.intent}
            </Badge>
          )}
          <Badge variant="light" color="gray" tt="none">
            {t("pgLang")}: <LanguageName lang={turn.language} />
          </Badge>
          <Badge variant="light" color={turn.found ? "teal" : "yellow"} tt="none">
            {t(turn.found ? "pgFound" : "pgNotFound")}
          </Badge>
          {turn.disclaimer && (
            <Badge variant="light" color="cyan" tt="none">
              {t("pgDisclaimer")}
            </Badge>
          )}
          {turn.action !== "none" && (
            <Badge variant="outline" color="violet" tt="none">
              {t(turn.action === "transfer" ? "pgActionTransfer" : "pgActionEnd")}
            </Badge>
          )}
          <Badge variant="default" tt="none">
            {t("pgLatency", { ms: Math.round(turn.latencyMs) })}
          </Badge>
        </Group>
        <div data-testid="playground-citations">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t("pgCited")}
          </Text>
          {citations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("pgNoCitations")}
            </Text>
          ) : (
            <Group gap="xs" wrap="wrap">
              {citations.map((c) =>
                c.url ? (
                  <Anchor key={`${c.title}|${c.url}`} data-testid="playground-citation" href={c.url} target="_blank" rel="noreferrer" size="sm">
                    {c.title}
                  </Anchor>
                ) : (
                  <Text key={c.title} size="sm" data-testid="playground-citation">
                    {c.title}
                  </Text>
                ),
              )}
            </Group>
          )}
        </div>
        <Accordion variant="contained" chevronPosition="left">
          <Accordion.Item value="ranking">
            <Accordion.Control>{t("pgHowFound")}</Accordion.Control>
            <Accordion.Panel>
              {ranking.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t("pgNoRanking")}
                </Text>
              ) : (
                <Stack gap="sm" data-testid="playground-ranking">
                  <Text size="xs" c="dimmed">
                    {t("pgRanking", { count: ranking.length })}
                  </Text>
                  {ranking.map((r, i) => (
                    <Stack key={`${r.title}|${r.headingPath}|${i}`} gap={4}>
                      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                          {i + 1}. {r.title}
                          {r.headingPath && r.headingPath !== r.title && (
                            <Text span size="xs" c="dimmed">
                              {" "}
                              · {sectionOf(r)}
                            </Text>
                          )}
                        </Text>
                        <Badge variant="light" size="sm" tt="none" style={{ flexShrink: 0 }}>
                          {r.category}
                        </Badge>
                      </Group>
                      <Group gap="xs" wrap="nowrap">
                        <Progress value={(100 * r.score) / scale} style={{ flex: 1 }} aria-label={t("pgScore", { score: r.score.toFixed(3) })} />
                        <Text size="xs" c="dimmed" ff="monospace" style={{ flexShrink: 0 }}>
                          {r.score.toFixed(3)}
                        </Text>
                      </Group>
                    </Stack>
                  ))}
                </Stack>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Card>
  );
}
