"use client";

import { Group, Pagination, Text } from "@mantine/core";
import { useT } from "../_i18n";
import type { MessageKey } from "../_i18n/en";

/** "51–100 of 734 calls" and the page buttons, under a server-paged list. */
export function ListPager({
  total,
  page,
  pageSize,
  noun,
  onPage,
}: {
  total: number;
  page: number;
  pageSize: number;
  /** A plural message with {count}: "{count} calls". */
  noun: MessageKey;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" data-testid="list-pager">
      <Text size="sm" data-testid="list-total" data-total={total}>
        {t("listRange", { first, last, total: t(noun, { count: total }) })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({ "aria-label": t(control === "previous" ? "pagePrevious" : control === "next" ? "pageNext" : "page") })}
          getItemProps={(p) => ({ "aria-label": t("pageN", { page: p }) })}
        />
      )}
    </Group>
  );
}
