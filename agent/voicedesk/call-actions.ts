import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { TurnResult } from "~/contracts/turn";
import { moduleLogger } from "~/lib/logger";
import type { CallChannel, RoomEvent } from "~/contracts/room-protocol";

const log = moduleLogger("agent.call_actions");

/** What the line can do to a call, beyond speaking. Implemented on LiveKit in ./livekit-call-control. */
export interface CallControl {
  /** Tell the caller's page (browser calls) what happened; SIP callers have no page. */
  sendEvent(event: RoomEvent): Promise<void>;
  /** SIP REFER of the caller's leg to the given tel: URI. */
  transferSip(telUri: string): Promise<void>;
  /** Close the room: the caller's leg and the agent leave. */
  hangUp(): Promise<void>;
}

/** The helpdesk number as a tel: URI a SIP trunk accepts (E.164; Belgian numbers by default). */
export function helpdeskTelUri(phone: string, defaultCountry: "BE" = "BE"): string {
  const parsed = parsePhoneNumberFromString(phone, defaultCountry);
  if (!parsed?.isValid()) throw new Error(`helpdesk number "${phone}" is not a valid phone number`);
  return `tel:${parsed.number}`;
}

export interface ActionContext {
  channel: CallChannel;
  helpdeskPhone: string;
  control: CallControl;
  /** Resolves when the line has finished saying the turn's answer (or it was cut off). */
  spoken: Promise<void>;
  /** Tells a phone caller whose transfer failed the number to dial instead (they have no page to show it). */
  sayTransferFailed(): Promise<void>;
}

/**
 * Make the turn's action happen — after its words were heard, so the caller hears "I'm putting you
 * through" before the transfer, and never hears it without one. A failed SIP transfer (the helpdesk
 * refused the REFER or its NOTIFY reported a failure: the SDK rejects with a SipCallError) keeps the
 * caller on the line and tells them the number to dial; the call is not dropped.
 */
export async function carryOutAction(action: TurnResult["action"], ctx: ActionContext): Promise<"none" | "transferred" | "number_given" | "hung_up"> {
  if (action === "none") return "none";
  await ctx.spoken;
  if (action === "transfer") {
    await ctx.control.sendEvent({ type: "transfer", helpdeskPhone: ctx.helpdeskPhone });
    if (ctx.channel !== "sip") {
      log.info({ channel: ctx.channel }, "transfer_number_given");
      return "number_given";
    }
    try {
      // Resolves only once the far end reported the transfer complete (final NOTIFY 200).
      await ctx.control.transferSip(helpdeskTelUri(ctx.helpdeskPhone));
      log.info("transfer_sip_completed");
      return "transferred";
    } catch (err) {
      log.error({ err: (err as Error).message, sipStatus: (err as { sipStatusCode?: number }).sipStatusCode }, "transfer_sip_failed");
      await ctx.sayTransferFailed();
      return "number_given";
    }
  }
  await ctx.control.sendEvent({ type: "end_call" });
  await ctx.control.hangUp();
  log.info("call_hung_up");
  return "hung_up";
}
