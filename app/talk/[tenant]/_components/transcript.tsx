"use client";

import type { TalkStrings } from "./lang";
import type { TranscriptEntry } from "./transcript-model";
import { useFollowLog } from "./use-follow-log";
import styles from "./talk.module.css";

/** Both sides of the conversation, spoken or typed, as one polite live log. */
export function Transcript({ entries, strings }: { entries: readonly TranscriptEntry[]; strings: TalkStrings }) {
  const last = entries.at(-1);
  const { ref, onScroll, unseen, jumpToEnd } = useFollowLog<HTMLDivElement>(`${entries.length}:${last?.text.length ?? 0}`);

  return (
    <section className={styles.transcriptSection} aria-labelledby="transcript-heading">
      <h2 id="transcript-heading">{strings.transcript.heading}</h2>
      <div>
        {/* Scrollable, so it must be reachable by keyboard to be scrolled without a mouse. */}
        <div
          ref={ref}
          onScroll={onScroll}
          className={styles.transcript}
          role="log"
          aria-live="polite"
          aria-label={strings.transcript.label}
          data-testid="transcript"
          tabIndex={0}
        >
          {entries.length === 0 ? (
            <p className="muted">{strings.transcript.empty}</p>
          ) : (
            <ol className={styles.entries}>
              {entries.map((e) => (
                <li key={e.id} className={e.speaker === "caller" ? styles.fromCaller : styles.fromAgent}>
                  <span className={styles.who}>{e.speaker === "caller" ? strings.transcript.caller : strings.transcript.agent}</span>
                  <p
                    className={styles.said}
                    data-testid="transcript-entry"
                    data-speaker={e.speaker}
                    data-final={e.final ? "true" : "false"}
                    data-interrupted={e.interrupted ? "true" : "false"}
                  >
                    {e.text}
                  </p>
                  {e.interrupted ? <span className={styles.interrupted}>{strings.transcript.interrupted}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </div>
        {/* The live region already announces new entries; the pill is for eyes (and a keyboard way back down). */}
        {unseen ? (
          <button type="button" className={styles.newMessage} onClick={jumpToEnd} data-testid="new-message">
            {strings.transcript.newMessage} <span aria-hidden="true">↓</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
