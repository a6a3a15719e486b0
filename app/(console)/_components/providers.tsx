"use client";

import { Badge, createTheme, DEFAULT_THEME, MantineProvider, Modal, PasswordInput, rem, TableScrollContainer, type CSSVariablesResolver } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { setNonce } from "get-nonce";
import { Notifications } from "@mantine/notifications";
import { useLayoutEffect, useMemo, type ReactNode } from "react";
import { accessiblePalette, BRAND, BRAND_SHADE } from "../../_brand/palette";
import { I18nProvider, translate, type ConsoleLang } from "../_i18n";
import { DATE_LOCALES } from "../_i18n/format";
import { SITE_LANG } from "../_i18n/langs";

/**
 * Every Mantine palette with its text shades made AA (app/_brand/palette.ts): a red "Erase", an
 * orange notice or a light badge pass as the primary button does. Teal is the brand: the
 * notifications' success colour and the primary colour are one green.
 */
const colors = Object.fromEntries(Object.entries(DEFAULT_THEME.colors).map(([name, palette]) => [name, accessiblePalette(palette)]));

/** Badge text: Mantine's 9–11 px is below what a label should be; 12 px and up, in words not capitals. */
const BADGE_FONT: Record<string, number> = { xs: 12, sm: 12, md: 13, lg: 14, xl: 16 };
const BADGE_HEIGHT: Record<string, number> = { xs: 20, sm: 22, md: 24, lg: 26, xl: 30 };

function consoleTheme(lang: ConsoleLang) {
  return createTheme({
    colors: { ...colors, teal: BRAND, brand: BRAND },
    primaryColor: "brand",
    primaryShade: { light: BRAND_SHADE, dark: BRAND_SHADE },
    defaultRadius: "md",
    fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif",
    components: {
      Badge: Badge.extend({
        vars: (_, props) => {
          const size = typeof props.size === "string" ? props.size : "md";
          return { root: { "--badge-fz": rem(BADGE_FONT[size] ?? 13), "--badge-height": rem(BADGE_HEIGHT[size] ?? 24) } };
        },
        styles: { root: { textTransform: "none", letterSpacing: "normal", fontWeight: 600 } },
      }),
      // A table wider than a phone scrolls in its own box: the box takes focus, so the arrow keys scroll
      // it too (a table of text alone has nothing else to focus; axe-core: scrollable-region-focusable).
      TableScrollContainer: TableScrollContainer.extend({ defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } }),
      // Every dialog's close button is an icon: without a name a screen reader says only "button"
      // (axe-core: button-name, critical). One default here names them all in the console language.
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": translate(lang, "closeDialog") } } }),
      // The password fields' eye button said "Toggle password visibility" in English on a Dutch page.
      PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { "aria-label": translate(lang, "showPassword") } } }),
    },
  });
}

/** Secondary text ("dimmed") in the darkened grey 6 rather than Mantine's 3.3:1 default. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: {},
});

let documentNonce: string | undefined;

/**
 * The nonce Mantine puts on the <style> elements it writes. It must be the one in the document's
 * Content-Security-Policy, fixed when the page loaded. A later server render of the layout (a
 * server action's redirect, a refresh) comes from another request with another nonce, and a style
 * rewritten under that one is refused (found by the CSP e2e guard: the app shell's inline style
 * on the departments page). So the browser reads the document's own nonce once, from the scripts
 * Next.js rendered into the page — the `nonce` property keeps the value the browser hides from
 * the attribute; the server uses the request's.
 */
function pageNonce(requestNonce: string | undefined): string {
  if (typeof document === "undefined") return requestNonce ?? "";
  if (documentNonce === undefined) {
    documentNonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || requestNonce || "";
    // Mantine's modals and dropdowns lock page scrolling with a <style> of their own
    // (react-remove-scroll-bar), which takes its nonce from get-nonce.
    setNonce(documentNonce);
  }
  return documentNonce;
}

/** `styleNonce`: the request's CSP nonce, for the <style> elements Mantine writes (see pageNonce). */
export function ConsoleProviders({ lang, styleNonce, children }: { lang: ConsoleLang; styleNonce?: string; children: ReactNode }) {
  const theme = useMemo(() => consoleTheme(lang), [lang]);
  // The server wrote <html lang> for the page it rendered (app/document-lang.ts); a page reached
  // without a load (from the home page, or switching the language) has it set here, and leaving
  // the console for the site's pages gives theirs back. Before the browser paints: as an effect it
  // came a frame late, and the Dutch console's first paint said lang="en".
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = SITE_LANG;
    };
  }, [lang]);
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver} getStyleNonce={() => pageNonce(styleNonce)}>
      <DatesProvider settings={{ locale: DATE_LOCALES[lang], firstDayOfWeek: 1 }}>
        <Notifications position="top-right" />
        <I18nProvider lang={lang}>{children}</I18nProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
