import Link from "next/link";
import { SiteHeader } from "../../_brand/site-header";

/**
 * A hospital address nobody set up (a typo, an old link, a hospital that left). The visitor may
 * need help now, so the page says where to go, in each of the line's languages: we cannot know
 * which one they read.
 */
const SAID = [
  { lang: "nl", heading: "Dit ziekenhuis kennen we niet", body: "Controleer het adres op de website van uw ziekenhuis. In een noodgeval belt u 112." },
  { lang: "en", heading: "We do not know this hospital", body: "Check the address on your hospital's website. In an emergency, call 112." },
  { lang: "fr", heading: "Nous ne connaissons pas cet hôpital", body: "Vérifiez l'adresse sur le site de votre hôpital. En cas d'urgence, appelez le 112." },
  { lang: "it", heading: "Non conosciamo questo ospedale", body: "Controlli l'indirizzo sul sito del suo ospedale. In caso di emergenza chiami il 112." },
] as const;

export default function UnknownHospital() {
  return (
    <>
      <SiteHeader />
      <main data-testid="unknown-hospital">
        <h1 lang="en">Hospital not found</h1>
        {SAID.map((s) => (
          <section key={s.lang} lang={s.lang} className="card" style={{ marginBottom: "0.75rem" }}>
            <h2 style={{ fontSize: "1.1rem", margin: "0 0 0.25rem" }}>{s.heading}</h2>
            <p style={{ margin: 0 }}>{s.body}</p>
          </section>
        ))}
        <p>
          <Link href="/">Voicedesk home</Link>
        </p>
      </main>
    </>
  );
}
