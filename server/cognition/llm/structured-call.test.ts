import OpenAI from "openai";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startOpenAiDouble, type OpenAiDouble } from "~/testkit/doubles/openai/server";
import { captureLogs } from "~/lib/logger";
import type { LlmConfig } from "./client";
import { StructuredCallError, structuredCall } from "./structured-call";

let double: OpenAiDouble;
let llm: LlmConfig;
beforeAll(async () => {
  double = await startOpenAiDouble();
  llm = { client: new OpenAI({ baseURL: double.baseURL, apiKey: "k", maxRetries: 0 }), model: "m", timeoutMs: 2000, maxToolIterations: 3 };
});
afterEach(() => double.resetChat());
afterAll(async () => double?.close());

const schema = z.object({ rewrite: z.string().min(1) });
const opts = { task: "follow_up_rewrite", system: "Rewrite.", user: "Wanneer werkt hij?", schema };

describe("structuredCall: JSON the schema accepts, or a typed failure — never a hang", () => {
  it("tells the model what was wrong and accepts the corrected answer", async () => {
    double.scriptChat({ content: "Sure! Here you go" }, { content: '{"rewrite": "Wanneer werkt Prof. Dr. Hilde Vanderstraeten?"}' });
    const before = double.chatRequests().length;
    expect(await structuredCall(llm, opts)).toEqual({ rewrite: "Wanneer werkt Prof. Dr. Hilde Vanderstraeten?" });
    const retry = double.chatRequests()[before + 1]!;
    expect(JSON.stringify(retry.messages)).toMatch(/not valid JSON/);
    expect(retry.response_format).toEqual({ type: "json_object" });
  });

  it("falls back deterministically when every attempt misses the schema, and logs it", async () => {
    double.scriptChat({ content: '{"rewrite": ""}' }, { content: '{"other": 1}' });
    const logs = captureLogs();
    try {
      expect(await structuredCall(llm, { ...opts, fallback: () => ({ rewrite: "Wanneer werkt hij?" }) })).toEqual({ rewrite: "Wanneer werkt hij?" });
    } finally {
      logs.restore();
    }
    expect(logs.events("structured_call_fallback")[0]).toMatchObject({ task: "follow_up_rewrite", problem: expect.stringMatching(/rewrite/) });
  });

  it("without a fallback, throws a StructuredCallError naming the task", async () => {
    double.scriptChat({ content: "nope" }, { content: "still nope" });
    const err = await structuredCall(llm, opts).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StructuredCallError);
    expect(String(err)).toMatch(/follow_up_rewrite.*2 attempt/);
  });

  it("does not retry a transport failure: the time budget is the caller's", async () => {
    double.scriptChat({ status: 500 }, { content: '{"rewrite": "x"}' });
    const before = double.chatRequests().length;
    await expect(structuredCall(llm, opts)).rejects.toThrow(StructuredCallError);
    expect(double.chatRequests().length - before).toBe(1);
  });
});
