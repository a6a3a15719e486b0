/**
 * WCAG 2.2 contrast, computed: the console's colours are derived from these functions so a palette
 * cannot drift below AA by someone picking a prettier shade (success criterion 1.4.3: 4.5:1 for
 * text, 1.4.11: 3:1 for the parts of a control).
 */

/** Text under 24 px (18 pt), or bold under 18.66 px: the bar every label in the product meets. */
export const AA_TEXT = 4.5;

function channels(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Relative luminance as WCAG defines it (sRGB, linearised). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour, darkened in small steps (hue kept) until it reaches `ratio` against `background`. */
export function darkenTo(hex: string, background: string, ratio: number): string {
  let rgb = channels(hex);
  for (let i = 0; i < 200 && contrastRatio(toHex(rgb), background) < ratio; i++) rgb = rgb.map((c) => c * 0.97) as typeof rgb;
  return toHex(rgb);
}
