import { randomBytes } from "node:crypto";
import { AccessToken, RoomAgentDispatch, RoomConfiguration, TrackSource } from "livekit-server-sdk";
import { z } from "zod";
import { env, livekitPublicUrl } from "~/lib/env";
import { langSchema, type Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { ROOM_PREFIX, VOICE_AGENT_NAME, dispatchMetadataSchema } from "~/contracts/room-protocol";
import { createTRPCRouter, publicProcedure } from "../trpc";
import { pageLanguage, tenantSlugSchema } from "~/contracts/public-tenant";
import { findPublicTenant } from "./tenant-public";

const log = moduleLogger("api.call");

/**
 * Long enough to click Call, allow the microphone and connect on a slow phone; short enough that a
 * token scraped from a page is useless soon after. A joined participant stays in the room after
 * the token expires (LiveKit refreshes it), so this does not cap the call's length.
 */
export const CALL_TOKEN_TTL_SECONDS = 600;

export const callJoinInput = z.object({ tenant: tenantSlugSchema, lang: langSchema.optional() });

export interface CallJoin {
  /** The LiveKit URL the browser connects to. */
  url: string;
  token: string;
  room: string;
  identity: string;
  /** ISO time after which the token no longer admits anyone. */
  expiresAt: string;
}

/** Hex keeps the `call-<tenant>-<random>` shape parseable: the random part never contains a dash. */
function randomPart(bytes: number): string {
  return randomBytes(bytes).toString("hex");
}

export interface MintCallTokenInput {
  tenant: string;
  lang: Lang;
  apiKey: string;
  apiSecret: string;
  url: string;
  now?: Date;
}

/**
 * One fresh room per call, an anonymous caller identity, and a token that can do exactly what a
 * caller needs: join that room, speak (microphone only), hear, and exchange data. The token's
 * room configuration dispatches our agent explicitly: LiveKit's automatic dispatch would send
 * every registered worker, and the metadata tells the agent whose line it is answering.
 */
export async function mintCallToken(input: MintCallTokenInput): Promise<CallJoin> {
  const room = `${ROOM_PREFIX}${input.tenant}-${randomPart(12)}`;
  const identity = `caller-${randomPart(8)}`;
  const metadata = JSON.stringify(dispatchMetadataSchema.parse({ tenant: input.tenant, channel: "web", lang: input.lang }));

  const token = new AccessToken(input.apiKey, input.apiSecret, { identity, ttl: CALL_TOKEN_TTL_SECONDS });
  token.addGrant({
    roomJoin: true,
    room,
    canPublish: true,
    canPublishSources: [TrackSource.MICROPHONE],
    canSubscribe: true,
    canPublishData: true,
  });
  token.roomConfig = new RoomConfiguration({ agents: [new RoomAgentDispatch({ agentName: VOICE_AGENT_NAME, metadata })] });

  const now = input.now ?? new Date();
  return {
    url: input.url,
    token: await token.toJwt(),
    room,
    identity,
    expiresAt: new Date(now.getTime() + CALL_TOKEN_TTL_SECONDS * 1000).toISOString(),
  };
}

export const webCallRouter = createTRPCRouter({
  /**
   * The website's softphone asks for a call: a join token for a new room with the agent dispatched.
   * Public on purpose (anyone may call the information line, as anyone may phone it).
   */
  join: publicProcedure.input(callJoinInput).mutation(async ({ ctx, input }): Promise<CallJoin> => {
    // Each token starts an agent process: limited per address by the gate (../rate-limit/public-limits.ts).
    const tenant = await findPublicTenant(ctx.db, input.tenant);
    const lang = pageLanguage(tenant, input.lang);
    const e = env();
    const join = await mintCallToken({ tenant: tenant.slug, lang, apiKey: e.LIVEKIT_API_KEY, apiSecret: e.LIVEKIT_API_SECRET, url: livekitPublicUrl(e) });
    log.info({ tenant: tenant.slug, lang, room: join.room, url: join.url }, "call_token_issued");
    return join;
  }),
});
