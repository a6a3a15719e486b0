import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerWithoutPersonalFields, withoutPersonalFields } from "./framework-log-fields";

/** A pino logger as agents-js builds it (JSON lines), writing into an array the test reads. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

const ANSWER = "Op de gewone verpleegafdelingen is bezoek welkom elke dag van 14 tot 20 uur.";
const SIP_CALLER = "sip_+32475123456";

describe("the framework's log lines in a job host", () => {
  it("lose what the line said but keep the speech id, as agents-js logs a finished answer", () => {
    const { logger, lines } = capturedLogger();
    loggerWithoutPersonalFields(logger).info({ speech_id: "speech_1", "lk.pii.message": ANSWER }, "playout completed without interruption");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ speech_id: "speech_1", msg: "playout completed without interruption" });
    expect(JSON.stringify(lines[0])).not.toContain("verpleegafdelingen");
  });

  it("lose a SIP caller's identity (their phone number) bound into a child, and a grandchild's too", () => {
    const { logger, lines } = capturedLogger();
    const child = loggerWithoutPersonalFields(logger).child({ "lk.pii.participant_identity": SIP_CALLER, participant_kind: "sip" });
    child.warn({ reason: "CLIENT_INITIATED" }, "closing agent session");
    child.child({ "lk.pii.room_name": "call-+32475123456" }).error({ "lk.pii.transcript": "ik heb borstkanker" }, "stt error");
    expect(lines.map((l) => l.msg)).toEqual(["closing agent session", "stt error"]);
    expect(lines[0]).toMatchObject({ participant_kind: "sip", reason: "CLIENT_INITIATED" });
    const written = JSON.stringify(lines);
    expect(written).not.toContain("32475123456");
    expect(written).not.toContain("borstkanker");
    expect(written).not.toContain("lk.pii");
  });

  it("keep messages, errors and fields that are not marked personal", () => {
    const { logger, lines } = capturedLogger();
    const wrapped = loggerWithoutPersonalFields(logger);
    wrapped.debug("mainTask: exiting");
    wrapped.error(new Error("connection failed"));
    wrapped.info({ speech_id: "s2", interrupted: true }, "playout completed with interrupt");
    expect(lines.map((l) => l.msg)).toEqual(["mainTask: exiting", "connection failed", "playout completed with interrupt"]);
    expect(lines[1]).toMatchObject({ err: { message: "connection failed" } });
    expect(lines[2]).toMatchObject({ speech_id: "s2", interrupted: true });
  });

  it("follow the level the framework sets, so debug lines stay off when it says info", () => {
    const { logger, lines } = capturedLogger();
    const wrapped = loggerWithoutPersonalFields(logger);
    wrapped.level = "info";
    wrapped.debug({ "lk.pii.message": ANSWER }, "debug line");
    wrapped.info("info line");
    expect(lines.map((l) => l.msg)).toEqual(["info line"]);
    expect(wrapped.isLevelEnabled("debug")).toBe(false);
  });

  it("leave an object without personal fields as it was (no copy per line)", () => {
    const fields = { speech_id: "s3" };
    expect(withoutPersonalFields(fields)).toBe(fields);
  });
});
