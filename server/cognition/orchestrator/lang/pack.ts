/** What the orchestrator itself says, per language. Fixed texts: never generated. */
export interface OrchestratorPhrases {
  /** First not-found: offer to rephrase or be transferred. */
  notFound: string;
  /** Second consecutive not-found, an agent loop that ran out of steps, or an LLM failure. */
  transfer: (helpdesk: string) => string;
  /** Caller or model ended the call. */
  goodbye: string;
  /** "Can you repeat that?" before anything was said. */
  nothingToRepeat: string;
  /** An empty transcript (silence, noise). */
  didNotHear: string;
}
