import type { MantineColorsTuple } from "@mantine/core";
import { AA_TEXT, darkenTo } from "./contrast";

/** A ten-shade palette, lightest first. */
export type Palette = MantineColorsTuple;

/**
 * The shades a component writes text in, or writes white text on, made to pass AA:
 *
 * - 6 and up: white text on a filled button, an anchor, a subtle button, the dimmed grey, all on a
 *   white page;
 * - 9: the text of a light badge or alert, on that palette's shade 1.
 *
 * A small margin over 4.5 absorbs anti-aliasing and the rounding of other tools. Shades 0–5 (tints
 * behind text) stay as they are.
 */
const MARGIN = 0.15;

export function accessiblePalette(p: Palette): Palette {
  const [s0, s1, s2, s3, s4, s5, ...darker] = p;
  const [s6, s7, s8, s9] = darker.map((c) => darkenTo(c, "#ffffff", AA_TEXT + MARGIN)) as [string, string, string, string];
  return [s0, s1, s2, s3, s4, s5, s6, s7, s8, darkenTo(s9, s1, AA_TEXT + MARGIN)];
}

/**
 * Voicedesk green: the mark, the primary buttons and links. Shade 7 (#0b6e4f) is the brand colour
 * itself, 6.3:1 with white; the talk page's stylesheet uses the same value (app/globals.css).
 */
export const BRAND: Palette = ["#e7f4ee", "#cfe8dc", "#a0d1ba", "#6db896", "#43a178", "#268c63", "#137a54", "#0b6e4f", "#0a5f44", "#074a35"];
export const BRAND_SHADE = 7;
