/**
 * Debian's Chromium, never a downloaded one (`npx playwright install` is not used here): its
 * revision matches Playwright 1.64's. Flags from docs in /work/shared/stack-notes.md.
 */
export const CHROMIUM_EXECUTABLE = process.env.VOICEDESK_CHROMIUM ?? "/usr/bin/chromium";

export interface ChromiumMedia {
  /** Grant every getUserMedia request without a prompt. Off → the page sees a denial. */
  autoAllowMedia?: boolean;
  /** A synthetic microphone (a beep), so calls work on machines without audio hardware. */
  fakeMicrophone?: boolean;
  /** A WAV file the fake microphone plays once (absolute path); implies fakeMicrophone. */
  microphoneWav?: string;
}

export function chromiumArgs(media: ChromiumMedia = {}): string[] {
  const { autoAllowMedia = true, fakeMicrophone = true, microphoneWav } = media;
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
  if (fakeMicrophone || microphoneWav) args.push("--use-fake-device-for-media-stream");
  if (microphoneWav) args.push(`--use-file-for-fake-audio-capture=${microphoneWav}%noloop`);
  return args;
}

export function chromiumLaunchOptions(media: ChromiumMedia = {}) {
  return { executablePath: CHROMIUM_EXECUTABLE, args: chromiumArgs(media) };
}
