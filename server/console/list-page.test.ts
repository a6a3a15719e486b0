import { describe, expect, it } from "vitest";
import { pageOf } from "./list-page";

const rows = Array.from({ length: 36 }, (_, i) => ({ n: i + 1 }));

describe("a console list's page, cut on the server", () => {
  it("gives the asked page's rows and the total", () => {
    expect(pageOf(rows, { page: 1, pageSize: 25 })).toMatchObject({ total: 36, page: 1, pageSize: 25 });
    expect(pageOf(rows, { page: 1, pageSize: 25 }).rows.map((r) => r.n)).toEqual(rows.slice(0, 25).map((r) => r.n));
    expect(pageOf(rows, { page: 2, pageSize: 25 }).rows.map((r) => r.n)).toEqual([26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]);
  });

  it("a page past the end is the last page (rows deleted, a narrower search kept the page number)", () => {
    const past = pageOf(rows, { page: 9, pageSize: 25 });
    expect(past.page).toBe(2);
    expect(past.rows).toHaveLength(11);
    expect(pageOf([], { page: 3, pageSize: 25 })).toEqual({ rows: [], total: 0, page: 1, pageSize: 25 });
  });

  it("the page holding a row wins over the page asked for, and a row not there leaves the page asked for", () => {
    expect(pageOf(rows, { page: 1, pageSize: 10 }, (r) => r.n === 31).page).toBe(4);
    expect(pageOf(rows, { page: 2, pageSize: 10 }, (r) => r.n === 99).page).toBe(2);
  });
});
