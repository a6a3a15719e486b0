import type { IncomingMessage } from "node:http";
import { REFUSED_ACTION_PARAM } from "~/contracts/vocabulary";
import { preferredLanguage, rankedAccept } from "~/lib/http/accept-header";
import { LANGUAGES, type Lang, type PerLang } from "~/lib/lang";

/**
 * What a person sees when the app sheds their page load (./load-shedding.ts): a page in their
 * language that tries again once the loop has had its seconds, instead of the API's JSON refusal
 * (a reload in the console under load showed `{"error":{"message":"Busy; try again in 2 s."…}}` and
 * stayed there). A caller who opened the talk page in an emergency is told where to call first.
 */

/**
 * A browser loading a page — a link, a reload, or a form sent without a script (a POST navigation) —
 * as opposed to a script calling the API. With fetch metadata the browser says so itself; without
 * it (an older browser, a proxy that strips it) the Accept header decides: a page when it ranks HTML
 * above JSON, as a browser's does ("text/html,…,*\/*;q=0.8"), the JSON refusal for a script that
 * accepts anything ("*\/*", curl's and fetch's default) or asks for JSON. A Next.js server action is
 * a script's POST (isServerAction).
 */
export function isPageLoad(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") return false;
  if (isServerAction(req)) return false;
  const mode = req.headers["sec-fetch-mode"];
  if (mode !== undefined) return mode === "navigate";
  return prefersHtml(req.headers.accept);
}

/** A form a person sent that the busy page stands in for: it was not received, and the reload is a GET. */
export function isFormSent(req: IncomingMessage): boolean {
  return req.method === "POST" && isPageLoad(req);
}

/** The q an Accept header gives a media type: its most specific range's (type/sub, then type/*, then *\/*); 0 when none matches. */
function acceptance(entries: { value: string; q: number }[], type: string): number {
  const [main] = type.split("/");
  for (const range of [type, `${main}/*`, "*/*"]) {
    const hit = entries.find((e) => e.value === range);
    if (hit) return hit.q;
  }
  return 0;
}

/** Whether an Accept header ranks HTML strictly above JSON (a tie, as with "*\/*", is a script's). */
export function prefersHtml(accept: string | undefined): boolean {
  const entries = rankedAccept(accept);
  return acceptance(entries, "text/html") > acceptance(entries, "application/json");
}

/**
 * A page's script asking Next.js to run a server action (the sign-in form's): a POST to the page's
 * own URL with the Next-Action header. Next's client reads only its own answer format; any other
 * answer without a redirect it throws, and the person lands on Next's bare "This page couldn't load"
 * (an admin signing in on a busy server did). A redirect it follows, and with no page data beside
 * it that is a full page load — which a busy server answers with the busy page.
 */
export function isServerAction(req: IncomingMessage): boolean {
  return req.method === "POST" && typeof req.headers["next-action"] === "string";
}

/**
 * The `x-action-redirect` value that sends a refused server action's page to itself in full
 * (`replace`: no second history entry): the page the action was posted from, path and query only,
 * never another origin, with `;` (the header's separator) escaped — and marked as refused. While the
 * load lasts the reload gets the busy page; once it has passed, the page itself, and the mark lets
 * the sign-in form say why it is empty again (without it a person whose sign-in was refused saw the
 * form come back blank, with no word of what happened).
 */
export function reloadAfterRefusedAction(req: IncomingMessage): string {
  const url = new URL(samePath(req), "http://same-origin.invalid");
  url.searchParams.set(REFUSED_ACTION_PARAM, "1");
  return `${(url.pathname + url.search).replaceAll(";", "%3B")};replace`;
}

/** The request's path and query, never another origin (a request line may name one). */
export function samePath(req: IncomingMessage): string {
  const url = new URL(req.url ?? "/", "http://same-origin.invalid");
  return url.pathname + url.search;
}

/** The first of our languages the Accept-Language header asks for, by its q-values; English otherwise. */
export function pageLanguage(acceptLanguage: string | undefined): Lang {
  return preferredLanguage(acceptLanguage, LANGUAGES) ?? "en";
}

interface BusyWords {
  title: string;
  busy: (seconds: number) => string;
  again: string;
  auto: (seconds: number) => string;
  stop: string;
  stopped: string;
  notSent: string;
  emergency: string;
}

