import type { Page } from "@playwright/test";
import { AccessToken, RoomAgentDispatch, RoomConfiguration, TrackSource } from "livekit-server-sdk";

/**
 * An agent name no worker registers. A call dispatched to it meets what a caller meets when the
 * voice worker is down: the real LiveKit room opens, the dispatch waits, and nobody ever joins.
 */
export const UNSERVED_AGENT_NAME = "voicedesk-unserved";

/**
 * Makes the page's next calls wait for an agent that never comes. The e2e stack runs a voice
 * worker for the other specs, so instead of stopping it, the app's join answer is passed through
 * with its token re-signed (same room, same caller, same grants) to dispatch UNSERVED_AGENT_NAME.
 * The rest of the call is real: the page, the token endpoint, and LiveKit.
 */
export async function routeCallsToNoWorker(page: Page): Promise<void> {
  const apiKey = process.env.LIVEKIT_API_KEY;
  const apiSecret = process.env.LIVEKIT_API_SECRET;
  if (!apiKey || !apiSecret) throw new Error("LIVEKIT_API_KEY/SECRET are not set: the e2e global setup publishes them");
  await page.route(/\/api\/trpc\/webCall\.join/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const token = /"token":"([^"]+)"/.exec(body)?.[1];
    if (!token) throw new Error(`webCall.join answered without a token (${response.status()})`);
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { sub: string; video: { room: string } };
    const unserved = new AccessToken(apiKey, apiSecret, { identity: claims.sub, ttl: 600 });
    unserved.addGrant({
      roomJoin: true,
      room: claims.video.room,
      canPublish: true,
      canPublishSources: [TrackSource.MICROPHONE],
      canSubscribe: true,
      canPublishData: true,
    });
    unserved.roomConfig = new RoomConfiguration({ agents: [new RoomAgentDispatch({ agentName: UNSERVED_AGENT_NAME })] });
    await route.fulfill({ response, body: body.replace(token, await unserved.toJwt()) });
  });
}
