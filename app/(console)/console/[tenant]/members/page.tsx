"use client";

import { Alert, Badge, Button, Code, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ROLES, type Role } from "~/contracts/roles";
import { invitationSchema } from "~/contracts/tenant-admin";
import { useTRPC } from "../../../../_trpc/react";
import { useT } from "../../../_i18n";
import { useTenant } from "../../../_components/tenant-context";
import { Loading, LoadError, RequireRole } from "../../../_components/states";

export default function MembersPage() {
  return (
    <RequireRole minRole="owner">
      <Members />
    </RequireRole>
  );
}

function Members() {
  const t = useT();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.members.list.queryOptions({ tenant: slug }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.members.list.queryKey() });
  const setRole = useMutation(trpc.members.setRole.mutationOptions({ onSuccess: refresh }));
  const [email, setEmail] = useState("");
  const [role, setInviteRole] = useState<Role>("operator");
  const [error, setError] = useState<string | undefined>();
  const [link, setLink] = useState<{ url: string; expiresAt: Date } | null>(null);
  const invite = useMutation(
    trpc.members.invite.mutationOptions({
      onSuccess: async (r) => {
        setLink({ url: `${window.location.origin}/invite/${r.token}`, expiresAt: r.expiresAt });
        setEmail("");
        await refresh();
      },
      onError: (err) => setError(err.message),
    }),
  );
  const submit = () => {
    const parsed = invitationSchema.safeParse({ email, role });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(undefined);
    invite.mutate({ tenant: slug, ...parsed.data });
  };
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
          <Select label={t("colRole")} data={[...ROLES]} value={role} onChange={(v) => v && setInviteRole(v as Role)} allowDeselect={false} w={140} />
          <Button type="submit" loading={invite.isPending} style={{ marginTop: "calc(var(--mantine-font-size-sm) * var(--mantine-line-height))" }}>
            {t("invite")}
          </Button>
        </Group>
      </form>
      {link && (
        <Alert color="teal" title={t("invite")}>
          <Text size="sm">{t("inviteLink", { date: new Date(link.expiresAt).toLocaleString() })}</Text>
          <Code block data-testid="invitation-link">
            {link.url}
          </Code>
        </Alert>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} retry={() => void list.refetch()} />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("email")}</Table.Th>
                <Table.Th>{t("colRole")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.members.map((m) => (
                <Table.Tr key={m.userId}>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${t("colRole")} ${m.email}`}
                      data={[...ROLES]}
                      value={m.role}
                      allowDeselect={false}
                      size="xs"
                      w={140}
                      onChange={(v) => v && setRole.mutate({ tenant: slug, userId: m.userId, role: v as Role })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`${t("remove")} ${m.email}`}
                      onClick={() =>
                        window.confirm(t("removeMember", { email: m.email ?? "" })) && setRole.mutate({ tenant: slug, userId: m.userId, role: null })
                      }
                    >
                      {t("remove")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
              {list.data.pending.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline">{p.role}</Badge>{" "}
                    <Text size="xs" c="dimmed" span>
                      {t("pending")}
                    </Text>
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {setRole.isError && (
        <Alert color="red" role="alert">
          {setRole.error.message}
        </Alert>
      )}
    </Stack>
  );
}
