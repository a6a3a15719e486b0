import Link from "next/link";
import { SiteHeader } from "./_brand/site-header";

/** Any other address that leads nowhere: say so, and offer the way home. */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main>
        <h1>Page not found</h1>
        <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
        <p>
          <Link href="/">Voicedesk home</Link>
        </p>
      </main>
    </>
  );
}
