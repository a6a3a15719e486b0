import { describe, expect, it } from "vitest";
import { summariseAgentEvents, wrapSummary } from "./agent-events";

describe("summariseAgentEvents", () => {
  it("names a call's events in order, with the voice heard, and leaves out the hosts' routine lines", () => {
    const lines = [
      '{"level":30,"module":"agent.job_host","job":"AJ_1","room":"ref:ab","calls":1,"msg":"job_started"}',
      "\u001b[32m[09:50:13.519]\u001b[39m",
      "[09:50:13.945] \u001b[32mINFO\u001b[39m (14741): \u001b[36mmainTask: scheduling paused\u001b[39m",
      "[09:50:13.946] \u001b[32mINFO\u001b[39m (14741): \u001b[36mparticipantValue.trackPublications\u001b[39m",
      '{"level":30,"module":"tts.espeak","lang":"nl","speed":1,"msg":"espeak options updated"}',
      '    speech_id: "speech_1"',
      '{"level":30,"module":"agent.call","room":"ref:ab","msg":"call_greeted"}',
      '{"level":30,"module":"agent.job_host","calls":1,"p50Ms":20.3,"msg":"job_host_loop_delay"}',
      '{"level":20,"name":"lk-rtc","msg":"Connect callback received"}',
      '{"level":30,"module":"agent.call","room":"ref:ab","speechMs":1363,"msg":"caller_voice_heard"}',
      '{"level":30,"module":"agent.turn_detection","probability":0.96,"msg":"end_of_turn_predicted"}',
      '{"level":30,"module":"agent.turn_detection","probability":0.98,"msg":"end_of_turn_predicted"}',
    ];
    expect(summariseAgentEvents(lines)).toBe(
      "job_started → mainTask: scheduling paused → call_greeted → caller_voice_heard(1363 ms) → end_of_turn_predicted ×2",
    );
  });

  it("says so when the agent logged nothing of note", () => {
    expect(summariseAgentEvents(['{"level":30,"msg":"job_host_loop_delay"}', ""])).toBe("nothing");
  });

  it("breaks a long summary after an arrow, each line within the width CI prints whole", () => {
    expect(wrapSummary("the agent logged: job_started → call_greeted → caller_voice_heard(1363 ms)", 45)).toEqual([
      "the agent logged: job_started → call_greeted →",
      "caller_voice_heard(1363 ms)",
    ]);
    expect(wrapSummary("nothing", 45)).toEqual(["nothing"]);
  });
});
