"use client";

import { createTheme, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { I18nProvider, type ConsoleLang } from "../_i18n";

const theme = createTheme({ primaryColor: "teal", defaultRadius: "md", fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif" });

export function ConsoleProviders({ lang, children }: { lang: ConsoleLang; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <Notifications position="top-right" />
      <I18nProvider lang={lang}>{children}</I18nProvider>
    </MantineProvider>
  );
}
