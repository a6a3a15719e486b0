import { cookies, headers } from "next/headers";
import { PAGE_ADDRESS_REQUEST_HEADER } from "~/contracts/page-address";
import { consoleLangFrom, isConsoleAddress, LANG_COOKIE, SITE_LANG } from "./(console)/_i18n/langs";

/**
 * The document's language, for <html lang>, as the server renders the page (a screen reader
 * picks its voice from it, and a browser its hyphenation and translation offer): the console's
 * chosen language on the console's pages, else the site's. The root layout is not told its
 * page's address: the HTTP front passes it (contracts/page-address.ts); without the front
 * (`next dev`) the console's pages set it once their script runs (../(console)/_components/providers.tsx).
 */
export async function documentLang(): Promise<string> {
  const address = (await headers()).get(PAGE_ADDRESS_REQUEST_HEADER);
  if (address === null || !isConsoleAddress(address)) return SITE_LANG;
  return consoleLangFrom((await cookies()).get(LANG_COOKIE)?.value);
}
