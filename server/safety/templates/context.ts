/** The tenant facts a fixed reply needs. Numbers stay digits: the shaper formats them for TTS. */
export interface TerminalContext {
  tenantName: string;
  helpdeskPhone: string;
  /** Default 112. */
  emergencyNumber?: string;
  /** Belgian GP out-of-hours service; default 1733. */
  outOfHoursNumber?: string;
}

export interface TemplatePack {
  SAFETY_REFUSAL(c: Required<TerminalContext>): string;
  /** Safety reply without tenant context (post-filter called without it). */
  genericSafety(c: { emergencyNumber: string; outOfHoursNumber: string }): string;
  HANDOFF_REQUEST(c: Required<TerminalContext>): string;
  /** Prefix before repeating the previous answer; alone when there is nothing to repeat. */
  REPEAT_REQUEST(c: Required<TerminalContext>): string;
  OFF_TOPIC_PERSONAL(c: Required<TerminalContext>): string;
  FAREWELL(c: Required<TerminalContext>): string;
  GREETING(c: Required<TerminalContext>): string;
}
