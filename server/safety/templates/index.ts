import type { Lang, PerLang } from "~/lib/lang";
import type { EmergencyFamily } from "../emergency";
import type { TerminalReplyClass } from "../terminal-class";
import type { TemplatePack, TerminalContext } from "./context";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import { slowDigits } from "./slow-digits";

export type { TerminalContext } from "./context";

export const TEMPLATES: PerLang<TemplatePack> = { nl, en, fr, it };

const DEFAULT_EMERGENCY = "112";
const DEFAULT_OUT_OF_HOURS = "1733";

function complete(ctx: TerminalContext): Required<TerminalContext> {
  return { emergencyNumber: DEFAULT_EMERGENCY, outOfHoursNumber: DEFAULT_OUT_OF_HOURS, ...ctx, crisisNumber: ctx.crisisNumber ?? null };
}

/**
 * The fixed, language-matched reply for a terminal class. For EMERGENCY, `emergency` is what the
 * caller described: suicidal intent adds the tenant's crisis line, when it has one.
 */
export function terminalResponse(cls: TerminalReplyClass, lang: Lang, ctx: TerminalContext, emergency?: EmergencyFamily): string {
  const c = complete(ctx);
  if (cls === "EMERGENCY") {
    const crisis = emergency === "suicide" && c.crisisNumber ? slowDigits(c.crisisNumber) : null;
    return TEMPLATES[lang].EMERGENCY({ emergency: slowDigits(c.emergencyNumber), crisis });
  }
  return TEMPLATES[lang][cls](c);
}

/**
 * The emergency reply for a typed conversation (see TemplatePack.typedEmergency): the tenant's
 * numbers as digits, the crisis line for suicidal intent when the tenant has one.
 */
export function typedEmergencyResponse(lang: Lang, ctx: TerminalContext, emergency?: EmergencyFamily): string {
  const c = complete(ctx);
  const crisis = emergency === "suicide" && c.crisisNumber ? c.crisisNumber : null;
  return TEMPLATES[lang].typedEmergency({ emergency: c.emergencyNumber, crisis });
}

/** Who reads the reply: a caller on a call (the default) or someone typing in the chat. */
export interface ReplyChannel {
  typed?: boolean;
}

/**
 * The safety reply: refuses, points to GP / out-of-hours / 112, and offers the helpdesk — on a call
 * to put the caller through; typed, reception's number (nobody can be put through a chat).
 */
export function safetyRefusalText(lang: Lang, ctx?: TerminalContext, channel: ReplyChannel = {}): string {
  const pack = TEMPLATES[lang];
  if (ctx) return channel.typed ? pack.typedSafety(complete(ctx)) : pack.SAFETY_REFUSAL(complete(ctx));
  const numbers = { emergencyNumber: DEFAULT_EMERGENCY, outOfHoursNumber: DEFAULT_OUT_OF_HOURS };
  return channel.typed ? pack.typedGenericSafety(numbers) : pack.genericSafety(numbers);
}
