import type { TalkStrings } from "./lang";
import { telHref } from "./room-streams";
import styles from "./talk.module.css";

/**
 * No assistant joined the call (the voice worker is down or overloaded). The caller is not left
 * with silence and an error line: they can call again (the call button above now says so), call
 * the hospital, or type, which the app answers without the voice worker.
 */
export function NoAnswerNotice({ strings, helpdeskPhone }: { strings: TalkStrings; helpdeskPhone: string | null }) {
  return (
    <section className={styles.noAnswer} data-testid="no-answer-notice" role="alert" aria-labelledby="no-answer-heading">
      <h3 id="no-answer-heading">{strings.noAnswer.heading}</h3>
      <p>{strings.noAnswer.body}</p>
      {helpdeskPhone ? (
        <p>
          {strings.noAnswer.callUs}{" "}
          <a className={styles.phone} href={telHref(helpdeskPhone)}>
            {helpdeskPhone}
          </a>
        </p>
      ) : null}
    </section>
  );
}
