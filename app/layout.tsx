import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { TRPCReactProvider } from "./_trpc/react";
import { documentLang } from "./document-lang";
import "./globals.css";

export const metadata: Metadata = {
  title: "Voicedesk",
  description: "Automated voice information line for hospitals: answers from the hospital's own information, never medical advice.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/**
 * Every page renders per request: the Content-Security-Policy's nonce is new on each one
 * (server/http/content-security-policy.ts), and Next.js can put it on its scripts only while
 * rendering. A page prerendered at build time would carry no nonce, and its scripts would not run.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  const lang = await documentLang();
  // The console's colours (Mantine) hang on this attribute: its light scheme's variables (input
  // borders, the primary button's fill) are declared under [data-mantine-color-scheme="light"].
  // Mantine sets it from a script; written here, the sign-in page has them with JavaScript off
  // too (without, its fields had no border and its button white text on white).
  return (
    <html lang={lang} data-mantine-color-scheme="light">
      <body>
        <TRPCReactProvider>{children}</TRPCReactProvider>
      </body>
    </html>
  );
}
