import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshAfterWrite } from "./refresh-after-write";

/** A list whose reads answer when the test says, each with the rows stored when the read began. */
function slowList() {
  const rows: string[] = ["owner@hospital.example"];
  const pending: (() => void)[] = [];
  const read = () => {
    const seen = [...rows];
    return new Promise<string[]>((resolve) => pending.push(() => resolve(seen)));
  };
  return { rows, read, answerAll: () => pending.splice(0).forEach((answer) => answer()) };
}

describe("a list read again after a write", () => {
  it("shows the row written while its first load was still on its way", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = slowList();
    const key = ["members"];
    const observer = new QueryObserver(client, { queryKey: key, queryFn: list.read });
    const unsubscribe = observer.subscribe(() => {});
    try {
      // The first load has left; the invitation is written before it answers.
      await Promise.resolve();
      list.rows.push("invited@hospital.example");
      const refreshed = refreshAfterWrite(client, key);
      for (let i = 0; i < 5; i++) {
        list.answerAll();
        await new Promise((r) => setTimeout(r, 0));
      }
      await refreshed;
      expect(client.getQueryData(key)).toEqual(["owner@hospital.example", "invited@hospital.example"]);
    } finally {
      unsubscribe();
      client.clear();
    }
  });
});