const WORDS: PerLang<BusyWords> = {
  en: {
    title: "One moment",
    busy: (s) => `It is very busy right now. Please try again in ${s} seconds.`,
    again: "Try again",
    auto: (s) => `This page tries again by itself in ${s} seconds.`,
    stop: "Stop",
    stopped: "This page will not try again by itself.",
    notSent: "What you sent did not reach us. Please send it again once the page is back.",
    emergency: "In an emergency, call 112.",
  },
  nl: {
    title: "Eén moment",
    busy: (s) => `Het is nu heel druk. Probeer het over ${s} seconden opnieuw.`,
    again: "Opnieuw proberen",
    auto: (s) => `Deze pagina probeert het over ${s} seconden vanzelf opnieuw.`,
    stop: "Stoppen",
    stopped: "Deze pagina probeert het niet meer vanzelf.",
    notSent: "Wat u verstuurde, is niet aangekomen. Verstuur het opnieuw zodra de pagina terug is.",
    emergency: "Bij een noodgeval: bel 112.",
  },
  fr: {
    title: "Un instant",
    busy: (s) => `Le service est très sollicité. Réessayez dans ${s} secondes.`,
    again: "Réessayer",
    auto: (s) => `Cette page réessaie d'elle-même dans ${s} secondes.`,
    stop: "Arrêter",
    stopped: "Cette page ne réessaiera plus d'elle-même.",
    notSent: "Ce que vous avez envoyé ne nous est pas parvenu. Renvoyez-le dès que la page est revenue.",
    emergency: "En cas d'urgence, appelez le 112.",
  },
  it: {
    title: "Un momento",
    busy: (s) => `Il servizio è molto occupato. Riprovi tra ${s} secondi.`,
    again: "Riprova",
    auto: (s) => `Questa pagina riprova da sola tra ${s} secondi.`,
    stop: "Ferma",
    stopped: "Questa pagina non riproverà più da sola.",
    notSent: "Quello che ha inviato non ci è arrivato. Lo invii di nuovo quando la pagina sarà tornata.",
    emergency: "In caso di emergenza, chiami il 112.",
  },
};

const escapeHtml = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A string as a script literal that cannot end the script element it sits in. */
const scriptString = (value: string) => JSON.stringify(value).replaceAll("<", "\\u003c").replaceAll(">", "\\u003e");

/**
 * The page, styled and scripted under the request's CSP nonce. `path` is what "Try again" loads
 * (the page's own path and query, on this origin): the page asked for, or in place of a sent form
 * (`formSent`) that form's page with a GET — the form again, never a resend — saying it did not arrive.
 *
 * No meta refresh: a page that reloads itself on a timer the person cannot stop fails WCAG 2.2.1
 * (axe's `meta-refresh`, critical; a fresh-clone run's accessibility walk met it). Without a script
 * the person has the "Try again" link; with one the page also tries again by itself after
 * `retryAfterSeconds`, says so, and has a Stop button that ends it.
 */
export function busyPage(opts: { lang: Lang; retryAfterSeconds: number; nonce: string; path: string; formSent?: boolean }): string {
  const words = WORDS[opts.lang];
  const nonce = escapeHtml(opts.nonce);
  return `<!doctype html>
<html lang="${opts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${words.title}</title>
<style nonce="${nonce}">
body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc; color: #0f172a; }
main { max-width: 28rem; padding: 2rem; text-align: center; line-height: 1.5; }
h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
a { color: #0b5c3b; font-weight: 600; }
.again { display: inline-block; margin: 0.25rem 0; padding: 0.5rem 1.25rem; border-radius: 0.375rem; background: #0b5c3b; color: #fff; text-decoration: none; }
.again:focus-visible, button:focus-visible { outline: 3px solid #0f172a; outline-offset: 2px; }
button { font: inherit; margin-left: 0.5rem; padding: 0.125rem 0.75rem; border: 1px solid #475569; border-radius: 0.375rem; background: #fff; color: #0f172a; cursor: pointer; }
</style>
</head>
<body>
<main>
<h1>${words.title}</h1>
<p><a href="tel:112">${words.emergency}</a></p>
<p>${words.busy(opts.retryAfterSeconds)}</p>${opts.formSent ? `\n<p>${words.notSent}</p>` : ""}
<p><a class="again" id="again" href="${escapeHtml(opts.path)}">${words.again}</a></p>
<p id="auto" role="status" hidden><span id="auto-words">${words.auto(opts.retryAfterSeconds)}</span><button type="button" id="stop">${words.stop}</button></p>
</main>
<script nonce="${nonce}">
(function () {
  var auto = document.getElementById("auto");
  var timer = setTimeout(function () { location.replace(${scriptString(opts.path)}); }, ${Math.round(opts.retryAfterSeconds * 1000)});
  auto.hidden = false;
  document.getElementById("stop").addEventListener("click", function (event) {
    clearTimeout(timer);
    document.getElementById("auto-words").textContent = ${scriptString(words.stopped)};
    event.currentTarget.remove();
    document.getElementById("again").focus();
  });
})();
</script>
</body>
</html>
`;
}
