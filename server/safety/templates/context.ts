/** The tenant facts a fixed reply needs. Numbers stay digits: the shaper formats them for TTS. */
export interface TerminalContext {
  tenantName: string;
  helpdeskPhone: string;
  /** Default 112. */
  emergencyNumber?: string;
  /** Belgian GP out-of-hours service; default 1733. */
  outOfHoursNumber?: string;
  /** A crisis line for suicidal callers (Belgium: 1813); said only when the tenant sets one. */
  crisisNumber?: string | null;
}

/** The emergency reply's numbers, already written to be said slowly ("1, 1, 2"). */
export interface EmergencyNumbers {
  emergency: string;
  /** Only for suicidal intent, and only when the tenant has a crisis line. */
  crisis: string | null;
}

export interface TemplatePack {
  /**
   * The instruction first (hang up, call the emergency number now), the number said slowly and
   * once more at the end. No filler, no disclaimer, no offer to wait for the helpdesk.
   */
  EMERGENCY(n: EmergencyNumbers): string;
  /**
   * The emergency reply for someone typing (the talk page's chat): the number first as well, but
   * nothing to hang up, and the words point at the card with the number that the page shows.
   * Numbers are written as digits: the reader sees "112", not "1, 1, 2".
   */
  typedEmergency(n: EmergencyNumbers): string;
  SAFETY_REFUSAL(c: Required<TerminalContext>): string;
  /** Safety reply without tenant context (post-filter called without it). */
  genericSafety(c: { emergencyNumber: string; outOfHoursNumber: string }): string;
  /**
   * The safety reply for someone typing (the talk page's chat): the same refusal and pointers, but
   * nobody can be put through a chat, so it gives reception's number instead of offering a transfer.
   */
  typedSafety(c: Required<TerminalContext>): string;
  /** typedSafety without tenant context: reception is named, never offered as a transfer. */
  typedGenericSafety(c: { emergencyNumber: string; outOfHoursNumber: string }): string;
  HANDOFF_REQUEST(c: Required<TerminalContext>): string;
  /** Prefix before repeating the previous answer; alone when there is nothing to repeat. */
  REPEAT_REQUEST(c: Required<TerminalContext>): string;
  OFF_TOPIC_PERSONAL(c: Required<TerminalContext>): string;
  FAREWELL(c: Required<TerminalContext>): string;
  GREETING(c: Required<TerminalContext>): string;
}
