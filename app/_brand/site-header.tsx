import Image from "next/image";
import Link from "next/link";
import type { ReactNode } from "react";
import styles from "./site.module.css";

/** The product's mark and name, linking home; pages outside the console open with it. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={styles.siteHeader}>
      <Link href="/" className={styles.brand}>
        <Image src="/voicedesk-mark.svg" alt="" width={32} height={32} priority />
        <span>Voicedesk</span>
      </Link>
      {children ? <nav className={styles.siteNav}>{children}</nav> : null}
    </header>
  );
}
