import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env";
import { captureLogs } from "~/lib/logger";
import { createE5Embedder, createLocalEmbedder, E5_EMBEDDING_MODEL } from "~/server/knowledge/embedding";
import { processEmbedder, secondOpinionFor } from "./index";

describe("which embedder the safety second opinion reads", () => {
  it("the retrieval embedder's own when it is the model the classifier was trained on (one vector per turn, shared)", () => {
    const e5 = createE5Embedder({ baseURL: "http://127.0.0.1:9/v1" });
    expect(secondOpinionFor(e5, undefined)?.embedder).toBe(e5);
  });

  it("the local e5 server's when retrieval embeds with another model", () => {
    const opinion = secondOpinionFor(createLocalEmbedder(), "http://127.0.0.1:9/v1");
    expect(opinion?.embedder.model).toBe(E5_EMBEDDING_MODEL);
  });

  it("none without an e5 server: the patterns alone decide, and start-up says so", () => {
    const logs = captureLogs();
    try {
      expect(secondOpinionFor(createLocalEmbedder(), undefined)).toBeNull();
      expect(logs.events("second_opinion_off")).toHaveLength(1);
    } finally {
      logs.restore();
    }
  });
});

describe("the process's embedder follows the environment it was chosen from", () => {
  const urlBefore = process.env.VOICEDESK_EMBEDDER_URL;
  afterEach(() => {
    if (urlBefore === undefined) delete process.env.VOICEDESK_EMBEDDER_URL;
    else process.env.VOICEDESK_EMBEDDER_URL = urlBefore;
    resetEnvCache();
  });

  it("is chosen again once the environment is read afresh (a bench suite's e5 server, stopped after it, is not reached by the next suite)", () => {
    process.env.VOICEDESK_EMBEDDER_URL = "http://127.0.0.1:9/v1";
    resetEnvCache();
    expect(processEmbedder().model).toBe(E5_EMBEDDING_MODEL);

    delete process.env.VOICEDESK_EMBEDDER_URL;
    resetEnvCache();
    expect(processEmbedder().model).not.toBe(E5_EMBEDDING_MODEL);
  });

  it("stays the same handle while the environment does not change", () => {
    expect(processEmbedder()).toBe(processEmbedder());
  });
});
