import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { AA_TEXT, contrastRatio, darkenTo } from "./contrast";
import { accessiblePalette, BRAND, BRAND_SHADE, type Palette } from "./palette";

describe("contrast", () => {
  it("matches WCAG's published extremes and a known pair", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
    // Mantine's teal 6 behind white text: the 2.55:1 the console's buttons had.
    expect(contrastRatio("#12b886", "#ffffff")).toBeCloseTo(2.55, 2);
  });

  it("darkens until the ratio is reached, and leaves a passing colour alone", () => {
    const dark = darkenTo("#12b886", "#ffffff", AA_TEXT);
    expect(contrastRatio(dark, "#ffffff")).toBeGreaterThanOrEqual(AA_TEXT);
    expect(darkenTo("#0b6e4f", "#ffffff", AA_TEXT)).toBe("#0b6e4f");
  });
});

describe("the console's palettes", () => {
  const palettes: [string, Palette][] = [
    ["brand", BRAND],
    ...Object.entries(DEFAULT_THEME.colors).map(([name, p]): [string, Palette] => [name, accessiblePalette(p)]),
  ];

  it.each(palettes)("%s: white text on every shade a button or link uses passes AA", (_, p) => {
    for (let shade = 6; shade <= 9; shade++) expect(contrastRatio(p[shade]!, "#ffffff"), `shade ${shade}`).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(palettes)("%s: a light badge's text (shade 9 on shade 1) passes AA", (_, p) => {
    expect(contrastRatio(p[9]!, p[1]!)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("keeps the brand colour itself as the primary shade", () => {
    expect(BRAND[BRAND_SHADE]).toBe("#0b6e4f");
  });
});
