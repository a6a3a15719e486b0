"use client";

import { Anchor, Badge, Group, List, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Suspense, type ReactNode } from "react";
import { AUDIT_ACTIONS, type AuditAction } from "~/contracts/audit";
import { useTRPC } from "../../../../_trpc/react";
import { useFormat, useT, useWords } from "../../../_i18n";
import { en, type MessageKey } from "../../../_i18n/en";
import { describeChange } from "../../../_components/audit-change";
import { KIND_LABEL } from "../evaluations/expectation-words";
import { isLang } from "~/lib/lang";
import { DepartmentName, useDepartmentNames } from "../../../_components/department-names";
import { useCampusNames } from "../../../_components/campus-names";
import { auditFieldWords, auditTarget, ID_FIELDS, placeName, readableValue, type PlaceNames } from "./audit-target";
import { DateFilter } from "../../../_components/date-filter";
import { ListPager } from "../../../_components/list-pager";
import { ResponsiveTable } from "../../../_components/responsive-table";
import { TextFilter } from "../../../_components/text-filter";
import { useTenant } from "../../../_components/tenant-context";
import { FilterSelect } from "../../../_components/filter-select";
import { useUrlFilters } from "../../../_components/url-filters";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";

const FILTERS = ["action", "text", "from", "to"] as const;
const PAGE_SIZE = 50;

export default function AuditPage() {
  return (
    <RequireRole minRole="admin">
      <Suspense fallback={<Loading />}>
        <Audit />
      </Suspense>
    </RequireRole>
  );
}

function Audit() {
  const t = useT();
  const w = useWords();
  const f = useFormat();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const { values: v, page, set } = useUrlFilters(FILTERS);
  const action = (AUDIT_ACTIONS as readonly string[]).includes(v.action) ? (v.action as AuditAction) : undefined;
  const list = useQuery({
    ...trpc.audit.list.queryOptions({
      tenant: slug,
      action,
      text: v.text || undefined,
      from: v.from || undefined,
      to: v.to || undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  // Every action the server writes (the shared vocabulary), in words, alphabetically in the console language.
  const actions = AUDIT_ACTIONS.map((a) => ({ value: a, label: w.audit[a] })).sort((x, y) => x.label.localeCompare(y.label));
  /** The fields that changed, without those that hold only ids, each value in words (dates, roles, languages). */
  const fieldWords = (field: string) => auditFieldWords(field, { field: (name) => w.auditField[name], language: (l) => w.language[l] });
  // A doctor's department and campus are stored by key: read as the places' names.
  const departments = useDepartmentNames();
  const campuses = useCampusNames();
  const places: PlaceNames = { department: (key) => departments.sorted.find((d) => d.key === key)?.name, campus: campuses.nameOf };
  const changeWords = { name: fieldWords, value: (name: string, value: string) => placeName(name, value, places) ?? codeWords(t, w, name, value) };
  const readableChanges = (before: unknown, after: unknown) =>
    describeChange(before, after, changeWords)
      .filter((c) => !ID_FIELDS.has(c.field.split(".").at(-1) ?? c.field))
      .map((c) => {
        const read = (v: string | null) =>
          v === null
            ? null
            : readableValue(c.field, v, { dateTime: f.dateTime, role: (r) => (w.role as Partial<Record<string, string>>)[r], language: (l) => w.language[l] });
        return { ...c, before: read(c.before), after: read(c.after) };
      });
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navAudit")}
        </Title>
        <Text c="dimmed">{t("auditLead")}</Text>
      </div>
      <Group align="flex-end" gap="sm">
        <TextFilter label={t("filterText")} value={v.text} onChange={(text) => set({ text })} w={240} />
        <FilterSelect
          label={t("filterAction")}
          data={actions}
          value={action}
          onChange={(a) => set({ action: a })}
          searchable
          w={280}
          testId="audit-action-filter"
        />
        <DateFilter label={t("filterFrom")} value={v.from} onChange={(from) => set({ from })} />
        <DateFilter label={t("filterTo")} value={v.to} onChange={(to) => set({ to })} />
      </Group>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} retry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <Empty>{t("auditEmpty")}</Empty>
      ) : (
        <>
          <ResponsiveTable
            rows={list.data.rows}
            rowKey={(a) => a.id}
            minWidth={760}
            testId="audit"
            rowAttributes={(a) => ({ "data-action": a.action })}
            tableProps={{ verticalSpacing: "sm", highlightOnHover: false }}
            columns={[
              { label: t("colWhen"), card: "meta", cell: (a) => <span style={{ whiteSpace: "nowrap" }}>{f.dateTime(a.at)}</span> },
              { label: t("colWho"), card: "meta", cell: (a) => a.actor },
              {
                label: t("colWhat"),
                card: "title",
                cell: (a) => (
                  <>
                    <Text size="sm" fw={600}>
                      {/* Rows written before an action was renamed keep their code. */}
                      {(w.audit as Partial<Record<string, string>>)[a.action] ?? a.action}
                    </Text>
                    <AuditTargetCell action={a.action} target={a.target} after={a.after} before={a.before} campusName={campuses.nameOf} />
                  </>
                ),
              },
              { label: t("colChange"), card: "body", cell: (a) => <ChangeList changes={readableChanges(a.before, a.after)} fieldWords={fieldWords} /> },
            ]}
          />
          <ListPager total={list.data.total} page={list.data.page} pageSize={list.data.pageSize} noun="changesCount" onPage={(p) => set({ page: p })} />
        </>
      )}
    </Stack>
  );
}

