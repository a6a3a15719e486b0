"use client";

import { Badge, Button, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/api/root";
import { useTRPC } from "../../_trpc/react";
import { ResponsiveTable } from "../_components/responsive-table";
import { SectionCard } from "../_components/section-card";
import { signOutAction } from "../_components/sign-out";
import { STAFF_SESSION_METHODS, type StaffSessionMethod } from "~/contracts/vocabulary";
import { useFormat, useT } from "../_i18n";
import type { MessageKey } from "../_i18n/en";

type SessionRow = inferRouterOutputs<AppRouter>["account"]["overview"]["sessions"][number];

const METHOD_WORDS: Record<StaffSessionMethod, MessageKey> = {
  password: "sessionByPassword",
  "password+totp": "sessionByPasswordAndCode",
  "recovery code": "sessionByRecoveryCode",
  oidc: "sessionByIdentityProvider",
};

/** How a session was opened, in words; a method this page does not know yet is shown as stored rather than hidden. */
function methodWords(method: string, t: (key: MessageKey) => string): string {
  return (STAFF_SESSION_METHODS as readonly string[]).includes(method) ? t(METHOD_WORDS[method as StaffSessionMethod]) : method;
}

/**
 * Where this person is signed in, and "sign out everywhere": a ward PC left signed in, or a cookie
 * someone copied, stops working at once (the server ends the sessions; the cookies name nothing).
 */
export function SessionsCard({ sessions, onChanged }: { sessions: SessionRow[]; onChanged: () => void }) {
  const t = useT();
  const format = useFormat();
  const trpc = useTRPC();
  const end = useMutation(
    trpc.account.signOutEverywhere.mutationOptions({
      onSuccess: async ({ endedSessions }, { keepThis }) => {
        if (!keepThis) {
          // This browser's session has ended too: clear its cookie and go to the sign-in page.
          await signOutAction();
          return;
        }
        notifications.show({ color: "teal", message: t("sessionsEnded", { count: endedSessions }) });
        onChanged();
      },
      onError: (err) => notifications.show({ color: "red", message: err.message }),
    }),
  );
  const others = sessions.filter((s) => !s.current).length;
  return (
    <SectionCard title={t("sessionsTitle")} lead={t("sessionsLead")}>
      {/* A table where it fits, cards on a phone: a browser's long name made the table scroll sideways at 390 px. */}
      <ResponsiveTable
        testId="sessions-table"
        minWidth={560}
        rows={sessions}
        rowKey={(s) => s.id}
        rowAttributes={(s) => ({ "data-testid": "session-row", "data-current": String(s.current) })}
        columns={[
          {
            label: t("sessionDevice"),
            card: "title",
            cell: (s) => (
              <>
                {s.device ?? t("sessionDeviceUnknown")}
                {/* Under the browser's name, not in a column of its own: a narrow column cut it to "Thi…" on a phone. */}
                {s.current && (
                  <Badge variant="light" display="block" mt={4} w="fit-content">
                    {t("thisBrowser")}
                  </Badge>
                )}
              </>
            ),
          },
          { label: t("sessionStarted"), cell: (s) => format.dateTime(s.createdAt) },
          { label: t("sessionLastUsed"), cell: (s) => format.dateTime(s.lastSeenAt) },
          { label: t("sessionMethod"), cell: (s) => methodWords(s.method, t) },
        ]}
      />
      <Group>
        <Button variant="default" disabled={others === 0} loading={end.isPending && end.variables?.keepThis} onClick={() => end.mutate({ keepThis: true })}>
          {t("signOutOthers")}
        </Button>
        <Button color="red" loading={end.isPending && !end.variables?.keepThis} onClick={() => end.mutate({ keepThis: false })}>
          {t("signOutEverywhere")}
        </Button>
      </Group>
    </SectionCard>
  );
}
