"use client";

import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";
import { Suspense, useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { departmentEditSchema } from "~/contracts/tenant-admin";
import { LANGUAGES, type Lang } from "~/lib/lang";
import { useTRPC } from "../../../../_trpc/react";
import { useLang, useT, useWords } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { departmentName } from "../../../_components/department-names";
import { LOCALES } from "../../../_i18n/format";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";
import { PhoneNumber } from "../../../_components/phone-number";
import { ResponsiveTable } from "../../../_components/responsive-table";
import { TextFilter } from "../../../_components/text-filter";
import { useUrlFilters } from "../../../_components/url-filters";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";

type PerLangForm = Record<Lang, string>;
interface DepartmentForm {
  key: string;
  names: PerLangForm;
  aliasesText: string;
  phone: string;
  location: PerLangForm;
}

const emptyPerLang = (v: Partial<Record<Lang, string>> | null | undefined): PerLangForm =>
  Object.fromEntries(LANGUAGES.map((l) => [l, v?.[l] ?? ""])) as PerLangForm;

const toPayload = (f: DepartmentForm) => ({
  key: f.key,
  names: f.names,
  aliases: f.aliasesText
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
  phone: f.phone.trim(),
  location: f.location,
});

/** The bundle's own schema checks the form: the message under a field is the one the server would give. */
const resolver: Resolver<DepartmentForm> = async (values) => {
  const parsed = departmentEditSchema.safeParse(toPayload(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path
      .join(".")
      .replace(/^aliases.*/, "aliasesText")
      .replace(/^names$/, "names.nl");
    errors[path] ??= { type: "zod", message: issue.message };
  }
  const nested: Record<string, unknown> = {};
  for (const [path, err] of Object.entries(errors)) {
    const parts = path.split(".");
    let at = nested;
    parts.slice(0, -1).forEach((p) => (at = (at[p] ??= {}) as Record<string, unknown>));
    at[parts.at(-1)!] = err;
  }
  return { values: {}, errors: nested as FieldErrors<DepartmentForm> };
};

type Row = inferRouterOutputs<AppRouter>["departments"]["list"][number];

const FILTERS = ["search"] as const;

export default function DepartmentsPage() {
  return (
    <RequireRole minRole="operator">
      <Suspense fallback={<Loading />}>
        <Departments />
      </Suspense>
    </RequireRole>
  );
}

function Departments() {
  const t = useT();
  const lang = useLang();
  const { slug, role } = useTenant();
  const trpc = useTRPC();
  // The search is in the address: a reload or Back keeps it, and it can be shared.
  const { values, set } = useUrlFilters(FILTERS);
  // Keep the rows on screen while a new search runs: no flash of the loading state per keystroke.
  const list = useQuery({ ...trpc.departments.list.queryOptions({ tenant: slug, search: values.search || undefined }), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<Row | null>(null);
  const canEdit = role === "owner" || role === "admin";
  const nameOf = (r: Row) => departmentName(r.names, lang, r.key);
  // Sorted by the name the reader sees, as their language sorts: the server's order is by key.
  const collator = new Intl.Collator(LOCALES[lang], { sensitivity: "base" });
  const rows = [...(list.data ?? [])].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navDepartments")}
        </Title>
        <Text c="dimmed">{t("departmentsLead")}</Text>
      </div>
      <TextFilter label={t("search")} value={values.search} onChange={(search) => set({ search })} maw={360} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} retry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Empty>{t("departmentsEmpty")}</Empty>
      ) : (
        // Cards on a phone: the table's 640 px scrolled sideways at 390 px, hiding the phone number and the edit button.
        <ResponsiveTable
          minWidth={640}
          rows={rows}
          rowKey={(r) => r.key}
          rowAttributes={(r) => ({ "data-testid": `department-${r.key}` })}
          columns={[
            { label: t("colName"), card: "title", cell: (r) => <Text fw={500}>{nameOf(r)}</Text>, cardCell: (r) => nameOf(r) },
            { label: t("colPhone"), cell: (r) => <PhoneNumber phone={r.phone} /> },
            { label: t("colLocation"), cell: (r) => r.location?.[lang === "nl" ? "nl" : "en"] ?? "—" },
            { label: t("colCampus"), cell: (r) => r.campus ?? "—" },
          ]}
          actionsLabel={t("edit")}
          actions={
            canEdit
              ? (r) => (
                  <Button size="xs" variant="light" onClick={() => setEditing(r)} aria-label={`${t("edit")} ${nameOf(r)}`}>
                    {t("edit")}
                  </Button>
                )
              : undefined
          }
        />
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t("editDepartment", { name: nameOf(editing) }) : ""} size="lg">
        {editing && <DepartmentEditor row={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

function DepartmentEditor({ row, onDone }: { row: Row; onDone: () => void }) {
  const t = useT();
  const w = useWords();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<DepartmentForm>({
    resolver,
    defaultValues: {
      key: row.key,
      names: emptyPerLang(row.names),
      aliasesText: row.aliases.join(", "),
      phone: row.phone ?? "",
      location: emptyPerLang(row.location),
    },
  });
  const save = useMutation(
    trpc.departments.update.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: "teal", message: t("saved") });
        await refreshAfterWrite(queryClient, trpc.departments.list.queryKey());
        onDone();
      },
      onError: (err) => form.setError("root", { message: err.message }),
    }),
  );
  const e = form.formState.errors;
  return (
    <form onSubmit={(ev) => void form.handleSubmit((v) => save.mutate({ tenant: slug, department: toPayload(v) }))(ev)} noValidate>
      <Stack>
        <Text fw={500}>{t("names")}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {LANGUAGES.map((l) => (
            <TextInput key={l} label={w.language[l]} error={e.names?.[l]?.message} {...form.register(`names.${l}`)} />
          ))}
        </SimpleGrid>
        <TextInput label={t("aliases")} error={e.aliasesText?.message} {...form.register("aliasesText")} />
        <TextInput label={t("phone")} error={e.phone?.message} inputMode="tel" {...form.register("phone")} />
        <Text fw={500}>{t("location")}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {LANGUAGES.map((l) => (
            <TextInput key={l} label={`${t("colLocation")} (${w.language[l]})`} error={e.location?.[l]?.message} {...form.register(`location.${l}`)} />
          ))}
        </SimpleGrid>
        {e.root && (
          <Text c="red" role="alert" size="sm">
            {e.root.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
