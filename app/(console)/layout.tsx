import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import "./console.css";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { CONSOLE_LANGS, LANG_COOKIE, type ConsoleLang } from "./_i18n/langs";
import { ConsoleProviders } from "./_components/providers";

export const metadata: Metadata = { title: "Voicedesk console" };

/** Everything staff see: sign-in, invitations and the console, in Mantine, in English or Dutch. */
export default async function ConsoleGroupLayout({ children }: { children: ReactNode }) {
  const wanted = (await cookies()).get(LANG_COOKIE)?.value;
  const lang: ConsoleLang = (CONSOLE_LANGS as readonly string[]).includes(wanted ?? "") ? (wanted as ConsoleLang) : "en";
  return <ConsoleProviders lang={lang}>{children}</ConsoleProviders>;
}
