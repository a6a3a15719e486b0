/** A request's audio counted as sound (the −40 dBFS the recogniser double and the test harness use), for the log. */
const SOUND_DBFS = -40;

/** Ms of `pcm` (20 ms frames) at or above SOUND_DBFS. */
export function soundMs(pcm: Int16Array, sampleRate: number): number {
  const step = Math.round(sampleRate / 50);
  const floor = (32768 * 10 ** (SOUND_DBFS / 20)) ** 2;
  let ms = 0;
  for (let i = 0; i + step <= pcm.length; i += step) {
    let sum = 0;
    for (let k = i; k < i + step; k++) sum += pcm[k]! * pcm[k]!;
    if (sum / step >= floor) ms += 20;
  }
  return ms;
}
