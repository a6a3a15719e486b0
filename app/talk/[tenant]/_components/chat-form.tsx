"use client";

import { useState, type FormEvent, type Ref } from "react";
import type { TalkStrings } from "./lang";
import { MAX_QUESTION_LENGTH, type TextChat } from "./use-text-chat";
import { useHydrated } from "./use-hydrated";
import styles from "./talk.module.css";

/** "Type instead of talk": always there, and where the page sends a caller without a microphone. */
export function ChatForm({
  chat,
  strings,
  inputRef,
  highlighted,
}: {
  chat: TextChat;
  strings: TalkStrings;
  inputRef: Ref<HTMLInputElement>;
  highlighted: boolean;
}) {
  const [value, setValue] = useState("");
  const hydrated = useHydrated();
  const tooLong = value.length > MAX_QUESTION_LENGTH;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const question = value.trim();
    // One question at a time: the answers of one conversation must stay in order.
    if (question === "" || tooLong || chat.pending) return;
    setValue("");
    const sent = await chat.send(question);
    if (!sent) setValue((now) => (now === "" ? question : now));
  }

  const status = tooLong ? strings.chat.tooLong : chat.pending ? strings.chat.sending : chat.failed ? strings.chat.failed : "";

  return (
    <section className={`${styles.chat} ${highlighted ? styles.chatHighlighted : ""}`} aria-labelledby="chat-heading">
      <h2 id="chat-heading">{strings.chat.heading}</h2>
      <p id="chat-intro" className="muted">
        {strings.chat.intro}
      </p>
      <form onSubmit={(e) => void onSubmit(e)} className={styles.chatForm}>
        <label htmlFor="chat-input">{strings.chat.label}</label>
        <div className={styles.chatRow}>
          <input
            ref={inputRef}
            id="chat-input"
            name="question"
            type="text"
            autoComplete="off"
            enterKeyHint="send"
            placeholder={strings.chat.placeholder}
            aria-describedby="chat-intro chat-status"
            aria-invalid={tooLong}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            data-testid="chat-input"
          />
          <button
            type="submit"
            className="primary"
            aria-label={strings.chat.sendLabel}
            aria-disabled={chat.pending || tooLong}
            // Disabled, not only aria-disabled, until the script runs: a disabled default button is
            // what stops the browser's own submission of the bare form on Enter.
            disabled={!hydrated}
            data-testid="chat-send"
          >
            {strings.chat.send}
          </button>
        </div>
        <p id="chat-status" role="status" className={chat.failed || tooLong ? styles.error : "muted"}>
          {status}
        </p>
      </form>
    </section>
  );
}
