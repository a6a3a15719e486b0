"use client";

import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { PublicTenant } from "~/contracts/public-tenant";
import type { Lang } from "~/lib/lang";
import { CallControls } from "./call-controls";
import { ChatForm } from "./chat-form";
import { EmergencyNotice } from "./emergency-notice";
import { talkStrings } from "./lang";
import { Transcript } from "./transcript";
import { emptyTranscript, transcriptReducer } from "./transcript-model";
import { TransferNotice } from "./transfer-notice";
import { useTextChat } from "./use-text-chat";
import { useVoiceCall } from "./use-voice-call";
import styles from "./talk.module.css";

/** The interactive part of the page: the softphone, the shared transcript, and the text path. */
export function TalkPanel({ tenant, lang }: { tenant: PublicTenant; lang: Lang }) {
  const strings = talkStrings(lang);
  const [transcript, dispatch] = useReducer(transcriptReducer, emptyTranscript);
  const [transferPhone, setTransferPhone] = useState<string | undefined>(undefined);
  const [emergency, setEmergency] = useState(false);
  const chatInput = useRef<HTMLInputElement>(null);

  const onVoiceTransfer = useCallback((phone: string) => setTransferPhone(phone || tenant.helpdeskPhone || undefined), [tenant.helpdeskPhone]);
  const onChatTransfer = useCallback(() => setTransferPhone(tenant.helpdeskPhone ?? undefined), [tenant.helpdeskPhone]);
  const onChatEmergency = useCallback(() => setEmergency(true), []);

  const call = useVoiceCall({ tenant: tenant.slug, lang, dispatch, onTransfer: onVoiceTransfer });
  const chat = useTextChat({ tenant: tenant.slug, lang, dispatch, onTransfer: onChatTransfer, onEmergency: onChatEmergency });
  const micFailed = call.outcome.kind === "mic";
  // In a call, a typed question goes to the line and is answered aloud; otherwise it is a chat turn.
  const typed = call.state === "connected" ? { send: call.sendText, pending: false, failed: false } : chat;

  // Without a microphone the text path is the way on: put the caller right there.
  useEffect(() => {
    if (micFailed) chatInput.current?.focus();
  }, [micFailed]);

  return (
    <div className={styles.panel}>
      <CallControls call={call} strings={strings} tenantName={tenant.name} helpdeskPhone={tenant.helpdeskPhone} />
      <Transcript entries={transcript.entries} strings={strings} />
      {/* Between the conversation and the text box: where a typing visitor is looking. */}
      {emergency ? <EmergencyNotice number={tenant.emergencyNumber} strings={strings} /> : null}
      {transferPhone ? <TransferNotice phone={transferPhone} strings={strings} /> : null}
      <ChatForm chat={typed} strings={strings} inputRef={chatInput} highlighted={micFailed} />
    </div>
  );
}
