import type { ListPage } from "~/contracts/tenant-admin";

/**
 * Where one page of a console list falls, from how many rows the filter matches: the page asked for,
 * or, past the end (rows deleted, a narrower search kept the page number), the last page, as the
 * pager then shows. `at` (the held row's 0-based place in the filtered order) picks the page that
 * holds it instead: an entry just added is shown where it landed, past the first page it seemed not added.
 */
export function pageWindow(total: number, request: { page: number; pageSize: number }, at?: number | null): { page: number; limit: number; offset: number } {
  const { pageSize } = request;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const page = at != null && at >= 0 ? Math.floor(at / pageSize) + 1 : Math.min(request.page, last);
  return { page, limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * One page of a tenant's list, read as a page from the database: the filter's count first, then only
 * that page's rows (LIMIT/OFFSET over a total order), so neither the browser nor this process holds
 * the whole list. `place` answers the held row's place when the request asks for one.
 */
export async function pageFromDb<Row>(
  request: { page: number; pageSize: number },
  read: {
    total: () => Promise<number>;
    place?: () => Promise<number | null>;
    rows: (limit: number, offset: number) => Promise<Row[]>;
  },
): Promise<ListPage<Row>> {
  const [total, at] = await Promise.all([read.total(), read.place ? read.place() : Promise.resolve(null)]);
  const { page, limit, offset } = pageWindow(total, request, at);
  const rows = total === 0 ? [] : await read.rows(limit, offset);
  return { rows, total, page, pageSize: request.pageSize };
}
