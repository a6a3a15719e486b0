"use client";

import { useMutation } from "@tanstack/react-query";
import { useCallback, useRef, useState, type Dispatch } from "react";
import type { Lang } from "~/lib/lang";
import { useTRPC } from "../../../_trpc/react";
import type { TranscriptAction } from "./transcript-model";

/** cognition.turn accepts at most this many characters per utterance. */
export const MAX_QUESTION_LENGTH = 2000;

/**
 * Random hex from getRandomValues: crypto.randomUUID exists only in secure contexts, and a
 * hospital intranet may well serve this page over plain http.
 */
function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface TextChatOptions {
  tenant: string;
  lang: Lang;
  dispatch: Dispatch<TranscriptAction>;
  onTransfer: () => void;
  /** The line recognised an emergency: the page shows the emergency number as a card. */
  onEmergency: () => void;
}

export interface TextChat {
  /** Resolves true when the answer arrived; false when the question could not be sent. */
  send: (text: string) => Promise<boolean>;
  pending: boolean;
  failed: boolean;
}

/** "Type instead of talk": typed turns through cognition.turn, one conversation per page visit. */
export function useTextChat({ tenant, lang, dispatch, onTransfer, onEmergency }: TextChatOptions): TextChat {
  const trpc = useTRPC();
  const turn = useMutation(trpc.cognition.turn.mutationOptions());
  // One conversation for the page's lifetime, so follow-up questions ("and on Sunday?") resolve.
  const conversation = useRef<string | undefined>(undefined);
  const counter = useRef(0);
  const [failed, setFailed] = useState(false);

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (question === "" || question.length > MAX_QUESTION_LENGTH) return false;
      conversation.current ??= `web-chat-${randomHex(12)}`;
      const id = `chat:${conversation.current}:${counter.current++}`;
      dispatch({ type: "chat", id, speaker: "caller", text: question });
      setFailed(false);
      try {
        const result = await turn.mutateAsync({ tenant, conversation: conversation.current, lang, text: question });
        dispatch({ type: "chat", id: `${id}:answer`, speaker: "agent", text: result.spoken });
        if (result.class === "EMERGENCY") onEmergency();
        if (result.action === "transfer") onTransfer();
        return true;
      } catch (err) {
        console.warn("[voicedesk] typed question failed", err);
        setFailed(true);
        return false;
      }
    },
    [dispatch, lang, onEmergency, onTransfer, tenant, turn],
  );

  return { send, pending: turn.isPending, failed };
}
