import { describe, expect, it } from "vitest";
import { gapLines, splitGaps, type CallerTurnMarks } from "./output-gap";

const line = (time: number, msg: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ level: 30, time, module: "agent.call", room: "ref:a", msg, ...extra });

const turn = (over: Partial<CallerTurnMarks> = {}): CallerTurnMarks => ({
  path: "faq",
  roomRef: "ref:a",
  endedAt: 10_000,
  firstSoundAt: 11_200,
  firstVoicedAt: 11_210,
  ...over,
});

describe("the caller's wait split at the agent's media marks", () => {
  it("splits a turn into the way in, the VAD's report, the agent, the way out and the speech test", () => {
    const lines = [
      // A pause inside the question reported first: superseded by the last report before the answer.
      line(9_500, "caller_voice_heard", { lastVoiceMs: 120 }),
      line(10_700, "caller_voice_heard", { lastVoiceMs: 650 }),
      line(11_050, "agent_audio_started"),
    ];
    expect(splitGaps([turn()], lines)).toEqual([{ path: "faq", wayIn: 50, vadReport: 650, agent: 350, wayOut: 150, loudEnough: 10, total: 1_210 }]);
  });

  it("reads only the turn's own call, and leaves out a turn whose agent marks are missing", () => {
    const other = [line(10_700, "caller_voice_heard", { lastVoiceMs: 600 }), line(11_050, "agent_audio_started")].map((l) => l.replace("ref:a", "ref:b"));
    expect(splitGaps([turn()], other)).toEqual([]);
    expect(splitGaps([turn()], [line(11_050, "agent_audio_started")])).toEqual([]);
  });

  it("does not take the greeting's start, before the caller ended, as the answer's", () => {
    const lines = [line(9_000, "agent_audio_started"), line(10_700, "caller_voice_heard", { lastVoiceMs: 650 }), line(11_100, "agent_audio_started")];
    expect(splitGaps([turn()], lines)[0]).toMatchObject({ agent: 400, wayOut: 100 });
  });

  it("prints medians over all turns and per path", () => {
    const lines = [line(10_700, "caller_voice_heard", { lastVoiceMs: 650 }), line(11_050, "agent_audio_started")];
    const splits = splitGaps([turn(), turn({ path: "capability" })], lines);
    expect(gapLines(splits)).toEqual([
      "all (2): way in 50, VAD report 650, agent 350, way out 150, loud enough 10, total 1210",
      "faq (1): way in 50, VAD report 650, agent 350, way out 150, loud enough 10, total 1210",
      "capability (1): way in 50, VAD report 650, agent 350, way out 150, loud enough 10, total 1210",
    ]);
  });
});
