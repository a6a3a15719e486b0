import { rehearsalJournal, type TurnJournal } from "~/server/cognition/orchestrator";

/** Who owns a playground conversation: a key sent by another user or for another hospital finds nothing. */
export interface PlaygroundOwner {
  userId: string;
  tenantId: string;
  conversation: string;
}

export interface PlaygroundConversationLimits {
  /** Conversations kept at once (the least recently used goes first). */
  max: number;
  /** A conversation nobody asked anything in for this long is forgotten. */
  idleMs: number;
}

/** A few operators trying questions: hundreds of short conversations at most, each a few turns of state. */
export const DEFAULT_LIMITS: PlaygroundConversationLimits = { max: 500, idleMs: 30 * 60_000 };

/**
 * The playground's conversations, in memory only: each is a rehearsal journal (the real
 * orchestrator's conversation state — language lock, focus, disclaimer said, not-found streak —
 * with nothing written). Bounded by count and idle time so a busy console cannot grow the process;
 * a Map keeps insertion order, so re-inserting on use makes its first entry the least recently used.
 * The key includes the user and the tenant: nobody continues someone else's conversation.
 */
export class PlaygroundConversations {
  private readonly entries = new Map<string, { journal: TurnJournal; usedAt: number }>();

  constructor(
    private readonly limits: PlaygroundConversationLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The conversation's journal, created on first use; using it makes it the most recent. */
  journalFor(owner: PlaygroundOwner): TurnJournal {
    const key = JSON.stringify([owner.userId, owner.tenantId, owner.conversation]);
    const at = this.now();
    this.forgetIdle(at);
    const journal = this.entries.get(key)?.journal ?? rehearsalJournal();
    this.entries.delete(key);
    this.entries.set(key, { journal, usedAt: at });
    while (this.entries.size > this.limits.max) this.entries.delete(this.entries.keys().next().value!);
    return journal;
  }

  get size(): number {
    return this.entries.size;
  }

  private forgetIdle(at: number): void {
    for (const [key, entry] of this.entries) {
      if (at - entry.usedAt < this.limits.idleMs) break;
      this.entries.delete(key);
    }
  }
}

/** The process's playground conversations. */
export const playgroundConversations = new PlaygroundConversations();
