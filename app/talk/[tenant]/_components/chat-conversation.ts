import { chatTurnResultSchema, type ChatTurnInput, type ChatTurnResult } from "~/contracts/public-chat";
import type { TranscriptAction } from "./transcript-model";

/** The page's call to `cognition.turn` (the tRPC mutation in the page; a plain client in the contract test). */
export type SendChatTurn = (input: ChatTurnInput) => Promise<ChatTurnResult>;

export interface ChatConversation {
  ask(question: { tenant: string; lang?: ChatTurnInput["lang"]; text: string }): Promise<ChatTurnResult>;
}

/**
 * The typed chat's side of the conversation binding (contracts/public-chat.ts): the page never
 * names a conversation. It keeps the token the last answer gave, in memory only (a reload or a
 * new tab is a new conversation), and sends it with the next question. A refused token — the
 * conversation expired, or the server no longer knows the key — is dropped, so the next question
 * starts afresh instead of failing forever.
 */
export function chatConversation(send: SendChatTurn): ChatConversation {
  let token: string | undefined;
  return {
    async ask({ tenant, lang, text }) {
      try {
        // Checked against the shared contract: an answer without its written form (a server
        // older than the page) fails loudly here instead of showing an empty reply.
        const result = chatTurnResultSchema.parse(await send({ tenant, lang, text, conversation: token }));
        token = result.conversationToken;
        return result;
      } catch (err) {
        if ((err as { data?: { code?: string } }).data?.code === "FORBIDDEN") token = undefined;
        throw err;
      }
    },
  };
}

/**
 * The answer as the typed chat shows it: the written form ("011 30 40 00", "14:00"), not the
 * spoken one ("011, 30, 40, 00", times in words), which is shaped for a voice to read aloud.
 */
export function chatAnswer(id: string, result: Pick<ChatTurnResult, "written">): TranscriptAction {
  return { type: "chat", id, speaker: "agent", text: result.written };
}
