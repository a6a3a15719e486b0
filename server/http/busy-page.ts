import type { IncomingMessage } from "node:http";
import { REFUSED_ACTION_PARAM } from "~/contracts/vocabulary";
import { LANGUAGES, type Lang, type PerLang } from "~/lib/lang";

/**
 * What a person sees when the app sheds their page load (./load-shedding.ts): a page in their
 * language that reloads itself once the loop has had its seconds, instead of the API's JSON refusal
 * (a reload in the console under load showed `{"error":{"message":"Busy; try again in 2 s."…}}` and
 * stayed there). A caller who opened the talk page in an emergency is told where to call first.
 */

/** A browser loading a page (a navigation), as opposed to a script calling the API. */
export function isPageLoad(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const mode = req.headers["sec-fetch-mode"];
  if (mode !== undefined) return mode === "navigate";
  return (req.headers.accept ?? "").includes("text/html");
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
  const url = new URL(req.url ?? "/", "http://same-origin.invalid");
  url.searchParams.set(REFUSED_ACTION_PARAM, "1");
  return `${(url.pathname + url.search).replaceAll(";", "%3B")};replace`;
}

/** The first of our languages the Accept-Language header asks for, by its q-values; English otherwise. */
export function pageLanguage(acceptLanguage: string | undefined): Lang {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((entry) => entry.primary).find((primary): primary is Lang => (LANGUAGES as readonly string[]).includes(primary)) ?? "en";
}

const WORDS: PerLang<{ title: string; busy: (seconds: number) => string; emergency: string }> = {
  en: {
    title: "One moment",
    busy: (s) => `It is very busy right now. This page reloads by itself in ${s} seconds.`,
    emergency: "In an emergency, call 112.",
  },
  nl: {
    title: "Eén moment",
    busy: (s) => `Het is nu heel druk. Deze pagina laadt over ${s} seconden vanzelf opnieuw.`,
    emergency: "Bij een noodgeval: bel 112.",
  },
  fr: {
    title: "Un instant",
    busy: (s) => `Le service est très sollicité. Cette page se recharge d'elle-même dans ${s} secondes.`,
    emergency: "En cas d'urgence, appelez le 112.",
  },
  it: {
    title: "Un momento",
    busy: (s) => `Il servizio è molto occupato. Questa pagina si ricarica da sola tra ${s} secondi.`,
    emergency: "In caso di emergenza, chiami il 112.",
  },
};

/** The page: reloads after `retryAfterSeconds` (a meta refresh, no script), styled under the request's CSP nonce. */
export function busyPage(opts: { lang: Lang; retryAfterSeconds: number; nonce: string }): string {
  const words = WORDS[opts.lang];
  return `<!doctype html>
<html lang="${opts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${opts.retryAfterSeconds}">
<title>${words.title}</title>
<style nonce="${opts.nonce}">
body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc; color: #0f172a; }
main { max-width: 28rem; padding: 2rem; text-align: center; line-height: 1.5; }
h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
a { color: #0b5c3b; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>${words.title}</h1>
<p>${words.busy(opts.retryAfterSeconds)}</p>
<p><a href="tel:112">${words.emergency}</a></p>
</main>
</body>
</html>
`;
}
