import Link from "next/link";
import { SiteHeader } from "./_brand/site-header";
import styles from "./_brand/home.module.css";

/** The product's front door: what Voicedesk is, the demo hospital's line to try, and the way in for staff. */
export default function HomePage() {
  return (
    <>
      <SiteHeader>
        <Link href="/console">Staff sign-in</Link>
      </SiteHeader>
      <main className={styles.home}>
        <section className={styles.hero} aria-labelledby="home-heading">
          <h1 id="home-heading">Voicedesk</h1>
          <p className={styles.tagline}>The information line of your hospital, answering day and night by phone and on the website.</p>
          <p>
            Callers phone the hospital or press <strong>Talk to us</strong> on its website, and get answers from the hospital&apos;s own information: visiting
            hours, parking, departments, doctors&apos; consultation hours, appointments and bills.
          </p>
          <div className={styles.actions}>
            <Link className={styles.primaryAction} href="/talk/lindenhof?lang=en" hrefLang="en">
              Try the demo line
            </Link>
            <Link className={styles.secondaryAction} href="/console">
              Sign in to the console
            </Link>
          </div>
        </section>

        <p className="notice">
          Voicedesk always says it is an automated assistant, never gives medical advice, and points callers to a person, their doctor or the emergency number
          when that is what they need.
        </p>

        <ul className={styles.points} aria-label="What Voicedesk does">
          <li>
            <h2>The hospital&apos;s own words</h2>
            <p>Answers come from the hospital&apos;s pages and data, with the page they came from. What is not there, it says it cannot find.</p>
          </li>
          <li>
            <h2>Safety first</h2>
            <p>No medical advice, ever. Someone in danger hears the emergency number first; someone who wants a person gets reception.</p>
          </li>
          <li>
            <h2>Four languages</h2>
            <p>Dutch, English, French and Italian: the caller is answered in the language they speak.</p>
          </li>
          <li>
            <h2>A console for staff</h2>
            <p>Admins keep departments, doctors and documents current; operators see how the line is doing and replay calls.</p>
          </li>
        </ul>

        <section className="card" aria-labelledby="demo-heading">
          <h2 id="demo-heading">Try the demo</h2>
          <p>AZ Lindenhof is a fictional hospital that ships with Voicedesk. Call its line from your browser, or type your question.</p>
          <p className={styles.demoLinks}>
            <Link href="/talk/lindenhof">Talk to AZ Lindenhof</Link>
            <Link href="/talk/lindenhof?lang=en" hrefLang="en">
              in English
            </Link>
          </p>
        </section>
      </main>
    </>
  );
}
