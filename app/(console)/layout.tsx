import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import "./console.css";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { NONCE_REQUEST_HEADER } from "~/contracts/csp-nonce";
import type { ReactNode } from "react";
import { requestConsoleLang } from "./_i18n/request-lang";
import { ConsoleProviders } from "./_components/providers";

export const metadata: Metadata = { title: "Voicedesk console" };

/** Everything staff see: sign-in, invitations and the console, in Mantine, in English or Dutch. */
export default async function ConsoleGroupLayout({ children }: { children: ReactNode }) {
  const lang = await requestConsoleLang();
  // Mantine writes its theme variables in <style> elements: the CSP admits them by this request's nonce.
  const nonce = (await headers()).get(NONCE_REQUEST_HEADER) ?? undefined;
  return (
    <ConsoleProviders lang={lang} styleNonce={nonce}>
      {children}
    </ConsoleProviders>
  );
}
