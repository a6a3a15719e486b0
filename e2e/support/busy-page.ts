import type { Page } from "@playwright/test";

/**
 * The busy page (server/http/busy-page.ts) as the specs meet it: a loaded run's app sheds a page load
 * now and then, and a person waits for the page to try again by itself. The specs' browser asks for
 * English.
 */
export const BUSY_TITLE = "One moment";

/** The busy page's words, in each language, and the sign-in form's after a refused try. */
export const REFUSED_SIGN_IN =
  /It is very busy right now|Het is nu heel druk|Le service est très sollicité|Il servizio è molto occupato|sign-in did not go through|aanmelding is niet doorgekomen/;

/**
 * A page's own first heading, not the busy page's: waiting for it waits out a busy page in its place
 * (a walk that took the busy page's heading for the page's ran its accessibility check on the wrong page).
 */
export const pageHeading = (page: Page) => page.getByRole("heading", { level: 1 }).filter({ hasNotText: BUSY_TITLE }).first();
