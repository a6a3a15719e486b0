import type { TalkStrings } from "./lang";
import { telHref } from "./room-streams";
import styles from "./talk.module.css";

/** The line hands the caller to a person: a browser cannot be transferred, so it gets the number. */
export function TransferNotice({ phone, strings }: { phone: string; strings: TalkStrings }) {
  return (
    <section className={styles.transfer} data-testid="transfer-notice" role="alert" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">{strings.transfer.heading}</h2>
      <p>
        {strings.transfer.body}{" "}
        <a className={styles.phone} href={telHref(phone)} aria-label={strings.transfer.callLabel(phone)}>
          {phone}
        </a>
      </p>
    </section>
  );
}
