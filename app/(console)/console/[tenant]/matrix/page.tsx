"use client";

import { Badge, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AFFINITY_BOUNDS, affinityMultiplierSchema } from "~/contracts/tenant-admin";
import { LANGUAGES, type Lang } from "~/lib/lang";
import { useTRPC } from "../../../../_trpc/react";
import { useLang, useT, useWords } from "../../../_i18n";
import { en, type MessageKey } from "../../../_i18n/en";
import { useTenant } from "../../../_components/tenant-context";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";
import { isChange, matrixChanges, type MatrixDraft } from "./matrix-changes";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";

type Category = "practical" | "clinical_info" | "regulatory" | "appointments" | "legal_admin" | "general";
const cellKey = (intent: string, category: string) => `${intent}|${category}`;

/** The words for an intent or a category in the console's language; a name without words (a tenant's own intent) as it is. */
function label(t: ReturnType<typeof useT>, prefix: "intent_" | "cat_", name: string): string {
  const key = `${prefix}${name}`;
  return key in en ? t(key as MessageKey) : name;
}

/**
 * The question kinds stay in view while the grid scrolls sideways (a phone shows two columns of
 * six): scrolled to "General", a reader still sees which row a cell is on.
 */
const STICKY_FIRST_COLUMN = { position: "sticky", left: 0, zIndex: 1, background: "var(--mantine-color-body)" } as const;

export default function MatrixPage() {
  return (
    <RequireRole minRole="admin">
      <Matrix />
    </RequireRole>
  );
}

