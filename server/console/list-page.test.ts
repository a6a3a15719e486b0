import { describe, expect, it } from "vitest";
import { pageFromDb, pageWindow } from "./list-page";

describe("where a console list's page falls", () => {
  it("gives the asked page's window", () => {
    expect(pageWindow(36, { page: 1, pageSize: 25 })).toEqual({ page: 1, limit: 25, offset: 0 });
    expect(pageWindow(36, { page: 2, pageSize: 25 })).toEqual({ page: 2, limit: 25, offset: 25 });
  });

  it("a page past the end is the last page (rows deleted, a narrower search kept the page number)", () => {
    expect(pageWindow(36, { page: 9, pageSize: 25 })).toEqual({ page: 2, limit: 25, offset: 25 });
    expect(pageWindow(0, { page: 3, pageSize: 25 })).toEqual({ page: 1, limit: 25, offset: 0 });
  });

  it("the page holding a row wins over the page asked for, and a row not there leaves the page asked for", () => {
    expect(pageWindow(36, { page: 1, pageSize: 10 }, 30).page).toBe(4);
    expect(pageWindow(36, { page: 2, pageSize: 10 }, null).page).toBe(2);
  });

  it("reads only the window's rows, and none when nothing matches", async () => {
    const asked: [number, number][] = [];
    const rows = (limit: number, offset: number) => {
      asked.push([limit, offset]);
      return Promise.resolve(Array.from({ length: Math.max(0, Math.min(limit, 36 - offset)) }, (_, i) => offset + i + 1));
    };
    expect(await pageFromDb({ page: 7, pageSize: 10 }, { total: () => Promise.resolve(36), rows })).toEqual({
      rows: [31, 32, 33, 34, 35, 36],
      total: 36,
      page: 4,
      pageSize: 10,
    });
    expect(asked).toEqual([[10, 30]]);
    expect(await pageFromDb({ page: 2, pageSize: 10 }, { total: () => Promise.resolve(0), rows })).toEqual({ rows: [], total: 0, page: 1, pageSize: 10 });
    expect(asked).toHaveLength(1);
  });
});
