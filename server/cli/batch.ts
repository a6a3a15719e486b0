import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { z } from "zod";
import { excerpt } from "~/contracts/input";
import { serializeError } from "~/lib/log-errors";
import { moduleLogger } from "~/lib/logger";
import type { BatchOp, BatchOpRegistry } from "./op";

const log = moduleLogger("cli.batch");

const envelopeSchema = z.object({ op: z.string().min(1) }).loose();

function describeZodError(error: z.ZodError): string {
  return excerpt(error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; "), 300);
}

/**
 * Answer one JSON Lines request. Never throws: any failure becomes `{"error": "..."}` so one bad line
 * cannot stop a batch (tooling pipes thousands of lines through this).
 */
export async function answerLine(line: string, registry: BatchOpRegistry): Promise<Record<string, unknown>> {
  if (line.trim() === "") return { error: 'empty line: expected a JSON object with an "op" field' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (e) {
    return { error: `invalid JSON: ${excerpt((e as Error).message, 120)}` };
  }
  const envelope = envelopeSchema.safeParse(parsed);
  if (!envelope.success) return { error: `invalid request: ${describeZodError(envelope.error)}` };
  const op: BatchOp | undefined = registry.get(envelope.data.op);
  if (!op) {
    return { error: `unknown op "${excerpt(envelope.data.op)}"; known ops: ${[...registry.keys()].sort().join(", ")}` };
  }
  const input = op.input.safeParse(parsed);
  if (!input.success) return { error: `invalid "${op.name}" request: ${describeZodError(input.error)}` };
  try {
    return await op.run(input.data);
  } catch (e) {
    log.error({ op: op.name, err: e }, "batch_op_failed");
    // The operator learns what failed; the statement and its parameters stay out (see lib/log-errors).
    return { error: `${op.name} failed: ${serializeError(e).message}` };
  }
}

/**
 * Reads JSON Lines from `input` and writes exactly one JSON line per input line, in input order.
 * Lines are answered sequentially: ops such as `turn` depend on the previous line's effects.
 */
export async function runBatch(input: Readable, output: Writable, registry: BatchOpRegistry): Promise<{ lines: number; errors: number }> {
  const rl = createInterface({ input, crlfDelay: Infinity });
  let lines = 0;
  let errors = 0;
  for await (const line of rl) {
    const answer = await answerLine(line, registry);
    lines += 1;
    if ("error" in answer) errors += 1;
    const ok = output.write(`${JSON.stringify(answer)}\n`);
    if (!ok) await new Promise<void>((resolve) => output.once("drain", () => resolve()));
  }
  log.info({ lines, errors }, "batch_completed");
  return { lines, errors };
}