function Matrix() {
  const t = useT();
  // A Dutch console writes and reads 0,55 (the cells are typed numbers, so they follow the language too).
  const lang = useLang();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const grid = useQuery(trpc.affinity.grid.queryOptions({ tenant: slug }));
  /** Unsaved edits: a number, or null for "back to the default". */
  const [draft, setDraft] = useState<MatrixDraft>({});
  const set = useMutation(trpc.affinity.set.mutationOptions());
  const [saving, setSaving] = useState(false);

  if (grid.isPending) return <Loading />;
  if (grid.isError) return <LoadError error={grid.error} retry={() => void grid.refetch()} />;
  const g = grid.data;
  const effective = (intent: string, category: string): number => {
    const key = cellKey(intent, category);
    const cell = g.cells[intent]![category]!;
    if (key in draft) return draft[key] ?? cell.default;
    return cell.override ?? cell.default;
  };
  const cellAt = (key: string) => {
    const [intent, category] = key.split("|") as [string, string];
    return g.cells[intent]![category]!;
  };
  // A value equal to the default is "back to the default"; a draft equal to what is stored is no change at all.
  const changes = matrixChanges(draft, cellAt);
  const valid = changes.every(([, v]) => v === null || affinityMultiplierSchema.safeParse(v).success);

  const saveAll = async () => {
    setSaving(true);
    try {
      for (const [key, multiplier] of changes) {
        const [intent, category] = key.split("|") as [string, Category];
        await set.mutateAsync({ tenant: slug, intent, category, multiplier });
      }
      setDraft({});
      notifications.show({ color: "teal", message: t("saved") });
      await refreshAfterWrite(queryClient, trpc.affinity.grid.queryKey());
    } catch (err) {
      notifications.show({ color: "red", message: (err as Error).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navMatrix")}
        </Title>
        <Text c="dimmed">{t("matrixLead", { min: AFFINITY_BOUNDS.min, max: AFFINITY_BOUNDS.max })}</Text>
      </div>
      <Table.ScrollContainer minWidth={900}>
        <Table withTableBorder withColumnBorders aria-label={t("navMatrix")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={STICKY_FIRST_COLUMN}>{t("intent")}</Table.Th>
              {g.categories.map((c) => (
                <Table.Th key={c} title={c}>
                  {label(t, "cat_", c)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {g.intents.map((intent) => (
              <Table.Tr key={intent}>
                <Table.Th scope="row" title={intent} style={STICKY_FIRST_COLUMN}>
                  <Text size="sm">{label(t, "intent_", intent)}</Text>
                </Table.Th>
                {g.categories.map((category) => {
                  const cell = g.cells[intent]![category]!;
                  const key = cellKey(intent, category);
                  const value = effective(intent, category);
                  const changed = value !== cell.default;
                  const out = affinityMultiplierSchema.safeParse(value);
                  const edited = key in draft && isChange(cell, draft[key] ?? null);
                  return (
                    <Table.Td key={category} bg={edited ? "yellow.0" : changed ? "teal.0" : undefined}>
                      <NumberInput
                        aria-label={`${label(t, "intent_", intent)} × ${label(t, "cat_", category)}`}
                        data-cell={`${intent}|${category}`}
                        value={value}
                        min={AFFINITY_BOUNDS.min}
                        max={AFFINITY_BOUNDS.max}
                        step={0.05}
                        decimalScale={2}
                        // Never clamp silently: a typed 5 stays 5 and says why it cannot be saved.
                        clampBehavior="none"
                        decimalSeparator={lang === "nl" ? "," : "."}
                        size="xs"
                        w={96}
                        hideControls
                        error={out.success ? undefined : t("matrixOutOfBounds", { min: AFFINITY_BOUNDS.min, max: AFFINITY_BOUNDS.max })}
                        onChange={(v) => setDraft((d) => ({ ...d, [key]: typeof v === "number" ? v : Number(v) }))}
                      />
                      <Group gap={4} mt={2} wrap="nowrap">
                        <Text size="xs" c="dimmed">
                          {t("defaultValue", { value: cell.default })}
                        </Text>
                        {changed && (
                          <Tooltip label={t("resetToDefault")}>
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              aria-label={`${t("resetToDefault")} ${label(t, "intent_", intent)} × ${label(t, "cat_", category)}`}
                              onClick={() => setDraft((d) => ({ ...d, [key]: null }))}
                            >
                              ↺
                            </Button>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button onClick={() => void saveAll()} disabled={changes.length === 0 || !valid} loading={saving}>
          {changes.length ? t("saveChanges", { count: changes.length }) : t("noChanges")}
        </Button>
        {changes.length > 0 && (
          <Button variant="default" onClick={() => setDraft({})}>
            {t("cancel")}
          </Button>
        )}
      </Group>
      <Preview
        intents={g.intents}
        draft={g.intents.flatMap((intent) =>
          g.categories
            .map((category) => ({ intent, category: category as Category, multiplier: effective(intent, category) }))
            .filter((c) => affinityMultiplierSchema.safeParse(c.multiplier).success),
        )}
      />
    </Stack>
  );
}

function Preview({ intents, draft }: { intents: string[]; draft: { intent: string; category: Category; multiplier: number }[] }) {
  const t = useT();
  const w = useWords();
  const uiLang = useLang();
  const [lang, setLang] = useState<Lang>(uiLang === "nl" ? "nl" : "en");
  const [intent, setIntent] = useState<string | null>(null);
  const { slug } = useTenant();
  const trpc = useTRPC();
  const [text, setText] = useState("");
  const [debouncedText] = useDebouncedValue(text, 400);
  const [debouncedDraft] = useDebouncedValue(draft, 400);
  const preview = useQuery({
    ...trpc.affinity.preview.queryOptions({ tenant: slug, lang, text: debouncedText, intent: intent ?? undefined, draft: debouncedDraft }),
    enabled: debouncedText.trim().length > 0,
    placeholderData: keepPreviousData,
  });
  const column = (title: string, rows: { id: string; title: string; category: string; score: number }[], testId: string) => (
    <Paper withBorder p="sm">
      <Text fw={600} mb="xs">
        {title}
      </Text>
      <ol data-testid={testId} style={{ margin: 0, paddingInlineStart: 20 }}>
        {rows.map((r) => (
          <li key={r.id} data-id={r.id} data-category={r.category}>
            <Text size="sm" span>
              {r.title}
            </Text>{" "}
            <Badge size="xs" variant="light" tt="none">
              {label(t, "cat_", r.category)}
            </Badge>{" "}
            <Text size="xs" c="dimmed" span>
              {r.score.toFixed(3)}
            </Text>
          </li>
        ))}
      </ol>
    </Paper>
  );
  return (
    <Stack>
      <Title order={2} size="h3">
        {t("preview")}
      </Title>
      <Text c="dimmed" size="sm">
        {t("previewLead")}
      </Text>
      <Group align="flex-end">
        <TextInput label={t("question")} value={text} onChange={(e) => setText(e.currentTarget.value)} w={420} />
        <Select
          label={t("colLang")}
          data={LANGUAGES.map((l) => ({ value: l, label: w.language[l] }))}
          value={lang}
          onChange={(v) => v && setLang(v as Lang)}
          allowDeselect={false}
          w={100}
        />
        <Select
          label={t("intent")}
          placeholder={t("intentAuto")}
          data={intents.map((i) => ({ value: i, label: label(t, "intent_", i) }))}
          value={intent}
          onChange={setIntent}
          clearable
          // Wide enough for the longest kind, "Directions and practical questions", beside its clear button.
          w={340}
          maw="100%"
        />
      </Group>
      {preview.data && (
        <Text size="sm" data-testid="preview-intent">
          {t("intent")}: {preview.data.intent ? label(t, "intent_", preview.data.intent) : t("intentNone")}
        </Text>
      )}
      {debouncedText.trim() === "" ? null : preview.isPending ? (
        <Loading />
      ) : preview.isError ? (
        <LoadError error={preview.error} />
      ) : preview.data.before.length === 0 ? (
        <Empty>—</Empty>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {column(t("before"), preview.data.before, "preview-before")}
          {column(t("after"), preview.data.after, "preview-after")}
        </SimpleGrid>
      )}
    </Stack>
  );
}
