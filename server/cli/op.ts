import type { z } from "zod";

/** One `batch` operation: a zod-validated input and a JSON-serialisable answer. */
export interface BatchOp<S extends z.ZodType = z.ZodType> {
  name: string;
  input: S;
  run(input: z.infer<S>): Promise<Record<string, unknown>> | Record<string, unknown>;
}

export type BatchOpRegistry = ReadonlyMap<string, BatchOp>;

export function defineOp<S extends z.ZodType>(op: BatchOp<S>): BatchOp {
  return op;
}

export function createRegistry(ops: BatchOp[]): BatchOpRegistry {
  const map = new Map<string, BatchOp>();
  for (const op of ops) {
    if (map.has(op.name)) throw new Error(`duplicate batch op "${op.name}"`);
    map.set(op.name, op);
  }
  return map;
}
