"use client";

import { useEffect, useRef } from "react";
import type { TalkStrings } from "./lang";
import { telHref } from "./room-streams";
import styles from "./talk.module.css";

/**
 * The line recognised an emergency in a typed question. The answer in the conversation says to
 * call the emergency number; this card makes it one tap away and impossible to scroll past.
 */
export function EmergencyNotice({ number, strings }: { number: string; strings: TalkStrings }) {
  const card = useRef<HTMLElement>(null);
  // On a phone the card may open below the fold: bring it into view (no further than needed).
  useEffect(() => {
    card.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <section ref={card} className={styles.emergency} data-testid="emergency-notice" role="alert" aria-labelledby="emergency-heading">
      <h2 id="emergency-heading">{strings.emergency.heading(number)}</h2>
      <p>{strings.emergency.body}</p>
      <a className={styles.emergencyCall} href={telHref(number)} aria-label={strings.emergency.callLabel(number)}>
        {strings.emergency.call(number)}
      </a>
    </section>
  );
}
