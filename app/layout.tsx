import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { TRPCReactProvider } from "./_trpc/react";
import "./globals.css";

export const metadata: Metadata = {
  title: "Voicedesk",
  description: "Automated voice information line for hospitals: answers from the hospital's own information, never medical advice.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <TRPCReactProvider>{children}</TRPCReactProvider>
      </body>
    </html>
  );
}
