import { describe, expect, it } from "vitest";
import { appCommandSteps, parseLivekitKeys } from "./stand-ins";
import { startOrder, variableMismatch } from "./topology";

describe("reading what compose hands the stand-ins", () => {
  it("reads livekit-server's LIVEKIT_KEYS pair, and refuses any other shape", () => {
    expect(parseLivekitKeys("key1: a-long-secret")).toEqual({ apiKey: "key1", apiSecret: "a-long-secret" });
    expect(parseLivekitKeys(" key1:secret ")).toEqual({ apiKey: "key1", apiSecret: "secret" });
    expect(() => parseLivekitKeys("key1 secret")).toThrow(/<api key>: <api secret>/);
    expect(() => parseLivekitKeys("key1: secret, key2: other")).toThrow(/<api key>: <api secret>/);
  });

  it("splits the app's command into the migration it runs and the server it replaces, and refuses a command it would misread", () => {
    expect(appCommandSteps(["sh", "-c", "node --import tsx scripts/db-migrate.ts && exec node --import tsx server/http/main.ts --port 3000"])).toEqual({
      migrate: ["--import", "tsx", "scripts/db-migrate.ts"],
      serve: ["--import", "tsx", "server/http/main.ts", "--port", "3000"],
    });
    expect(() => appCommandSteps(["node", "server/http/main.ts"])).toThrow(/not "sh -c/);
    expect(() => appCommandSteps(["sh", "-c", "node a.ts && exec node b.ts"])).toThrow(/not "sh -c/);
    expect(() => appCommandSteps(["sh", "-c", "node a.ts && node b.ts && exec node server/http/main.ts"])).toThrow(/not "sh -c/);
    expect(() => appCommandSteps(undefined)).toThrow(/not "sh -c/);
  });
});

describe("the topology's order and its check against compose", () => {
  it("starts what a service depends on first, otherwise in file order, and refuses a cycle or an unknown name", () => {
    const order = startOrder({
      services: { agent: { depends_on: { app: { condition: "x" } } }, app: { depends_on: { db: { condition: "x" } } }, db: {}, cache: {} },
    });
    expect(order).toEqual(["db", "app", "agent", "cache"]);
    expect(() => startOrder({ services: { a: { depends_on: { b: { condition: "x" } } }, b: { depends_on: { a: { condition: "x" } } } } })).toThrow(/cycle/);
    expect(() => startOrder({ services: { a: { depends_on: { ghost: { condition: "x" } } } } })).toThrow(/unknown service "ghost"/);
  });

  it("names the variables compose gives that the stand-in does not handle, and those it expects that compose dropped", () => {
    expect(variableMismatch(["A", "B"], ["B", "A"])).toEqual({ unknown: [], absent: [] });
    expect(variableMismatch(["A", "NEW"], ["A", "GONE"])).toEqual({ unknown: ["NEW"], absent: ["GONE"] });
  });
});
