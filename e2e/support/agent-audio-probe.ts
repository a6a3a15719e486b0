import { expect, type Page } from "@playwright/test";

/**
 * Test instrumentation, injected by the test before the page's own scripts (nothing of this is in
 * the product): every remote audio track the page receives over WebRTC is metered with WebAudio,
 * and each 50 ms tick above −45 dBFS is recorded with its performance.now() time. Tests then ask
 * how much of the agent's voice reached the browser, and when.
 */
declare global {
  interface Window {
    __agentAudio?: { voicedTicks: number[]; tickMs: number; tracks: number };
  }
}

function installProbe(): void {
  const TICK_MS = 50;
  const THRESHOLD_DBFS = -45;
  const state = { voicedTicks: [] as number[], tickMs: TICK_MS, tracks: 0 };
  window.__agentAudio = state;
  const Original = window.RTCPeerConnection;
  const meter = (track: MediaStreamTrack) => {
    state.tracks += 1;
    const ctx = new AudioContext();
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 2048;
    ctx.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const buf = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      if (track.readyState === "ended") return clearInterval(timer);
      analyser.getFloatTimeDomainData(buf);
      let sum = 0;
      for (const x of buf) sum += x * x;
      const dbfs = 20 * Math.log10(Math.sqrt(sum / buf.length) || 1e-9);
      if (dbfs >= THRESHOLD_DBFS) state.voicedTicks.push(performance.now());
    }, TICK_MS);
  };
  class MeteredPeerConnection extends Original {
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args);
      this.addEventListener("track", (e) => {
        if (e.track.kind === "audio") meter(e.track);
      });
    }
  }
  window.RTCPeerConnection = MeteredPeerConnection;
}

export async function installAgentAudioProbe(page: Page): Promise<void> {
  await page.addInitScript(installProbe);
}

/** Milliseconds of agent speech the browser received after `sincePageMs` (performance.now() of the page). */
export async function agentVoicedMs(page: Page, sincePageMs = 0): Promise<number> {
  return page.evaluate((since) => {
    const a = window.__agentAudio;
    return a ? a.voicedTicks.filter((t) => t >= since).length * a.tickMs : 0;
  }, sincePageMs);
}

export async function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * The agent has said something and finished: ≥ `minVoicedMs` of its voice after `sincePageMs`,
 * then 1.2 s without it, with the agent listening (LiveKit's agent state on the page). This is the
 * moment a polite caller speaks. The quiet alone was not enough: Pico's Italian greeting paused
 * longer than 1.2 s between its sentences (0.22 s since the pico fixes of 2026-11-26), the caller
 * asked into that pause, and words said over the greeting are not a turn; a slow synthesis on a
 * busy host can still leave such a gap.
 */
export async function agentFinishedSpeaking(page: Page, opts: { sincePageMs?: number; minVoicedMs?: number; timeout?: number } = {}): Promise<void> {
  const { sincePageMs = 0, minVoicedMs = 2000, timeout = 40_000 } = opts;
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ since, min }) => {
            const a = window.__agentAudio;
            const ticks = a?.voicedTicks.filter((t) => t >= since) ?? [];
            const last = ticks.at(-1);
            const listening = document.querySelector('[data-testid="agent-state"]')?.getAttribute("data-state") === "listening";
            return listening && a !== undefined && last !== undefined && ticks.length * a.tickMs >= min && performance.now() - last >= 1200;
          },
          { since: sincePageMs, min: minVoicedMs },
        ),
      { timeout, intervals: [250] },
    )
    .toBe(true);
}
