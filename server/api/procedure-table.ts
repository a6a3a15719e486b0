import type { AnyProcedure } from "@trpc/server";
import type { Access } from "./access";
import { appRouter } from "./root";

/** One procedure of the API, by the dotted path a client calls it with. */
export interface ProcedureEntry {
  path: string;
  type: "query" | "mutation" | "subscription";
  /** Who may call it (./access.ts), as its procedure kind declared it; undefined only for a procedure built without one. */
  access: Access | undefined;
  /** The procedure's input parsers (zod objects), in the order they were chained. */
  inputs: ReadonlyArray<{ shape?: Record<string, unknown> }>;
}

/**
 * tRPC keeps every procedure flattened by dotted path on `_def.procedures`, but types that field as
 * the nested router record it was built from. This is the one place that reads it as what it is —
 * the HTTP boundary decides a request's limits from it, and the router-wide access and fuzz tests
 * walk it — so the untyped read is written once, here, instead of cast at each use.
 */
const flattened = appRouter._def.procedures as Record<string, unknown> as Record<string, AnyProcedure>;

export const PROCEDURES: readonly ProcedureEntry[] = Object.entries(flattened).map(([path, procedure]) => {
  const def = procedure._def as { type: ProcedureEntry["type"]; meta?: { access?: Access }; inputs?: ProcedureEntry["inputs"] };
  return { path, type: def.type, access: def.meta?.access, inputs: def.inputs ?? [] };
});

const byPath = new Map(PROCEDURES.map((p) => [p.path, p]));

/** The procedure a client names, or undefined for a name the API does not have. */
export function procedureAt(path: string): ProcedureEntry | undefined {
  return byPath.get(path);
}
