/** What the line does after a turn's words: the SIP transfer's two outcomes as the caller notices them. */
import { describe, expect, it, vi } from "vitest";
import { carryOutAction, type ActionContext, type CallControl } from "./call-actions";

function context(transferSip: CallControl["transferSip"]) {
  const control = { sendEvent: vi.fn(async () => {}), transferSip: vi.fn(transferSip), hangUp: vi.fn(async () => {}) };
  const ctx: ActionContext = { channel: "sip", helpdeskPhone: "011 30 40 00", control, spoken: Promise.resolve(), sayTransferFailed: vi.fn(async () => {}) };
  return { ctx, control };
}

describe("a transfer on a phone call", () => {
  it("REFERs the caller to the helpdesk as an E.164 tel: URI, and says nothing more when it completes", async () => {
    const { ctx, control } = context(async () => {});
    await expect(carryOutAction("transfer", ctx)).resolves.toBe("transferred");
    expect(control.transferSip).toHaveBeenCalledWith("tel:+3211304000");
    expect(ctx.sayTransferFailed).not.toHaveBeenCalled();
    expect(control.hangUp).not.toHaveBeenCalled();
  });

  it("refused by the helpdesk's line: the caller is told the number to dial and stays on the line", async () => {
    const refused = Object.assign(new Error("SIP call failed: 603 Declined (permission_denied)"), { sipStatusCode: 603 });
    const { ctx, control } = context(async () => {
      throw refused;
    });
    await expect(carryOutAction("transfer", ctx)).resolves.toBe("number_given");
    expect(ctx.sayTransferFailed).toHaveBeenCalledTimes(1);
    expect(control.hangUp).not.toHaveBeenCalled();
  });

  it("on a browser call gives the number on the page and never REFERs", async () => {
    const { ctx, control } = context(async () => {});
    await expect(carryOutAction("transfer", { ...ctx, channel: "web" })).resolves.toBe("number_given");
    expect(control.transferSip).not.toHaveBeenCalled();
    expect(control.sendEvent).toHaveBeenCalledWith({ type: "transfer", helpdeskPhone: "011 30 40 00" });
  });
});
