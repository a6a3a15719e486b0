import { TRPCError } from "@trpc/server";
import { processEmbedder } from "~/server/runtime";
import { RoomConfiguration, TokenVerifier, type ClaimGrants } from "livekit-server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { resetEnvCache } from "~/lib/env";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { writeMiniBundle } from "~/server/knowledge/test-bundle";
import { ROOM_PREFIX, VOICE_AGENT_NAME, dispatchMetadataSchema } from "~/contracts/room-protocol";
import { createCaller } from "../root";
import { CALL_TOKEN_TTL_SECONDS } from "./web-call";
import { livekitPublicUrl } from "~/lib/env";

const KEY = "test-key";
const SECRET = "test-secret-that-is-long-enough-for-hs256";
const PUBLIC_URL = "wss://voice.test.example";
const ENV_KEYS = ["LIVEKIT_API_KEY", "LIVEKIT_API_SECRET", "LIVEKIT_PUBLIC_URL", "LIVEKIT_URL"] as const;

let h: DatabaseHandle;
let cleanup: () => Promise<void>;
const savedEnv: Partial<Record<(typeof ENV_KEYS)[number], string>> = {};

function caller() {
  return createCaller({ db: h.db, session: null, headers: new Headers() });
}

async function verify(token: string): Promise<ClaimGrants> {
  return new TokenVerifier(KEY, SECRET).verify(token);
}

beforeAll(async () => {
  for (const k of ENV_KEYS) savedEnv[k] = process.env[k];
  Object.assign(process.env, { LIVEKIT_API_KEY: KEY, LIVEKIT_API_SECRET: SECRET, LIVEKIT_PUBLIC_URL: PUBLIC_URL, LIVEKIT_URL: "ws://livekit.internal:7880" });
  resetEnvCache();
  h = await createTestDatabase();
  // The mini bundle speaks nl + en only, which lets the language fallback be observed.
  const bundle = await writeMiniBundle("mini");
  cleanup = bundle.cleanup;
  const result = await ingestTenantDir(h.db, bundle.dir, { embedder: processEmbedder() });
  expect(result.ok).toBe(true);
});

afterAll(async () => {
  for (const k of ENV_KEYS) {
    if (savedEnv[k] === undefined) delete process.env[k];
    else process.env[k] = savedEnv[k];
  }
  resetEnvCache();
  await h?.close();
  await cleanup?.();
});

describe("webCall.join", () => {
  it("gives the browser a short-lived token for one fresh room of that hospital", async () => {
    const before = Math.floor(Date.now() / 1000);
    const join = await caller().webCall.join({ tenant: "mini", lang: "en" });

    expect(join.url).toBe(PUBLIC_URL);
    expect(join.room).toMatch(new RegExp(`^${ROOM_PREFIX}mini-[0-9a-f]{24}$`));
    expect(join.identity).toMatch(/^caller-[0-9a-f]{16}$/);

    const claims = await verify(join.token);
    expect(claims.sub).toBe(join.identity);
    expect(claims.video).toMatchObject({ roomJoin: true, room: join.room, canPublish: true, canSubscribe: true, canPublishData: true });
    expect(claims.video?.canPublishSources).toEqual(["microphone"]);
    // No room administration, no recording, no agent powers for an anonymous caller.
    for (const power of ["roomAdmin", "roomCreate", "roomList", "roomRecord", "agent", "canUpdateOwnMetadata"] as const) {
      expect(claims.video?.[power], power).toBeFalsy();
    }

    const ttl = (claims.exp ?? 0) - (claims.nbf ?? 0);
    expect(ttl).toBe(CALL_TOKEN_TTL_SECONDS);
    expect(claims.exp).toBeGreaterThanOrEqual(before + CALL_TOKEN_TTL_SECONDS);
    expect(Math.abs(Date.parse(join.expiresAt) / 1000 - (claims.exp ?? 0))).toBeLessThanOrEqual(2);
  });

  it("dispatches the voicedesk agent with the tenant, the web channel and the page language", async () => {
    const join = await caller().webCall.join({ tenant: "mini", lang: "en" });
    const claims = await verify(join.token);
    const config = RoomConfiguration.fromJson(claims.roomConfig as never);
    expect(config.agents).toHaveLength(1);
    const [dispatch] = config.agents;
    expect(dispatch?.agentName).toBe(VOICE_AGENT_NAME);
    expect(dispatchMetadataSchema.parse(JSON.parse(dispatch?.metadata ?? "null"))).toEqual({ tenant: "mini", channel: "web", lang: "en" });
  });

  it("falls back to the hospital's default language when the page asks for one it does not speak", async () => {
    const join = await caller().webCall.join({ tenant: "mini", lang: "fr" });
    const config = RoomConfiguration.fromJson((await verify(join.token)).roomConfig as never);
    expect(JSON.parse(config.agents[0]?.metadata ?? "null")).toMatchObject({ lang: "nl" });
  });

  it("never reuses a room or an identity between two calls", async () => {
    const [a, b] = await Promise.all([caller().webCall.join({ tenant: "mini" }), caller().webCall.join({ tenant: "mini" })]);
    expect(a.room).not.toBe(b.room);
    expect(a.identity).not.toBe(b.identity);
  });

  it("answers NOT_FOUND with a readable message for an unknown hospital", async () => {
    const err = await caller()
      .webCall.join({ tenant: "nowhere" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    expect((err as TRPCError).code).toBe("NOT_FOUND");
    expect((err as TRPCError).message).toContain('"nowhere"');
  });

  it("refuses a tenant that is not a slug before touching the database", async () => {
    const err = await caller()
      .webCall.join({ tenant: "../etc" })
      .catch((e: unknown) => e);
    expect((err as TRPCError).code).toBe("BAD_REQUEST");
  });
});

describe("tenantPublic.info", () => {
  it("shows what the public page needs and nothing private", async () => {
    const info = await caller().tenantPublic.info({ tenant: "mini" });
    expect(info).toEqual({
      slug: "mini",
      name: "AZ Mini mini",
      defaultLanguage: "nl",
      supportedLanguages: ["nl", "en"],
      helpdeskPhone: "011 30 40 00",
      emergencyNumber: "112",
    });
  });

  it("answers NOT_FOUND for an unknown hospital", async () => {
    await expect(caller().tenantPublic.info({ tenant: "nowhere" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the LiveKit URL a browser is given", () => {
  it("prefers the public URL, then the app's own LiveKit URL, then the local dev server", () => {
    expect(livekitPublicUrl({ LIVEKIT_PUBLIC_URL: "wss://a.example", LIVEKIT_URL: "ws://b:7880" })).toBe("wss://a.example");
    expect(livekitPublicUrl({ LIVEKIT_PUBLIC_URL: undefined, LIVEKIT_URL: "ws://b:7880" })).toBe("ws://b:7880");
    expect(livekitPublicUrl({ LIVEKIT_PUBLIC_URL: undefined, LIVEKIT_URL: undefined })).toBe("ws://127.0.0.1:7880");
  });
});
