import { headers } from "next/headers";
import { PAGE_ADDRESS_REQUEST_HEADER } from "~/contracts/page-address";
import { isConsoleAddress, SITE_LANG } from "./(console)/_i18n/langs";
import { requestConsoleLang } from "./(console)/_i18n/request-lang";

/**
 * The document's language, for <html lang>, as the server renders the page (a screen reader
 * picks its voice from it, and a browser its hyphenation and translation offer): the console's
 * language on the console's pages (its cookie, else the browser's), else the site's. The root layout is not told its
 * page's address: the HTTP front passes it (contracts/page-address.ts); without the front
 * (`next dev`) the console's pages set it once their script runs (../(console)/_components/providers.tsx).
 */
export async function documentLang(): Promise<string> {
  const address = (await headers()).get(PAGE_ADDRESS_REQUEST_HEADER);
  if (address === null || !isConsoleAddress(address)) return SITE_LANG;
  return requestConsoleLang();
}
