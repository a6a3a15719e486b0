import type { ListPage } from "~/contracts/tenant-admin";

/**
 * One page of a tenant's list, cut on the server: the browser receives 25 rows and the total, not
 * the whole list. The lists are read whole per tenant first (a hospital's doctors, FAQ entries,
 * symptom words and overlay entries number tens to a few hundred, and their search matches joined
 * and array fields), so this is a slice, not a database page.
 *
 * A page past the end (rows deleted, a narrower search kept the page number) is the last page, as
 * the pager then shows. `holding` picks the page that holds a row instead (an entry just added is
 * shown where it landed: past the first page it seemed not added).
 */
export function pageOf<Row>(rows: readonly Row[], request: { page: number; pageSize: number }, holding?: (row: Row) => boolean): ListPage<Row> {
  const { pageSize } = request;
  const last = Math.max(1, Math.ceil(rows.length / pageSize));
  const at = holding ? rows.findIndex(holding) : -1;
  const page = at >= 0 ? Math.floor(at / pageSize) + 1 : Math.min(request.page, last);
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}
