import { cookies, headers } from "next/headers";
import { consoleLangFrom, LANG_COOKIE, type ConsoleLang } from "./langs";

/** The console's language for the request being rendered (./langs.ts): its cookie, else its browser's. */
export async function requestConsoleLang(): Promise<ConsoleLang> {
  return consoleLangFrom((await cookies()).get(LANG_COOKIE)?.value, (await headers()).get("accept-language") ?? undefined);
}
