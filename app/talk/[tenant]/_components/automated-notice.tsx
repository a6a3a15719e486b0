import type { TalkStrings } from "./lang";
import styles from "./talk.module.css";

/**
 * EU AI Act Art. 50: a caller must know before the first word that the voice is an AI system.
 * Rendered on the server, above the Call button, so it is there even before any script runs.
 */
export function AutomatedNotice({ strings, tenantName, emergencyNumber }: { strings: TalkStrings; tenantName: string; emergencyNumber: string }) {
  return (
    <section className={`notice ${styles.notice}`} data-testid="automated-notice" aria-labelledby="automated-notice-heading">
      <h2 id="automated-notice-heading" className={styles.noticeHeading}>
        {strings.notice.heading}
      </h2>
      <p>{strings.notice.body(tenantName)}</p>
      <p>
        <strong>{strings.notice.emergency(emergencyNumber)}</strong>
      </p>
    </section>
  );
}
