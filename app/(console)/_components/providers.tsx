"use client";

import { createTheme, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { I18nProvider, type ConsoleLang } from "../_i18n";

const theme = createTheme({ primaryColor: "teal", defaultRadius: "md", fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif" });

/** `styleNonce`: the request's CSP nonce, which Mantine puts on the <style> elements it writes. */
export function ConsoleProviders({ lang, styleNonce, children }: { lang: ConsoleLang; styleNonce?: string; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" getStyleNonce={() => styleNonce ?? ""}>
      <Notifications position="top-right" />
      <I18nProvider lang={lang}>{children}</I18nProvider>
    </MantineProvider>
  );
}
