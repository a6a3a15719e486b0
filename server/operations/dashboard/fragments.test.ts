import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { operationsDays, operationsUnansweredDaily } from "~/server/db/schema";
import { columnsOf } from "./fragments";

/**
 * The dashboard's SQL names the rollup tables' columns through the drizzle schema: the list is the
 * database's names, in the order given (the rollup inserts' selects rely on it). A name the schema
 * does not have does not compile.
 */
const text = (q: ReturnType<typeof columnsOf>) => new PgDialect().sqlToQuery(q).sql;

describe("a rollup table's columns, named through the schema", () => {
  it("lists the database's column names in the order asked", () => {
    expect(text(columnsOf(operationsDays, ["day", "mismatchSum", "audioP50", "complete"]))).toBe("day, mismatch_sum, audio_p50, complete");
    expect(text(columnsOf(operationsUnansweredDaily, ["questionKey", "conversationIds"]))).toBe("question_key, conversation_ids");
  });

  it("refuses, at compile time, a column the table does not have", () => {
    // @ts-expect-error -- "questionKey" is a column of operations_unanswered_daily, not of operations_days
    expect(() => columnsOf(operationsDays, ["questionKey"])).toThrow();
  });
});
