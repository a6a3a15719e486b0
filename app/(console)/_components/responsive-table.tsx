"use client";

import { Box, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden, type TableProps } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { Fragment, type ReactNode } from "react";

/**
 * Where a column's value goes on a card:
 * - `title`: the card's heading line (what names the row: a date, a key, an address);
 * - `aside`: beside the heading, at its end (a badge, a short state);
 * - `meta`: one small line under the heading, the values joined by " · " (each must read without its label);
 * - `field` (default): a labelled value in a two-column grid;
 * - `text`: a labelled value across the card's width (a question, a schedule);
 * - `body`: the card's text, unlabelled, under the heading (an answer: the heading says whose);
 * - `none`: the table only (the card says it elsewhere).
 */
export type CardPlace = "title" | "aside" | "meta" | "field" | "text" | "body" | "none";

export interface ListColumn<Row> {
  /** The column's heading, in the console language; on a card, the value's label. */
  label: string;
  cell: (row: Row) => ReactNode;
  card?: CardPlace;
  /** How the value reads on a card, when not as in the table (a long text clamped to a few lines); null leaves it off the card. */
  cardCell?: (row: Row) => ReactNode;
}

/** Attributes a row carries in both forms (data-testid, data-action), so a test finds it either way. */
type RowAttributes = Record<`data-${string}`, string>;

/**
 * A list that is a table where the table fits and a column of cards where it does not. A table
 * narrower than its columns scrolls sideways, and at a phone's 390 px that hid every column but
 * two (the FAQ list became a 5,500 px column of half-read answers): below the table's own minimum
 * width each row becomes a card that holds all of its values, labelled. The choice follows the
 * width the list has, not the window's, so a list beside the menu on a tablet is judged on the
 * room it really gets.
 */
export function ResponsiveTable<Row>({
  rows,
  columns,
  rowKey,
  minWidth,
  actions,
  actionsLabel,
  rowAttributes,
  testId,
  tableProps,
  cardActionsAtFoot = false,
}: {
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Below this width (px) the rows are cards. */
  minWidth: number;
  /** A row's buttons: the table's last column, the end of a card's heading line. */
  actions?: (row: Row) => ReactNode;
  /** The actions column's heading (read by screen readers even when it is not shown). */
  actionsLabel?: string;
  rowAttributes?: (row: Row) => RowAttributes;
  testId?: string;
  tableProps?: Omit<TableProps, "children">;
  /**
   * A card's buttons on a line of their own at its foot, not beside its heading: for headings that
   * are sentences (an FAQ question), which beside a language and two buttons had a third of a
   * phone's width and ran to four lines.
   */
  cardActionsAtFoot?: boolean;
}) {
  const { ref, width } = useElementSize();
  // Nothing until the width is known: a phone would otherwise flash the table before its cards.
  const layout = width === 0 ? null : width < minWidth ? "cards" : "table";
  return (
    <Box ref={ref} data-list data-layout={layout ?? undefined}>
      {layout === "table" && (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover {...tableProps} data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.label}>{c.label}</Table.Th>
                ))}
                {actions && (
                  <Table.Th>
                    <VisuallyHidden>{actionsLabel}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={rowKey(r)} {...rowAttributes?.(r)}>
                  {columns.map((c) => (
                    <Table.Td key={c.label}>{c.cell(r)}</Table.Td>
                  ))}
                  {actions && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap" justify="flex-end">
                        {actions(r)}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {layout === "cards" && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} data-testid={testId}>
          {rows.map((r) => (
            <RowCard key={rowKey(r)} row={r} columns={columns} actions={actions} actionsAtFoot={cardActionsAtFoot} attributes={rowAttributes?.(r)} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function RowCard<Row>({
  row,
  columns,
  actions,
  actionsAtFoot,
  attributes,
}: {
  row: Row;
  columns: readonly ListColumn<Row>[];
  actions?: (row: Row) => ReactNode;
  actionsAtFoot: boolean;
  attributes?: RowAttributes;
}) {
  // A card leaves out what a row does not have (a cardCell that gives null): no label over a dash.
  const at = (place: CardPlace) => columns.filter((c) => (c.card ?? "field") === place && !(c.cardCell && c.cardCell(row) === null));
  const value = (c: ListColumn<Row>) => (c.cardCell ?? c.cell)(row);
  const fields = at("field");
  const asides = at("aside");
  const metas = at("meta");
  const headingActions = actionsAtFoot ? undefined : actions;
  const labelled = (c: ListColumn<Row>) => (
    <>
      <Text component="dt" size="xs" c="dimmed">
        {c.label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
        {value(c)}
      </Text>
    </>
  );
  return (
    <Paper component="li" withBorder radius="md" p="sm" {...attributes}>
      {/* The heading line: what names the row, then its short states and buttons, which wrap under it when the name is long.
          The gaps keep a badge that wraps under a date from touching it (the call list at 390 px). The heading keeps
          flex's automatic minimum width (its longest unbreakable piece): at a minimum of 0 it shrank under a date that
          does not wrap, and the date ran into the badge beside it instead of the badge wrapping under the date. */}
      <Group justify="space-between" align="center" gap="sm" style={{ rowGap: 8 }}>
        <Box fw={600} data-card-title style={{ flex: "1 1 5rem", overflowWrap: "anywhere" }}>
          {at("title").map((c) => (
            <div key={c.label}>{value(c)}</div>
          ))}
        </Box>
        {(asides.length > 0 || headingActions) && (
          <Group gap="xs" justify="flex-end" wrap="nowrap" style={{ flex: "0 0 auto", marginInlineStart: "auto" }}>
            {asides.map((c) => (
              <Text key={c.label} component="div" size="sm">
                {value(c)}
              </Text>
            ))}
            {headingActions?.(row)}
          </Group>
        )}
      </Group>
      {metas.length > 0 && (
        <Text size="sm" c="dimmed" mt={2}>
          {metas.map((c, i) => (
            <Fragment key={c.label}>
              {i > 0 && " · "}
              {value(c)}
            </Fragment>
          ))}
        </Text>
      )}
      {fields.length > 0 && (
        <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing={6} mt={6} mb={0}>
          {fields.map((c) => (
            <div key={c.label}>{labelled(c)}</div>
          ))}
        </SimpleGrid>
      )}
      {at("text").map((c) => (
        <Box component="dl" key={c.label} mt={6} mb={0}>
          {labelled(c)}
        </Box>
      ))}
      {at("body").map((c) => (
        <Text key={c.label} component="div" size="sm" mt={4} style={{ overflowWrap: "anywhere" }}>
          {value(c)}
        </Text>
      ))}
      {actionsAtFoot && actions && (
        <Group gap="xs" justify="flex-end" mt="xs">
          {actions(row)}
        </Group>
      )}
    </Paper>
  );
}