/** An audit row's change, field by field: before struck through, then after; a removed value is marked. */
function ChangeList({ changes, fieldWords }: { changes: ReturnType<typeof describeChange>; fieldWords: (field: string) => string }) {
  const t = useT();
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <List size="sm" spacing={2} listStyleType="none" maw={520}>
      {changes.map((c) => (
        <List.Item key={c.field} style={{ overflowWrap: "anywhere" }}>
          {c.field && (
            <Text span size="sm" fw={600}>
              {fieldWords(c.field)}:{" "}
            </Text>
          )}
          {c.before !== null && (
            <Text span size="sm" td={c.after !== null ? "line-through" : undefined} c={c.after !== null ? "dimmed" : undefined}>
              {c.before}
            </Text>
          )}
          {c.before !== null && c.after !== null && (
            <Text span size="sm">
              {" → "}
            </Text>
          )}
          {c.after !== null && (
            <Text span size="sm">
              {c.after}
            </Text>
          )}
          {c.after === null && (
            <Badge size="xs" color="red" variant="light" ml={6}>
              {t("removedMark")}
            </Badge>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** What a row changed, in words or as a link (./audit-target.ts): never a call's id, a department's or campus's key or an alert's code. */
function AuditTargetCell({
  action,
  target,
  after,
  before,
  campusName,
}: {
  action: string;
  target: string;
  after: unknown;
  before: unknown;
  campusName: (key: string) => string | undefined;
}) {
  const t = useT();
  const w = useWords();
  const { slug } = useTenant();
  const read = auditTarget(action, target, after, before);
  const dimmed = (children: ReactNode) => (
    <Text size="sm" c="dimmed" fw={400} style={{ overflowWrap: "anywhere" }} data-testid="audit-target">
      {children}
    </Text>
  );
  switch (read.kind) {
    case "call":
      return (
        <Anchor component={Link} href={`/console/${slug}/calls/${encodeURIComponent(read.id)}`} size="sm" data-testid="audit-call-link">
          {t("auditOpenCall")}
        </Anchor>
      );
    case "evaluation_run":
      return (
        <Anchor component={Link} href={`/console/${slug}/evaluations`} size="sm" data-testid="audit-target">
          {t("auditTargetRun")}
        </Anchor>
      );
    case "erased_calls":
      return dimmed(t("auditTargetErased", { count: read.count }));
    case "department":
      return dimmed(<DepartmentName departmentKey={read.key} />);
    case "doctor":
      return dimmed(read.name);
    case "campus":
      // Its name now (renamed since: the one people know), else the one the row holds.
      return dimmed(campusName(read.key) ?? read.written ?? read.key);
    case "matrix":
      return dimmed(`${termWords(t, "intent_", read.intent)} × ${termWords(t, "cat_", read.category)}`);
    case "alert":
      return dimmed(
        t(read.alert === "first_audio_p95" ? "auditAlertFirstAudio" : read.alert === "mismatch_rate" ? "auditAlertMismatch" : "auditAlertPostfilter"),
      );
    case "faq":
      return dimmed(`${read.key} (${w.language[read.lang]})`);
    case "retention":
      return dimmed(t("auditTargetRetention"));
    case "thresholds":
      return dimmed(t("auditTargetThresholds"));
    case "all_documents":
      return dimmed(t("auditTargetAllDocuments"));
    case "no_name":
      return dimmed(t("auditTargetNoName"));
    case "text":
      return dimmed(read.text);
  }
}

const OVERLAY_KIND_WORDS: Partial<Record<string, MessageKey>> = { stt_mishear: "kindMishear", stt_keyword: "kindKeyword", pronunciation: "kindPronunciation" };

/**
 * A coded value in words, by the field it is in: an answer path, an expectation's or a speech
 * correction's kind, a consultation's weekday, part of the day and frequency, a role, a language.
 * Undefined for a value that is words already (a name, a phone number, a question).
 */
function codeWords(t: ReturnType<typeof useT>, w: ReturnType<typeof useWords>, name: string, value: string): string | undefined {
  const message = (key: string) => (key in en ? t(key as MessageKey) : undefined);
  switch (name) {
    // A change that is one value: a matrix cell back to its default, whether transcripts keep words.
    case "":
      return value === "default"
        ? t("auditValueDefault")
        : value === "kept"
          ? t("auditTranscriptsKept")
          : value === "none"
            ? t("auditTranscriptsNone")
            : undefined;
    case "path":
      return (w.path as Partial<Record<string, string>>)[value];
    case "kind": {
      const kind = (KIND_LABEL as Partial<Record<string, MessageKey>>)[value] ?? OVERLAY_KIND_WORDS[value];
      return kind && t(kind);
    }
    case "day":
      return /^[1-7]$/.test(value) ? message(`day${value}`) : undefined;
    case "part":
      return message(`part_${value}`);
    case "frequency":
      return message(`freq_${value}`);
    case "role":
      return (w.role as Partial<Record<string, string>>)[value];
    case "lang":
      return isLang(value) ? w.language[value] : undefined;
    default:
      return undefined;
  }
}

/** An intent's or a category's words, as the matrix names them; a tenant's own name as it is. */
function termWords(t: ReturnType<typeof useT>, prefix: "intent_" | "cat_", name: string): string {
  const key = `${prefix}${name}`;
  return key in en ? t(key as MessageKey) : name;
}
