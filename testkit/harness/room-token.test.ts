import { TokenVerifier } from "livekit-server-sdk";
import { describe, expect, it } from "vitest";
import { createRoomToken } from "./room-token";

describe("caller room tokens", () => {
  it("lets exactly this caller join this room, talk and listen", async () => {
    const jwt = await createRoomToken({ apiKey: "devkey", apiSecret: "secret", room: "call-1", identity: "caller-1", metadata: '{"lang":"fr"}' });
    const claims = await new TokenVerifier("devkey", "secret").verify(jwt);
    expect(claims.sub).toBe("caller-1");
    expect(claims.metadata).toBe('{"lang":"fr"}');
    expect(claims.video).toMatchObject({ roomJoin: true, room: "call-1", canPublish: true, canSubscribe: true });
    expect(claims.exp! - claims.nbf!).toBe(600);
  });

  it("is rejected by a server with a different secret", async () => {
    const jwt = await createRoomToken({ apiKey: "devkey", apiSecret: "secret", room: "call-1", identity: "caller-1" });
    await expect(new TokenVerifier("devkey", "other-secret").verify(jwt)).rejects.toThrow();
  });

  it("refuses to mint a token without a room or identity", async () => {
    await expect(createRoomToken({ apiKey: "devkey", apiSecret: "secret", room: "", identity: "x" })).rejects.toThrow(/room/);
  });
});
