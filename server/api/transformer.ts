import { TRPCError } from "@trpc/server";
import superjson from "superjson";

/**
 * superjson on the wire, with its annotations checked before superjson reads them. An anonymous
 * `meta` of `{"values":{"text":"bigint"}}` made superjson convert a 60 kB string to a BigInt (0.2–1.4 s
 * of the only event loop per request, and a stack overflow on deep paths), and a `null` body
 * reached superjson as `Cannot destructure property 'json'`. What a browser of ours ever sends is
 * a handful of `undefined` and `Date` annotations; anything else is refused as bad input.
 */
const ALLOWED_TYPES = new Set(["undefined", "Date", "number"]);
const MAX_ANNOTATIONS = 200;
const MAX_DEPTH = 12;

function refuse(why: string): never {
  throw new TRPCError({ code: "BAD_REQUEST", message: `input: ${why}` });
}

/** Walks superjson's `values` tree ({path: [type] | [type, {…}] | {…}}), counting annotations. */
function checkValues(node: unknown, depth: number, count: { n: number }): void {
  if (depth > MAX_DEPTH) refuse("too deeply nested");
  if (Array.isArray(node)) {
    const [type, children] = node as [unknown, unknown];
    if (typeof type !== "string" || !ALLOWED_TYPES.has(type)) refuse("unsupported value type");
    if ((count.n += 1) > MAX_ANNOTATIONS) refuse("too many annotations");
    if (node.length > 2) refuse("malformed annotation");
    if (children !== undefined) checkValues(children, depth + 1, count);
    return;
  }
  if (node === null || typeof node !== "object") refuse("malformed annotation");
  for (const child of Object.values(node)) checkValues(child, depth + 1, count);
}

export function deserializeInput(raw: unknown): unknown {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) refuse('expected {"json": …}');
  const { json, meta, ...rest } = raw as { json?: unknown; meta?: unknown };
  if (Object.keys(rest).length) refuse("unexpected fields next to json");
  if (meta === undefined) return json;
  if (meta === null || typeof meta !== "object" || Array.isArray(meta)) refuse("malformed annotations");
  const { values, v, ...others } = meta as { values?: unknown; v?: unknown };
  // referentialEqualities and any future annotation kind: a browser of ours never needs them.
  if (Object.keys(others).length) refuse("unsupported annotations");
  if (v !== undefined && v !== 1) refuse("unsupported annotation version");
  if (values !== undefined) checkValues(values, 0, { n: 0 });
  return superjson.deserialize({ json: json as never, meta: meta as never });
}

export const checkedSuperjson = {
  input: { serialize: (v: unknown) => superjson.serialize(v), deserialize: deserializeInput },
  output: { serialize: (v: unknown) => superjson.serialize(v), deserialize: (v: unknown) => superjson.deserialize(v as never) },
};
