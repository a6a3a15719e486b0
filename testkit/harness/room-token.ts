import { AccessToken, RoomAgentDispatch, RoomConfiguration } from "livekit-server-sdk";
import { z } from "zod";

export const roomTokenRequestSchema = z.object({
  apiKey: z.string().min(1),
  apiSecret: z.string().min(1),
  room: z.string().min(1),
  identity: z.string().min(1),
  name: z.string().optional(),
  /** Seconds; a test call never needs more than a few minutes. */
  ttlSeconds: z.number().int().positive().default(600),
  /** JSON the agent can read from the participant (e.g. a caller's language). */
  metadata: z.string().optional(),
  /** Ask LiveKit to dispatch this named agent into the room, with this job metadata. */
  dispatch: z.object({ agentName: z.string().min(1), metadata: z.string().default("") }).optional(),
});

export type RoomTokenRequest = z.input<typeof roomTokenRequestSchema>;

/** A join token for a caller: may publish its microphone and subscribe to the agent. */
export async function createRoomToken(request: RoomTokenRequest): Promise<string> {
  const r = roomTokenRequestSchema.parse(request);
  const token = new AccessToken(r.apiKey, r.apiSecret, {
    identity: r.identity,
    name: r.name,
    ttl: r.ttlSeconds,
    metadata: r.metadata,
  });
  token.addGrant({ roomJoin: true, room: r.room, canPublish: true, canSubscribe: true, canPublishData: true });
  if (r.dispatch)
    token.roomConfig = new RoomConfiguration({ agents: [new RoomAgentDispatch({ agentName: r.dispatch.agentName, metadata: r.dispatch.metadata })] });
  return token.toJwt();
}
