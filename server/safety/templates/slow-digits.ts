/**
 * "112" → "1, 1, 2": a number the caller must dial right now is said digit by digit, with a pause
 * after each (commas are the prosody both TTS voices honour), so it cannot be misheard as
 * "hundred and twelve" or swallowed in a rush.
 */
export function slowDigits(number: string): string {
  return [...number.replace(/\D/g, "")].join(", ");
}
