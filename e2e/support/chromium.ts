import { existsSync } from "node:fs";

/*
 * Debian's Chromium, never a downloaded one (`npx playwright install` is not used here): its
 * revision matches Playwright 1.64's. Flags from docs in /work/shared/stack-notes.md.
 *
 * Headless runs use Debian's `chromium-headless-shell` (the same Chromium release, built as the
 * headless shell Playwright itself runs headless by default): the same Blink and WebRTC, without the
 * full browser's UI process work (its WebUI renderer, window and toolbar views). On the admin's
 * two axe walks it took 86.5 CPU-s against 96.0 for the whole command, services included
 * (docs/benchmarks.md, "Suite time"). A headed run (`--headed`, `PWDEBUG`) needs the full browser,
 * and a machine without the shell falls back to it; `VOICEDESK_CHROMIUM` names another binary.
 */

/**
 * The full browser. A denied microphone needs it: the headless shell has no permission prompt and
 * answers getUserMedia without the fake-UI flag with NotSupportedError, not the NotAllowedError a
 * person who blocks the microphone causes (checked 2026-11-28 with both binaries on one page).
 */
export const FULL_CHROMIUM = "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** Pure: which binary to launch, from the environment, the command line and what is installed. */
export function chromiumExecutable(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv,
  installed: (path: string) => boolean = existsSync,
): string {
  if (env.VOICEDESK_CHROMIUM) return env.VOICEDESK_CHROMIUM;
  const headed = argv.includes("--headed") || argv.includes("--debug") || argv.includes("--ui") || !!env.PWDEBUG;
  return !headed && installed(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

export const CHROMIUM_EXECUTABLE = chromiumExecutable();

export interface ChromiumMedia {
  /** Grant every getUserMedia request without a prompt. Off → the page sees a denial. */
  autoAllowMedia?: boolean;
  /** A synthetic microphone (a beep), so calls work on machines without audio hardware. */
  fakeMicrophone?: boolean;
}

export function chromiumArgs(media: ChromiumMedia = {}): string[] {
  const { autoAllowMedia = true, fakeMicrophone = true } = media;
  const args = [
    // As root in a container there is no usable sandbox.
    "--no-sandbox",
    "--disable-gpu",
    // Closed network: no update checks, no sync, no first-run pages that wait for the internet.
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ];
  if (autoAllowMedia) args.push("--use-fake-ui-for-media-stream");
  if (fakeMicrophone) args.push("--use-fake-device-for-media-stream");
  return args;
}

export function chromiumLaunchOptions(media: ChromiumMedia = {}) {
  return { executablePath: CHROMIUM_EXECUTABLE, args: chromiumArgs(media) };
}
