import type { EchoLines } from "./lines";

/**
 * Pure: what the echo line says back after a caller's turn, or nothing for an empty transcript
 * (a cough, a VAD false start) so silence is not answered with "You said:".
 */
export function echoReply(lines: EchoLines, transcript: string): string | undefined {
  const words = transcript.replace(/\s+/g, " ").trim();
  return words === "" ? undefined : `${lines.youSaid} ${words}`;
}
