"use client";

import { RoomAudioRenderer, RoomContext, useStartAudio } from "@livekit/components-react";
import type { Room } from "livekit-client";
import { useEffect, useRef } from "react";
import type { TalkStrings } from "./lang";
import { NoAnswerNotice } from "./no-answer-notice";
import type { VoiceCall } from "./use-voice-call";
import { useHydrated } from "./use-hydrated";
import styles from "./talk.module.css";

function statusText(call: VoiceCall, strings: TalkStrings, tenantName: string): string {
  const s = strings.status;
  switch (call.state) {
    case "idle":
      return s.idle;
    case "connecting":
      return call.waitingLong ? s.stillConnecting : s.connecting;
    case "connected":
      // In the room but nobody to talk to yet: not "connected" from where the caller sits.
      if (call.agent === "waiting") return call.waitingLong ? s.stillConnecting : s.connecting;
      return s.connected(tenantName);
    case "ended":
      return call.outcome.kind === "endedByLine" ? s.endedByLine : s.endedByCaller;
    case "error":
      switch (call.outcome.kind) {
        case "mic":
          return s.microphoneFailed;
        case "joinFailed":
          return s.joinFailed;
        case "noAnswer":
          return s.noAnswer;
        case "connectionLost":
          return s.connectionLost;
        default:
          return s.connectFailed;
      }
  }
}

/** Browsers may refuse to play sound a page did not start; this button appears only then. */
function StartAudioButton({ room, strings }: { room: Room; strings: TalkStrings }) {
  const { mergedProps, canPlayAudio } = useStartAudio({ room, props: {} });
  if (canPlayAudio) return null;
  return (
    <button type="button" className="primary" onClick={mergedProps.onClick} aria-label={strings.call.startAudioLabel}>
      {strings.call.startAudio}
    </button>
  );
}

export function CallControls({
  call,
  strings,
  tenantName,
  helpdeskPhone,
}: {
  call: VoiceCall;
  strings: TalkStrings;
  tenantName: string;
  helpdeskPhone: string | null;
}) {
  const inCall = call.state === "connecting" || call.state === "connected";
  const callButton = useRef<HTMLButtonElement>(null);
  const hangupButton = useRef<HTMLButtonElement>(null);
  const mounted = useRef(false);
  const hydrated = useHydrated();

  // The pressed button disappears (Call becomes Hang up and back); keep the keyboard user's
  // focus on the control that took its place instead of dropping it to the top of the page.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (inCall ? hangupButton : callButton).current?.focus();
  }, [inCall]);

  const micText = call.outcome.kind === "mic" ? strings.micError[call.outcome.mic] : undefined;
  // After a call that did not go through or has ended, the same button calls again (a microphone problem needs fixing first).
  const again = call.state !== "idle" && call.outcome.kind !== "mic";

  return (
    <section className={styles.call} aria-labelledby="call-heading">
      <h2 id="call-heading">{strings.call.heading}</h2>
      <div className={styles.controls}>
        {inCall ? (
          <>
            <button ref={hangupButton} type="button" className="danger" onClick={call.hangUp} aria-label={strings.call.hangupLabel} data-testid="hangup-button">
              {strings.call.hangup}
            </button>
            <button
              type="button"
              className={styles.toggle}
              onClick={() => void call.toggleMute()}
              disabled={call.state !== "connected"}
              aria-pressed={call.muted}
              aria-label={strings.call.muteLabel}
              data-testid="mute-button"
            >
              {strings.call.mute}
            </button>
          </>
        ) : (
          <button
            ref={callButton}
            type="button"
            className={`primary ${styles.callButton}`}
            onClick={() => void call.start()}
            disabled={!hydrated}
            aria-label={again ? strings.call.callAgainLabel(tenantName) : strings.call.callLabel(tenantName)}
            data-testid="call-button"
          >
            {again ? strings.call.callAgain : strings.call.call}
          </button>
        )}
        {call.room ? <StartAudioButton room={call.room} strings={strings} /> : null}
      </div>

      <p
        className={call.state === "error" ? styles.error : styles.status}
        role="status"
        data-testid="call-status"
        data-state={call.state}
        data-waiting={call.waitingLong ? "long" : undefined}
      >
        {statusText(call, strings, tenantName)}
      </p>

      {call.state === "connected" ? (
        <p className={styles.agentState} data-testid="agent-state" data-state={call.agent}>
          {strings.agentState[call.agent]}
        </p>
      ) : null}

      {call.state === "connected" && call.muted ? (
        <p className={styles.status} role="status">
          {strings.call.muted}
        </p>
      ) : null}

      {call.outcome.kind === "noAnswer" ? <NoAnswerNotice strings={strings} helpdeskPhone={helpdeskPhone} /> : null}

      {micText ? (
        <p className={styles.micError} role="alert" data-testid="mic-error">
          {micText} {strings.micError.offerText}
        </p>
      ) : null}

      {call.room ? (
        <RoomContext.Provider value={call.room}>
          <RoomAudioRenderer />
        </RoomContext.Provider>
      ) : null}
    </section>
  );
}
