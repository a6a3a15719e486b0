import type { z } from "zod";
import type { Citation } from "~/contracts/citations";
import type { TurnAction, turnRequestSchema } from "~/contracts/turn";
import type { AnswerPath, TerminalClass } from "~/contracts/vocabulary";
import type { Lang } from "~/lib/lang";
import type { Db } from "~/server/db";
import type { Embedder } from "~/server/knowledge/embedding";
import type { SearchResult } from "~/server/knowledge/retrieval";
import type { Taxonomy } from "~/server/taxonomy/types";
import type { TerminalContext } from "~/server/safety";
import type { TenantContext } from "~/server/tenant-context";
import type { Intent } from "../intent";
import type { LlmConfig } from "../llm/client";
import type { Conversation } from "./conversation-store";
import type { TurnJournal } from "./journal";
import type { Stopwatch } from "./stopwatch";
import { PHRASES } from "./lang";
import type { SecondOpinionDeps } from "./stages/second-opinion";

export interface TurnDeps {
  db: Db;
  embedder: Embedder;
  /** null → the offline, extractive path. */
  llm: LlmConfig | null;
  /** Where the turn's traces go; omitted → a call's (everything written). Evaluation runs pass a rehearsal journal. */
  journal?: TurnJournal;
  /**
   * The semantic second opinion on advice asks and emergencies (server/safety/semantic); omitted
   * or null → the patterns alone decide (no local embedder for its model here).
   */
  secondOpinion?: SecondOpinionDeps | null;
}

/** A turn request after validation (the channel defaulted). */
export type ParsedTurnRequest = z.output<typeof turnRequestSchema>;

/**
 * What every stage of one turn may read. Nothing in it changes while the turn runs: a stage
 * returns what it decided, and the pipeline (run-turn.ts) hands that to the next stage.
 */
export interface Turn {
  readonly deps: TurnDeps;
  readonly request: ParsedTurnRequest;
  /** The tenant's data, loaded once per change and shared by every turn (server/tenant-context). */
  readonly tenant: TenantContext;
  /** The conversation as the previous turn left it. */
  readonly conversation: Conversation;
  /** The language this turn is answered in (after the language lock). */
  readonly lang: Lang;
  /** What the caller said, trimmed, with the tenant's known recogniser mishears corrected. */
  readonly utterance: string;
  readonly watch: Stopwatch;
}

/** A turn before the language is decided. */
export type OpenedTurn = Omit<Turn, "lang" | "utterance"> & { readonly heard: string };

/** What an answer stage produced, before the post-filter and the shaper. */
export interface Draft {
  /** The answer's words, to be checked and shaped (empty when a model's words already went through the gate). */
  text: string;
  /**
   * The line's own words after the answer — a transfer or goodbye after a model's partial answer,
   * the last answer said again: shaped, never post-filtered twice or capped.
   */
  notice?: string;
  path: AnswerPath;
  class: TerminalClass;
  intent: Intent | null;
  found: boolean;
  citations: Citation[];
  action: TurnAction;
  /** What the words offer the caller: "shall I put you through?" — a bare "ja" next turn accepts. */
  offer?: "transfer";
  search?: SearchResult;
}

/** A fixed reply of the line's own (language, pre-filter, offers): nothing looked up, nothing to cite. */
export function fixedReply(text: string, cls: TerminalClass, action: TurnAction = "none"): Draft {
  return { text, path: "prefilter", class: cls, intent: null, found: true, citations: [], action };
}

/** The names and numbers the fixed replies speak. */
export function terminalContext(t: Taxonomy): TerminalContext {
  return {
    tenantName: t.tenant.name,
    helpdeskPhone: t.tenant.helpdeskPhone,
    emergencyNumber: t.tenant.emergencyNumber,
    outOfHoursNumber: t.tenant.outOfHoursNumber,
    crisisNumber: t.tenant.crisisNumber ?? null,
  };
}

/**
 * A typed conversation: the website's chat ("web", which the public chat procedure fixes) or a
 * chat client ("chat"). Its reader has nothing to hang up and cannot be put through; the page
 * shows the emergency number or reception's number as a card instead.
 */
export function isTyped(turn: Pick<Turn, "request">): boolean {
  return turn.request.channel === "web" || turn.request.channel === "chat";
}

/** The words that hand the caller to reception: "putting you through" on a call, the number to call in a chat. */
export function transferWords(turn: Pick<Turn, "request" | "tenant">, lang: Lang): string {
  const helpdesk = turn.tenant.taxonomy.tenant.helpdeskPhone;
  return isTyped(turn) ? PHRASES[lang].transferTyped(helpdesk) : PHRASES[lang].transfer(helpdesk);
}
