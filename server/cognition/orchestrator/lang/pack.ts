/** What the orchestrator itself says, per language. Fixed texts: never generated. */
export interface OrchestratorPhrases {
  /** First not-found: offer to rephrase or be transferred. */
  notFound: string;
  /** The same in a typed conversation: it offers reception's number, as nobody can be put through a chat. */
  notFoundTyped: string;
  /** Second consecutive not-found, an agent loop that ran out of steps, or an LLM failure. */
  transfer: (helpdesk: string) => string;
  /**
   * The same moment in a typed conversation (the talk page's chat): nobody can be put through a
   * chat, so the words give the number and say that the page shows it as a card below.
   */
  transferTyped: (helpdesk: string) => string;
  /** Caller or model ended the call. */
  goodbye: string;
  /** "Can you repeat that?" before anything was said. */
  nothingToRepeat: string;
  /** An empty transcript (silence, noise). */
  didNotHear: string;
  /**
   * Whole answers that accept the line's offer to put the caller through ("ja graag"). Matched
   * only right after such an offer, never as a question of their own.
   */
  acceptOffer: readonly string[];
  /** Whole answers that decline it ("nee, dank u"). */
  declineOffer: readonly string[];
  /** After a declined offer. */
  anythingElse: string;
}
