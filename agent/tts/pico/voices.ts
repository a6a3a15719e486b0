import { execFileSync } from "node:child_process";
import type { Lang } from "~/lib/lang";

/**
 * SVOX Pico's voices for the line's languages (Debian `libttspico-utils`, non-free component,
 * Apache-2.0 engine and data; installed by scripts/setup/voices.sh). Pico has no Dutch: Dutch stays
 * on espeak-ng. British English rather than American: the line's English callers are mostly
 * Europeans.
 */
export const PICO_VOICES: Partial<Record<Lang, string>> = { en: "en-GB", fr: "fr-FR", it: "it-IT" };

/** Pico writes 16 kHz mono 16-bit PCM, whatever the voice. */
export const PICO_SAMPLE_RATE = 16_000;

let installed: boolean | undefined;

/** Whether `pico2wave` runs here (checked once per process). */
export function picoInstalled(binary = "pico2wave"): boolean {
  if (installed === undefined) {
    try {
      execFileSync(binary, ["--usage"], { stdio: "ignore" });
      installed = true;
    } catch {
      installed = false;
    }
  }
  return installed;
}
