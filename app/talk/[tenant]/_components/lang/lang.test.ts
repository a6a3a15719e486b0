import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { TALK_STRINGS } from ".";

describe.each(LANGUAGES)("the %s page strings", (lang) => {
  const t = TALK_STRINGS[lang];

  it("give every button an accessible name that starts with its visible words", () => {
    const pairs: [string, string][] = [
      [t.call.call, t.call.callLabel("AZ Test")],
      [t.call.hangup, t.call.hangupLabel],
      [t.call.mute, t.call.muteLabel],
      [t.call.startAudio, t.call.startAudioLabel],
      [t.chat.send, t.chat.sendLabel],
      [t.emergency.call("112"), t.emergency.callLabel("112")],
    ];
    for (const [visible, label] of pairs) expect(label.toLowerCase().startsWith(visible.toLowerCase()), `${label} / ${visible}`).toBe(true);
    expect(t.transfer.callLabel("011 30 40 00")).toContain("011 30 40 00");
  });

  it("name the hospital and the emergency number in the automated-assistant notice", () => {
    expect(t.notice.body("AZ Test")).toContain("AZ Test");
    expect(t.notice.emergency("112")).toContain("112");
  });

  it("put the emergency number in the typed emergency card's heading and link", () => {
    expect(t.emergency.heading("112")).toContain("112");
    expect(t.emergency.call("112")).toContain("112");
  });
});

it("every language has its own words, not a copy of another's", () => {
  const headings = new Set(LANGUAGES.map((l) => TALK_STRINGS[l].notice.heading));
  expect(headings.size).toBe(LANGUAGES.length);
});
