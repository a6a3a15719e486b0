import { describe, expect, it } from "vitest";
import { echoReply } from "./echo-reply";
import { ECHO_LINES } from "./lang";

describe("echo line reply", () => {
  it("repeats the caller's words after the language's 'you said'", () => {
    expect(echoReply(ECHO_LINES.nl, "  waar is de   parking? ")).toBe("U zei: waar is de parking?");
    expect(echoReply(ECHO_LINES.fr, "où est l'accueil")).toBe("Vous avez dit : où est l'accueil");
  });

  it.each(["", "   ", "\n\t"])("stays silent for an empty transcript %j instead of saying 'you said' to a cough", (t) => {
    expect(echoReply(ECHO_LINES.en, t)).toBeUndefined();
  });
});
