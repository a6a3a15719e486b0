"use client";

import { Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../_trpc/react";
import { Loading, LoadError } from "../_components/states";
import { useT } from "../_i18n";
import { PasswordCard } from "./password-card";
import { SecondFactorCard } from "./second-factor-card";
import { SessionsCard } from "./sessions-card";

export function AccountPanel() {
  const t = useT();
  const trpc = useTRPC();
  const overview = useQuery(trpc.account.overview.queryOptions());
  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        {t("accountTitle")}
      </Title>
      {overview.isPending ? (
        <Loading />
      ) : overview.isError ? (
        <LoadError error={overview.error} retry={() => void overview.refetch()} />
      ) : (
        <>
          <SessionsCard sessions={overview.data.sessions} onChanged={() => void overview.refetch()} />
          <PasswordCard onChanged={() => void overview.refetch()} />
          {overview.data.secondFactor.offered && <SecondFactorCard state={overview.data.secondFactor} onChanged={() => void overview.refetch()} />}
        </>
      )}
    </Stack>
  );
}
