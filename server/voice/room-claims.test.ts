/**
 * A voice turn's room claim, checked against a real livekit-server: the dispatches it holds are
 * the ones the token endpoint and the SIP dispatch rules create (an explicit dispatch of our agent
 * with the tenant and channel in its metadata).
 */
import { AgentDispatchClient, RoomServiceClient } from "livekit-server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VOICE_AGENT_NAME } from "~/contracts/room-protocol";
import { startLivekitOnFreePorts, type LivekitDevServer } from "~/testkit/services/livekit/livekit-server";
import { livekitDispatchLookup, RoomClaims } from "./room-claims";

let server: LivekitDevServer;
let claims: RoomClaims;

async function dispatchCall(room: string, metadata: object | string): Promise<void> {
  await new RoomServiceClient(server.url, server.apiKey, server.apiSecret).createRoom({ name: room });
  await new AgentDispatchClient(server.url, server.apiKey, server.apiSecret).createDispatch(room, VOICE_AGENT_NAME, {
    metadata: typeof metadata === "string" ? metadata : JSON.stringify(metadata),
  });
}

beforeAll(async () => {
  server = await startLivekitOnFreePorts();
  claims = new RoomClaims(livekitDispatchLookup(server));
  await dispatchCall("call-lindenhof-web1", { tenant: "lindenhof", channel: "web", lang: "nl" });
  await dispatchCall("call-lindenhof-sip1", { tenant: "lindenhof", channel: "sip" });
  await dispatchCall("call-garbled-1", "{not json");
});

afterAll(async () => {
  await server?.stop();
});

describe("a voice turn's room claim, against LiveKit", () => {
  it("holds for the tenant and channel the room was dispatched for (web calls are the agent's 'voice' channel)", async () => {
    await expect(claims.verify({ room: "call-lindenhof-web1", tenant: "lindenhof", channel: "voice" })).resolves.toBeUndefined();
    await expect(claims.verify({ room: "call-lindenhof-sip1", tenant: "lindenhof", channel: "sip" })).resolves.toBeUndefined();
  });

  it("is refused for another tenant, another channel, a room with no call, or a dispatch whose metadata is unreadable", async () => {
    await expect(claims.verify({ room: "call-lindenhof-web1", tenant: "sint-maria", channel: "voice" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(claims.verify({ room: "call-lindenhof-web1", tenant: "lindenhof", channel: "sip" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(claims.verify({ room: "no-such-room", tenant: "lindenhof", channel: "voice" })).rejects.toThrow(
      /not a call the voice agent was dispatched to/,
    );
    await expect(claims.verify({ room: "call-garbled-1", tenant: "lindenhof", channel: "voice" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("a proved claim does not prove a different one for the same room", async () => {
    await claims.verify({ room: "call-lindenhof-sip1", tenant: "lindenhof", channel: "sip" });
    await expect(claims.verify({ room: "call-lindenhof-sip1", tenant: "lindenhof", channel: "voice" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("fails closed, as SERVICE_UNAVAILABLE, when LiveKit cannot be asked", async () => {
    const unreachable = new RoomClaims(livekitDispatchLookup({ url: "http://127.0.0.1:9", apiKey: server.apiKey, apiSecret: server.apiSecret }));
    await expect(unreachable.verify({ room: "call-lindenhof-web1", tenant: "lindenhof", channel: "voice" })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
    });
  });
});
