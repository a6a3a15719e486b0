"use client";

import { useMutation } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState, type Dispatch } from "react";
import type { Lang } from "~/lib/lang";
import { useTRPC } from "../../../_trpc/react";
import type { TranscriptAction } from "./transcript-model";
import { chatAnswer, chatConversation } from "./chat-conversation";

/** cognition.turn accepts at most this many characters per utterance. */
export const MAX_QUESTION_LENGTH = 2000;

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
  const mutate = turn.mutateAsync;
  // One conversation for the page's lifetime, so follow-up questions ("and on Sunday?") resolve;
  // the server names it and binds it to this page with a token (./chat-conversation.ts).
  const conversation = useMemo(() => chatConversation((input) => mutate(input)), [mutate]);
  const counter = useRef(0);
  const [failed, setFailed] = useState(false);

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (question === "" || question.length > MAX_QUESTION_LENGTH) return false;
      const id = `chat:${counter.current++}`;
      dispatch({ type: "chat", id, speaker: "caller", text: question });
      setFailed(false);
      try {
        const result = await conversation.ask({ tenant, lang, text: question });
        dispatch(chatAnswer(`${id}:answer`, result));
        if (result.class === "EMERGENCY") onEmergency();
        if (result.action === "transfer") onTransfer();
        return true;
      } catch (err) {
        console.warn("[voicedesk] typed question failed", err);
        setFailed(true);
        return false;
      }
    },
    [conversation, dispatch, lang, onEmergency, onTransfer, tenant],
  );

  return { send, pending: turn.isPending, failed };
}
