"use client";

import { Alert, Badge, Button, Code, CopyButton, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ROLES, type Role } from "~/contracts/roles";
import { invitationSchema } from "~/contracts/tenant-admin";
import { useTRPC } from "../../../../_trpc/react";
import { refreshAfterWrite } from "../../../../_trpc/refresh-after-write";
import { useFormat, useT, useWords } from "../../../_i18n";
import { ResponsiveTable } from "../../../_components/responsive-table";
import { useTenant } from "../../../_components/tenant-context";
import { Loading, LoadError, RequireRole } from "../../../_components/states";

export default function MembersPage() {
  return (
    <RequireRole minRole="owner">
      <Members />
    </RequireRole>
  );
}

/** A link shown once (only its hash is kept), with a button that copies it. */
function FreshLink({ title, lead, url }: { title: string; lead: string; url: string }) {
  const t = useT();
  return (
    <Alert color="teal" title={title}>
      <Stack gap="xs">
        <Text size="sm">{lead}</Text>
        <Code block data-testid="invitation-link" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
          {url}
        </Code>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button size="xs" variant={copied ? "light" : "filled"} onClick={copy} w="fit-content">
              {copied ? t("copiedLink") : t("copyLink")}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}

function Members() {
  const t = useT();
  const w = useWords();
  const f = useFormat();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.members.list.queryOptions({ tenant: slug }));
  const refresh = () => refreshAfterWrite(queryClient, trpc.members.list.queryKey());
  const setRole = useMutation(trpc.members.setRole.mutationOptions({ onSuccess: refresh }));
  const [email, setEmail] = useState("");
  const [role, setInviteRole] = useState<Role>("operator");
  const [error, setError] = useState<string | undefined>();
  const [link, setLink] = useState<{ url: string; expiresAt: Date; email: string; renewed: boolean } | null>(null);
  const linkOf = (token: string) => `${window.location.origin}/invite/${token}`;
  const invite = useMutation(
    trpc.members.invite.mutationOptions({
      onSuccess: async (r, input) => {
        setLink({ url: linkOf(r.token), expiresAt: r.expiresAt, email: input.email, renewed: false });
        setEmail("");
        await refresh();
      },
      onError: (err) => setError(err.message),
    }),
  );
  const renew = useMutation(
    trpc.members.renewInvitation.mutationOptions({
      onSuccess: async (r) => {
        setLink({ url: linkOf(r.token), expiresAt: r.expiresAt, email: r.email, renewed: true });
        await refresh();
      },
    }),
  );
  const revoke = useMutation(
    trpc.members.revokeInvitation.mutationOptions({
      onSuccess: async (r) => {
        notifications.show({ color: "teal", message: t("invitationRevoked", { email: r.email }) });
        setLink((l) => (l?.email === r.email ? null : l));
        await refresh();
      },
    }),
  );
  const roles = ROLES.map((r) => ({ value: r, label: w.role[r] }));
  // The server refuses it too; here the controls say so before anyone tries.
  const onlyOwner = (m: { role: Role }) => m.role === "owner" && list.data?.members.filter((o) => o.role === "owner").length === 1;
  const submit = () => {
    const parsed = invitationSchema.safeParse({ email, role });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(undefined);
    invite.mutate({ tenant: slug, ...parsed.data });
  };
  const failed = [setRole, renew, revoke].find((m) => m.isError)?.error;
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("navMembers")}
        </Title>
        <Text c="dimmed">{t("membersLead")}</Text>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        {/* The button sits one label-height down, level with the inputs; an error under the e-mail field does not move it. */}
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t("email")}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            w={{ base: "100%", xs: 300 }}
          />
          <Select
            label={t("colRole")}
            data={roles}
            value={role}
            onChange={(v) => setInviteRole(ROLES.find((r) => r === v) ?? role)}
            allowDeselect={false}
            description={w.roleHint[role]}
            w={{ base: "100%", xs: 220 }}
          />
          <Button type="submit" loading={invite.isPending} style={{ marginTop: "calc(var(--mantine-font-size-sm) * var(--mantine-line-height))" }}>
            {t("invite")}
          </Button>
        </Group>
      </form>
      {link && (
        <FreshLink
          title={t("invite")}
          lead={
            link.renewed ? t("renewedLink", { email: link.email, date: f.dateTime(link.expiresAt) }) : t("inviteLink", { date: f.dateTime(link.expiresAt) })
          }
          url={link.url}
        />
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} retry={() => void list.refetch()} />
      ) : (
        <ResponsiveTable
          rows={[
            ...list.data.members.map((m) => ({ kind: "member" as const, key: m.userId, email: m.email, m })),
            ...list.data.pending.map((p) => ({ kind: "pending" as const, key: p.id, email: p.email, p })),
          ]}
          rowKey={(r) => r.key}
          minWidth={560}
          tableProps={{ highlightOnHover: false }}
          rowAttributes={(r) => ({ "data-kind": r.kind, ...(r.kind === "pending" && { "data-testid": "pending-invitation" }) })}
          actionsLabel={t("colActions")}
          columns={[
            { label: t("email"), card: "title", cell: (r) => <EmailAddress email={r.email} /> },
            {
              label: t("colRole"),
              card: "text",
              cell: (r) => {
                if (r.kind === "pending") {
                  return (
                    <>
                      <Badge variant="outline">{t("pending")}</Badge>
                      <Text size="xs" c="dimmed">
                        {t("invitedUntil", { role: w.role[r.p.role], date: f.dateTime(r.p.expiresAt) })}
                      </Text>
                    </>
                  );
                }
                const m = r.m;
                return (
                  <Select
                    aria-label={`${t("colRole")} ${m.email}`}
                    data={roles}
                    value={m.role}
                    allowDeselect={false}
                    size="xs"
                    w={200}
                    disabled={onlyOwner(m)}
                    description={onlyOwner(m) ? t("onlyOwner") : undefined}
                    // An xs select writes its description at 10 px: the reason the role is locked is read at 12.
                    descriptionProps={{ fz: "xs" }}
                    onChange={(v) => {
                      const next = ROLES.find((role) => role === v);
                      if (next) setRole.mutate({ tenant: slug, userId: m.userId, role: next });
                    }}
                  />
                );
              },
            },
          ]}
          actions={(r) =>
            r.kind === "member" ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={onlyOwner(r.m)}
                aria-label={`${t("remove")} ${r.m.email}`}
                onClick={() =>
                  window.confirm(t("removeMember", { email: r.m.email ?? "" })) && setRole.mutate({ tenant: slug, userId: r.m.userId, role: null })
                }
              >
                {t("remove")}
              </Button>
            ) : (
              <>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => renew.mutate({ tenant: slug, invitationId: r.p.id })}
                  loading={renew.isPending && renew.variables.invitationId === r.p.id}
                  aria-label={t("renewLinkOf", { email: r.p.email })}
                >
                  {t("renewLink")}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => window.confirm(t("revokeConfirm", { email: r.p.email })) && revoke.mutate({ tenant: slug, invitationId: r.p.id })}
                  loading={revoke.isPending && revoke.variables.invitationId === r.p.id}
                  aria-label={t("revokeInvitationOf", { email: r.p.email })}
                >
                  {t("revokeInvitation")}
                </Button>
              </>
            )
          }
        />
      )}
      {failed && (
        <Alert color="red" role="alert">
          {failed.message}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * An e-mail address that wraps before its "@" when the line is short (a card at 390 px), not
 * anywhere inside a word: a part that still does not fit its own line is the only one broken.
 */
function EmailAddress({ email }: { email: string | null }) {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  return (
    <span style={{ overflowWrap: "break-word" }}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
