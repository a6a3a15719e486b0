import Link from "next/link";

/** The product's front door: what Voicedesk is, and the demo hospital's line to try it. */
export default function HomePage() {
  return (
    <main>
      <h1>Voicedesk</h1>
      <p>
        An automated information line for hospitals. Callers phone the hospital or press <strong>Talk to us</strong> on its website, and get answers from the
        hospital&apos;s own information: visiting hours, parking, departments, doctors&apos; consultation hours, appointments and bills.
      </p>
      <p className="notice">
        Voicedesk always says it is an automated assistant, never gives medical advice, and points callers to a person, their doctor or the emergency number
        when that is what they need.
      </p>
      <section className="card" aria-labelledby="demo-heading">
        <h2 id="demo-heading">Try the demo</h2>
        <p>AZ Lindenhof is a fictional hospital that ships with Voicedesk. Call its line from your browser, or type your question.</p>
        <p>
          <Link href="/talk/lindenhof">Talk to AZ Lindenhof</Link>
          {" · "}
          <Link href="/talk/lindenhof?lang=en" hrefLang="en">
            in English
          </Link>
        </p>
      </section>
    </main>
  );
}
