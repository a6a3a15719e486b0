"use client";

import { ActionIcon, Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { Controller, useFieldArray, useForm, useWatch, type Control, type FieldErrors, type Resolver, type UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { slugFromName } from "~/contracts/input";
import { LIST_PAGE_SIZE, SCHEDULE_FREQUENCIES, SCHEDULE_PARTS, type ListPage, type ListPageRequest } from "~/contracts/tenant-admin";
import { isLang, LANGUAGES } from "~/lib/lang";
import { useTRPC } from "../../_trpc/react";
import { useT, useWords } from "../_i18n";
import type { MessageKey } from "../_i18n/en";
import { useTenant } from "./tenant-context";
import { useDepartmentNames } from "./department-names";
import { FilterSelect } from "./filter-select";
import { ListPager } from "./list-pager";
import { ResponsiveTable, type ListColumn } from "./responsive-table";
import { TextFilter } from "./text-filter";
import { useUrlFilters } from "./url-filters";
import { Empty, Loading, LoadError, RequireRole } from "./states";
import { refreshAfterWrite } from "../../_trpc/refresh-after-write";

/**
 * One editor for the tenant's lists (campuses, doctors, FAQ, symptom words): search, a table, and a
 * form in a dialog to add or change a row, validated field by field with the same zod schema the
 * server and the bundle use. Each page only says which fields and columns it has.
 */

export type EditorKind = "campuses" | "doctors" | "faq" | "symptoms";
export type FormValues = Record<string, unknown>;
type OptionSource = "departments" | "campuses" | "optionalCampuses" | "langs";

export type FieldSpec =
  | { name: string; label: MessageKey; type: "text" | "textarea"; inputMode?: "tel" | "url" }
  /** The row's key: a new row's is made from its name (the spec's `keyFrom`) until the admin types their own. */
  | { name: string; label: MessageKey; type: "key" }
  /** A list edited one item per line (FAQ questions). */
  | { name: string; label: MessageKey; type: "lines" }
  | { name: string; label: MessageKey; type: "select"; options: OptionSource }
  /** One text per language (directions). */
  | { name: string; label: MessageKey; type: "perLang" }
  /** A doctor's consultations: day, part of day, frequency, campus. */
  | { name: string; label: MessageKey; type: "schedule" };

export interface EditorSpec<Row extends { id: string }> {
  kind: EditorKind;
  title: MessageKey;
  lead: MessageKey;
  schema: z.ZodType;
  /** Rows have a language: the list offers a filter by it, which the server applies (36 FAQ entries are 9 per language). */
  byLang?: boolean;
  /** On a phone's card, the buttons under the row, not beside its heading (headings that are sentences). */
  cardActionsAtFoot?: boolean;
  /** The list's columns; `card` and `cardCell` say how each reads on a phone's card (./responsive-table). */
  columns: (Omit<ListColumn<Row>, "label"> & { label: MessageKey })[];
  /** The row's name in the page's words (aria labels, the dialog's title, the delete confirmation); never a key. */
  nameOf: (r: Row) => string;
  /** A plural message with {count} for the list's total under it: "{count} doctors". */
  noun: MessageKey;
  empty: FormValues;
  /** The words a new row's key is made from (its name): the admin sees the key, may change it, never has to invent it. */
  keyFrom?: (f: FormValues) => string;
  toForm: (r: Row) => FormValues;
  toItem: (f: FormValues) => unknown;
  fields: FieldSpec[];
}

/** The four routers share one shape; the editor uses them through it. */
interface DataRouter {
  list: { queryOptions: (i: { tenant: string } & Partial<ListPageRequest>) => object; queryKey: () => readonly unknown[] };
  save: { mutationOptions: (o: object) => object };
  remove: { mutationOptions: (o: object) => object };
}

export const lines = (v: unknown) =>
  String(v ?? "")
    .split("\n")
    .map((s) => s.trim())
    .filter(Boolean);

/** zod issue paths → the form's field names (a list edited as lines is one field). */
function fieldFor(path: readonly PropertyKey[], fields: FieldSpec[]): string {
  const joined = path.map(String).join(".");
  const lineField = fields.find((f) => f.type === "lines" && joined.startsWith(f.name));
  return lineField ? lineField.name : joined || "root";
}

function nest(flat: Record<string, { type: string; message: string }>): FieldErrors<FormValues> {
  const out: Record<string, unknown> = {};
  for (const [path, err] of Object.entries(flat)) {
    const parts = path.split(".");
    let at = out;
    parts.slice(0, -1).forEach((p) => (at = (at[p] ??= {}) as Record<string, unknown>));
    at[parts.at(-1)!] = err;
  }
  return out as FieldErrors<FormValues>;
}

function errorAt(errors: FieldErrors<FormValues>, path: string): string | undefined {
  let at: unknown = errors;
  for (const p of path.split(".")) at = (at as Record<string, unknown> | undefined)?.[p];
  return (at as { message?: string } | undefined)?.message;
}

export function DataEditorPage<Row extends { id: string }>({ spec }: { spec: EditorSpec<Row> }) {
  return (
    <RequireRole minRole="operator">
      <Suspense fallback={<Loading />}>
        <DataEditor spec={spec} />
      </Suspense>
    </RequireRole>
  );
}

const FILTERS = ["search", "lang"] as const;

function DataEditor<Row extends { id: string }>({ spec }: { spec: EditorSpec<Row> }) {
  const t = useT();
  const { slug, role } = useTenant();
  const router: DataRouter = useTRPC()[spec.kind];
  const queryClient = useQueryClient();
  const w = useWords();
  // The search and the language are in the address: a filtered list survives a reload and can be shared.
  const { values: filters, page, set: setFilters } = useUrlFilters(FILTERS);
  const lang = spec.byLang && isLang(filters.lang) ? filters.lang : null;
  // The server pages, searches and filters by language; the page it answers is the one shown (a page past the end is the last).
  const list = useQuery({
    ...(router.list.queryOptions({ tenant: slug, query: filters.search || undefined, ...(lang ? { lang } : {}), page, pageSize: LIST_PAGE_SIZE }) as {
      queryKey: unknown[];
    }),
    placeholderData: keepPreviousData,
  }) as ReturnType<typeof useQuery<ListPage<Row>>>;
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const canEdit = role === "owner" || role === "admin";
  const refresh = () => refreshAfterWrite(queryClient, router.list.queryKey());
  const remove = useMutation(
    router.remove.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: "teal", message: t("deleted") });
        await refresh();
      },
      onError: (err: Error) => notifications.show({ color: "red", message: err.message }),
    }) as Parameters<typeof useMutation<unknown, Error, { tenant: string; id: string }>>[0],
  );

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t(spec.title)}
        </Title>
        <Text c="dimmed">{t(spec.lead)}</Text>
      </div>
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end" gap="sm" style={{ flex: "1 1 auto" }}>
          <TextFilter label={t("search")} value={filters.search} onChange={(search) => setFilters({ search })} w={280} />
          {spec.byLang && (
            <FilterSelect
              label={t("colLang")}
              data={LANGUAGES.map((l) => ({ value: l, label: w.language[l] }))}
              value={lang}
              onChange={(l) => setFilters({ lang: l })}
              w={160}
            />
          )}
        </Group>
        {canEdit && <Button onClick={() => setEditing("new")}>{t("addNew")}</Button>}
      </Group>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} retry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <Empty>{t("nothingFound")}</Empty>
      ) : (
        <>
          <ResponsiveTable
            rows={list.data.rows}
            columns={spec.columns.map((c) => ({ ...c, label: t(c.label) }))}
            rowKey={(r) => r.id}
            minWidth={560}
            rowAttributes={(r) => ({ "data-testid": `row-${spec.nameOf(r)}` })}
            cardActionsAtFoot={spec.cardActionsAtFoot}
            actionsLabel={t("colActions")}
            actions={
              canEdit
                ? (r) => (
                    <>
                      <Button size="xs" variant="light" onClick={() => setEditing(r)} aria-label={`${t("edit")} ${spec.nameOf(r)}`}>
                        {t("edit")}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`${t("delete")} ${spec.nameOf(r)}`}
                        onClick={() => window.confirm(t("deleteConfirm", { name: spec.nameOf(r) })) && remove.mutate({ tenant: slug, id: r.id })}
                      >
                        {t("delete")}
                      </Button>
                    </>
                  )
                : undefined
            }
          />
          <ListPager total={list.data.total} page={list.data.page} pageSize={list.data.pageSize} noun={spec.noun} onPage={(p) => setFilters({ page: p })} />
        </>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("newItem") : editing ? t("editItem", { name: spec.nameOf(editing) }) : ""}
        // xl: a doctor's consultation rows hold four selects side by side; at lg they cut "every two weeks" and campus names.
        size="xl"
      >
        {editing && (
          <ItemForm
            spec={spec}
            row={editing === "new" ? null : editing}
            save={router.save}
            onDone={async () => {
              setEditing(null);
              await refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function ItemForm<Row extends { id: string }>({
  spec,
  row,
  save,
  onDone,
}: {
  spec: EditorSpec<Row>;
  row: Row | null;
  save: DataRouter["save"];
  onDone: () => Promise<void>;
}) {
  const t = useT();
  const { slug } = useTenant();
  const resolver: Resolver<FormValues> = async (values) => {
    const parsed = spec.schema.safeParse(spec.toItem(values));
    if (parsed.success) return { values, errors: {} };
    const flat: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) flat[fieldFor(issue.path, spec.fields)] ??= { type: "zod", message: issue.message };
    return { values: {}, errors: nest(flat) };
  };
  const form = useForm<FormValues>({ resolver, defaultValues: row ? spec.toForm(row) : spec.empty });
  // A new row's key follows its name until the admin types one of their own (emptying it hands it back).
  const [keyTyped, setKeyTyped] = useState(row !== null || !spec.keyFrom);
  const { keyFrom } = spec;
  const watched = useWatch({ control: form.control });
  const derivedKey = !keyTyped && keyFrom ? slugFromName(keyFrom(watched)) : null;
  useEffect(() => {
    if (derivedKey !== null && derivedKey !== form.getValues("key")) form.setValue("key", derivedKey, { shouldValidate: form.formState.isSubmitted });
  }, [derivedKey, form]);
  const mutation = useMutation(
    save.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: "teal", message: t("saved") });
        await onDone();
      },
      // The server's refusal names its field ("item.postcode: …", "key: …"): put it under that field.
      onError: (err: Error) => {
        for (const part of err.message.split("; ")) {
          const m = /^(?:item\.)?([\w.]+): (.*)$/.exec(part);
          const field = m && spec.fields.some((f) => m[1]!.split(".")[0] === f.name) ? m[1]! : null;
          form.setError(field ?? "root", { message: field ? m![2]! : part });
        }
      },
    }) as Parameters<typeof useMutation<unknown, Error, { tenant: string; id: string | null; item: unknown }>>[0],
  );
  const e = form.formState.errors;
  return (
    <form onSubmit={(ev) => void form.handleSubmit((v) => mutation.mutate({ tenant: slug, id: row?.id ?? null, item: spec.toItem(v) }))(ev)} noValidate>
      <Stack>
        {spec.fields.map((f) => (
          <Field
            key={f.name}
            field={f}
            control={form.control}
            register={form.register}
            errors={e}
            keyFollowsName={!keyTyped}
            onKeyTyped={(typed) => setKeyTyped(typed !== "" || !spec.keyFrom)}
          />
        ))}
        {e.root && (
          <Text c="red" role="alert" size="sm">
            {e.root.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void onDone()}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function useOptions(source: OptionSource | null): { value: string; label: string }[] {
  const t = useT();
  const w = useWords();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const departments = useDepartmentNames();
  const campuses = useQuery({ ...trpc.campuses.names.queryOptions({ tenant: slug }), enabled: source === "campuses" || source === "optionalCampuses" });
  switch (source) {
    case "departments":
      return departments.sorted.map((d) => ({ value: d.key, label: d.name }));
    case "campuses":
    case "optionalCampuses":
      return [
        ...(source === "optionalCampuses" ? [{ value: "", label: t("fieldNone") }] : []),
        ...(campuses.data ?? []).map((c) => ({ value: c.key, label: c.name })),
      ];
    case "langs":
      return LANGUAGES.map((l) => ({ value: l, label: w.language[l] }));
    default:
      return [];
  }
}

function Field({
  field,
  control,
  register,
  errors,
  keyFollowsName,
  onKeyTyped,
}: {
  field: FieldSpec;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  keyFollowsName: boolean;
  onKeyTyped: (typed: string) => void;
}) {
  const t = useT();
  const w = useWords();
  const options = useOptions(field.type === "select" ? field.options : null);
  const error = errorAt(errors, field.name);
  switch (field.type) {
    case "text":
      return <TextInput label={t(field.label)} error={error} inputMode={field.inputMode} {...register(field.name)} />;
    case "key": {
      const registered = register(field.name);
      return (
        <TextInput
          label={t(field.label)}
          description={t(keyFollowsName ? "keyFromName" : "keyRules")}
          error={error}
          {...registered}
          onChange={(e) => {
            onKeyTyped(e.currentTarget.value);
            void registered.onChange(e);
          }}
        />
      );
    }
    case "textarea":
    case "lines":
      return <Textarea label={t(field.label)} error={error} autosize minRows={field.type === "lines" ? 2 : 3} maxRows={10} {...register(field.name)} />;
    case "select":
      return (
        <Controller
          name={field.name}
          control={control}
          render={({ field: f }) => (
            <Select
              label={t(field.label)}
              data={options}
              value={String(f.value ?? "")}
              onChange={(v) => f.onChange(v ?? "")}
              onBlur={f.onBlur}
              error={error}
              searchable
              allowDeselect={false}
            />
          )}
        />
      );
    case "perLang":
      return (
        <div>
          <Text fw={500} size="sm" mb={4}>
            {t(field.label)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {LANGUAGES.map((l) => (
              <TextInput key={l} label={w.language[l]} error={errorAt(errors, `${field.name}.${l}`)} {...register(`${field.name}.${l}`)} />
            ))}
          </SimpleGrid>
        </div>
      );
    case "schedule":
      return <ScheduleField name={field.name} label={field.label} control={control} errors={errors} />;
  }
}

function ScheduleField({ name, label, control, errors }: { name: string; label: MessageKey; control: Control<FormValues>; errors: FieldErrors<FormValues> }) {
  const t = useT();
  const campuses = useOptions("optionalCampuses");
  const { fields, append, remove } = useFieldArray({ control, name: name as never });
  const days = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: String(d), label: t(`day${d}` as MessageKey) }));
  const parts = SCHEDULE_PARTS.map((p) => ({ value: p, label: t(`part_${p}`) }));
  const freqs = SCHEDULE_FREQUENCIES.map((f) => ({ value: f, label: t(`freq_${f}`) }));
  const select = (i: number, key: string, fieldLabel: MessageKey, data: { value: string; label: string }[]) => (
    <Controller
      name={`${name}.${i}.${key}`}
      control={control}
      render={({ field: f }) => (
        <Select
          label={t(fieldLabel)}
          data={data}
          value={String(f.value ?? "")}
          onChange={(v) => f.onChange(key === "day" ? Number(v) : (v ?? ""))}
          error={errorAt(errors, `${name}.${i}.${key}`)}
          allowDeselect={false}
          size="xs"
        />
      )}
    />
  );
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t(label)}
      </Text>
      {fields.map((f, i) => (
        <Group key={f.id} align="flex-end" gap="xs" wrap="nowrap" data-testid="schedule-row">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" style={{ flex: 1 }}>
            {select(i, "day", "fieldDay", days)}
            {select(i, "part", "fieldPart", parts)}
            {select(i, "frequency", "fieldFrequency", freqs)}
            {select(i, "campus", "fieldCampus", campuses)}
          </SimpleGrid>
          <ActionIcon variant="subtle" color="red" aria-label={`${t("removeSession")} ${i + 1}`} onClick={() => remove(i)} mb={4}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        onClick={() => append({ day: 1, part: "morning", frequency: "weekly", campus: "" } as never)}
        style={{ alignSelf: "flex-start" }}
      >
        {t("addSession")}
      </Button>
    </Stack>
  );
}
