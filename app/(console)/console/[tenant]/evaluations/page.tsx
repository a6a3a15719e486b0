"use client";

import { ActionIcon, Stack, Text, Title, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../../_trpc/react";
import { useT, useWords } from "../../../_i18n";
import { ResponsiveTable } from "../../../_components/responsive-table";
import { useTenant } from "../../../_components/tenant-context";
import { Empty, Loading, LoadError, RequireRole } from "../../../_components/states";
import { AddCaseForm } from "./add-case-form";
import { useExpectationWords } from "./expectation-words";
import { RunPanel } from "./run-panel";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";

export default function EvaluationsPage() {
  return (
    <RequireRole minRole="qa">
      <Evaluations />
    </RequireRole>
  );
}

function Evaluations() {
  const t = useT();
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navEvaluations")}
        </Title>
        <Text c="dimmed" maw={820}>
          {t("evalLead")}
        </Text>
      </div>
      <RunPanel />
      <CasesTable />
      <AddCaseForm />
    </Stack>
  );
}

function CasesTable() {
  const t = useT();
  const w = useWords();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const words = useExpectationWords();
  const cases = useQuery(trpc.evaluations.cases.queryOptions({ tenant: slug }));
  const remove = useMutation(
    trpc.evaluations.removeCase.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: "teal", message: t("evalRemoved") });
        await refreshAfterWrite(queryClient, trpc.evaluations.cases.queryKey());
      },
      onError: (err) => notifications.show({ color: "red", message: err.message }),
    }),
  );
  if (cases.isPending) return <Loading />;
  if (cases.isError) return <LoadError error={cases.error} retry={() => void cases.refetch()} />;
  if (cases.data.length === 0) return <Empty>{t("evalEmpty")}</Empty>;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("evalCasesTitle", { count: cases.data.length })}
      </Title>
      <ResponsiveTable
        rows={cases.data}
        rowKey={(c) => c.id}
        minWidth={560}
        testId="evaluation-cases"
        tableProps={{ highlightOnHover: false }}
        actionsLabel={t("remove")}
        columns={[
          { label: t("evalColQuestion"), card: "title", cell: (c) => c.question },
          { label: t("language"), card: "meta", cell: (c) => w.language[c.lang] },
          { label: t("evalColExpect"), card: "text", cell: (c) => words(c.expect) },
        ]}
        actions={(c) => (
          <Tooltip label={t("remove")}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t("remove")}: ${c.question}`}
              loading={remove.isPending && remove.variables?.caseId === c.id}
              onClick={() => window.confirm(t("evalRemoveConfirm", { question: c.question })) && remove.mutate({ tenant: slug, caseId: c.id })}
            >
              ✕
            </ActionIcon>
          </Tooltip>
        )}
      />
    </Stack>
  );
}
