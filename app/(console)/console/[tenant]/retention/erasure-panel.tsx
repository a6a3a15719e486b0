"use client";

import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../../_trpc/react";
import { useFormat, useT, useWords } from "../../../_i18n";
import { DateFilter } from "../../../_components/date-filter";
import { DispositionBadge } from "../../../_components/disposition";
import { ListPager } from "../../../_components/list-pager";
import { ResponsiveTable } from "../../../_components/responsive-table";
import { useTenant } from "../../../_components/tenant-context";
import { Empty, Loading, LoadError } from "../../../_components/states";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";

const PAGE_SIZE = 25;

interface Search {
  phone: string;
  from: string;
  to: string;
  text: string;
}
const EMPTY: Search = { phone: "", from: "", to: "", text: "" };

interface Chosen {
  id: string;
  startedAt: Date;
  turns: number;
}

/**
 * The tenant's calls, a page at a time with the total, and erasure requests: find one caller's calls
 * (the number they call from, dates, words), choose them, and erase them after a confirmation that
 * says exactly what goes and what stays.
 */
export function ErasurePanel() {
  const t = useT();
  const w = useWords();
  const f = useFormat();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Search>(EMPTY);
  // Every call, newest first, until a search narrows it: the list pages on the server with its total.
  const [search, setSearch] = useState<Search>(EMPTY);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<string, Chosen>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const query = {
    tenant: slug,
    phone: search.phone || undefined,
    from: search.from || undefined,
    to: search.to || undefined,
    text: search.text || undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const found = useQuery({
    ...trpc.retention.findCalls.queryOptions(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const erase = useMutation(
    trpc.retention.eraseCalls.mutationOptions({
      onSuccess: async (r) => {
        notifications.show({ color: "teal", message: t("erasedCalls", { count: r.conversations }) });
        setChosen(new Map());
        setConfirming(false);
        await refreshAfterWrite(queryClient, trpc.retention.findCalls.queryKey());
      },
    }),
  );
  const phoneError = found.error?.message.includes("phone") ? t("notAPhoneNumber") : undefined;
  const toggle = (c: Chosen, on: boolean) =>
    setChosen((now) => {
      const next = new Map(now);
      if (on) next.set(c.id, c);
      else next.delete(c.id);
      return next;
    });
  const picked = [...chosen.values()];
  const messages = picked.reduce((n, c) => n + c.turns, 0);
  const dates = picked.map((c) => new Date(c.startedAt).getTime());

  return (
    <Stack gap="sm" component="section" aria-labelledby="erasure-heading">
      <div>
        <Title order={2} size="h3" id="erasure-heading">
          {t("erasureTitle")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("erasureLead")}
        </Text>
      </div>
      <form
        data-testid="erasure-form"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setChosen(new Map());
          setSearch({ ...form });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t("erasurePhone")}
            description={t("erasurePhoneHint")}
            inputMode="tel"
            value={form.phone}
            onChange={(e) => setForm({ ...form, phone: e.currentTarget.value })}
            error={phoneError}
            w={240}
          />
          <DateFilter label={t("filterFrom")} value={form.from} onChange={(from) => setForm({ ...form, from })} />
          <DateFilter label={t("filterTo")} value={form.to} onChange={(to) => setForm({ ...form, to })} />
          <TextInput label={t("filterTextWords")} value={form.text} onChange={(e) => setForm({ ...form, text: e.currentTarget.value })} w={220} />
          <Button type="submit" variant="light">
            {t("erasureFind")}
          </Button>
        </Group>
      </form>
      {found.isPending ? (
        <Loading />
      ) : found.isError ? (
        phoneError ? null : (
          <LoadError error={found.error} retry={() => void found.refetch()} />
        )
      ) : found.data.total === 0 ? (
        <Empty>{t("erasureNone")}</Empty>
      ) : (
        <>
          <>
            {/* Above the list, not in a table heading: the cards a phone gets have no heading row. */}
            <Checkbox
              label={t("erasureChoosePage")}
              checked={found.data.rows.every((r) => chosen.has(r.id))}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                for (const r of found.data.rows) toggle(r, on);
              }}
            />
            {/* Cards on a phone: the 640 px table scrolled sideways at 390 px, the first question out of sight. */}
            <ResponsiveTable
              testId="erasure-results"
              minWidth={640}
              rows={found.data.rows}
              rowKey={(r) => r.id}
              rowAttributes={() => ({ "data-testid": "erasure-row" })}
              columns={[
                {
                  label: t("colStarted"),
                  card: "title",
                  cell: (r) => (
                    <Group gap="xs" wrap="nowrap">
                      <Checkbox
                        aria-label={t("erasureChoose", { date: f.dateTime(r.startedAt) })}
                        checked={chosen.has(r.id)}
                        onChange={(e) => toggle(r, e.currentTarget.checked)}
                      />
                      {/* One line: broken anywhere it read "25/11/2026 / , 14:24" beside the badge. */}
                      <span style={{ whiteSpace: "nowrap" }}>{f.dateTime(r.startedAt)}</span>
                    </Group>
                  ),
                },
                { label: t("colChannel"), card: "meta", cell: (r) => w.channel[r.channel] },
                {
                  label: t("colDisposition"),
                  card: "aside",
                  // How the call came out for the caller, as in the call list: a refused call never reads "Answered".
                  cell: (r) => <DispositionBadge disposition={r.disposition} ending={r.ending} />,
                },
                { label: t("colTurns"), card: "meta", cell: (r) => f.number(r.turns), cardCell: (r) => t("turnsCount", { count: r.turns }) },
                { label: t("colFirstQuestion"), card: "text", cell: (r) => r.firstQuestion ?? "—" },
              ]}
            />
          </>
          <ListPager total={found.data.total} page={found.data.page} pageSize={found.data.pageSize} noun="callsCount" onPage={setPage} />
        </>
      )}
      {picked.length > 0 && (
        <Group>
          <Button color="red" onClick={() => setConfirming(true)} data-testid="erase-chosen">
            {t("erasureErase", { count: picked.length })}
          </Button>
          <Button variant="subtle" onClick={() => setChosen(new Map())}>
            {t("erasureClear")}
          </Button>
        </Group>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("erasureConfirmTitle")}
        size="lg"
        // Mantine's close button is an icon: without a name a screen reader says only "button" (axe: button-name).
        closeButtonProps={{ "aria-label": t("erasureConfirmClose") }}
      >
        <Stack>
          <Alert color="red" title={t("erasureGoes", { count: picked.length })}>
            <List size="sm" spacing={4}>
              <List.Item>
                {t("erasureGoesCalls", {
                  calls: t("callsCount", { count: picked.length }),
                  first: dates.length ? f.date(Math.min(...dates)) : "",
                  last: dates.length ? f.date(Math.max(...dates)) : "",
                })}
              </List.Item>
              <List.Item>{t("erasureGoesMessages", { count: messages })}</List.Item>
              <List.Item>{t("erasureGoesTelemetry")}</List.Item>
            </List>
          </Alert>
          <Text size="sm">{t("erasureStays")}</Text>
          <Text size="sm" fw={600}>
            {t("erasureIrreversible")}
          </Text>
          {erase.isError && (
            <Text c="red" size="sm" role="alert">
              {erase.error.message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("cancel")}
            </Button>
            <Button
              color="red"
              loading={erase.isPending}
              onClick={() => erase.mutate({ tenant: slug, ids: picked.map((c) => c.id) })}
              data-testid="erase-confirm"
            >
              {t("erasureErase", { count: picked.length })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
