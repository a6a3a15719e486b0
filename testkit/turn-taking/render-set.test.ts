import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderItem } from "./render-set";
import { DEV_SET, readTurnSet, type TurnItem } from "./set-format";
import { testVoiceInstalled } from "./test-voices";

const set = readTurnSet(DEV_SET);
const cacheDir = mkdtempSync(join(tmpdir(), "turn-taking-render-"));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** One item per test voice and band, so every engine and the phone path are rendered afresh. */
function sample(): TurnItem[] {
  const seen = new Map<string, TurnItem>();
  for (const item of set.items) if (!seen.has(`${item.voice}/${item.band}`)) seen.set(`${item.voice}/${item.band}`, item);
  return [...seen.values()];
}

describe("the turn-taking set renders to the audio its manifest recorded", () => {
  it("has at least 200 development items in four languages, every incomplete kind with its pauses", () => {
    expect(set.items.length).toBeGreaterThanOrEqual(200);
    expect(new Set(set.items.map((i) => i.lang))).toEqual(new Set(["nl", "en", "fr", "it"]));
    for (const item of set.items.filter((i) => i.segments.length > 1)) for (const p of item.pausesMs) expect(p).toBeGreaterThanOrEqual(300);
  });

  it.each(sample().map((i) => [i.id, i] as const))("%s: a fresh rendering matches its checksum, with the pauses where the manifest puts them", (_id, item) => {
    const missing = testVoiceInstalled(item.voice);
    expect(missing, missing).toBeUndefined();
    const rendered = renderItem(item, set, { cacheDir });
    expect(rendered.sha256).toBe(item.sha256);
    for (let i = 0; i < item.pausesMs.length; i++) {
      const gap = rendered.segmentStarts[i + 1]! - rendered.segmentEnds[i]!;
      expect(Math.round((gap / rendered.sampleRate) * 1000)).toBe(item.pausesMs[i]);
    }
  });
});
