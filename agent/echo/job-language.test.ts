import { afterEach, describe, expect, it } from "vitest";
import { captureLogs, type CapturedLogs } from "~/lib/logger";
import { languageFromJobMetadata } from "./job-language";

describe("the call's language from dispatch metadata", () => {
  let logs: CapturedLogs | undefined;
  afterEach(() => logs?.restore());

  it("greets in the language the dispatcher asked for", () => {
    expect(languageFromJobMetadata('{"lang":"fr"}')).toBe("fr");
    expect(languageFromJobMetadata('{"lang":"it","tenant":"lindenhof"}')).toBe("it");
  });

  it("uses the default quietly when no language was given", () => {
    logs = captureLogs();
    expect(languageFromJobMetadata(undefined)).toBe("nl");
    expect(languageFromJobMetadata("")).toBe("nl");
    expect(languageFromJobMetadata("{}", "en")).toBe("en");
    expect(logs.records()).toEqual([]);
  });

  it("falls back to the default, with a warning, when the metadata is not JSON", () => {
    logs = captureLogs();
    expect(languageFromJobMetadata("lang=fr")).toBe("nl");
    expect(logs.events("job metadata is not JSON; using default language")).toHaveLength(1);
  });

  it("falls back to the default, with a warning, for a language Voicedesk does not speak", () => {
    logs = captureLogs();
    expect(languageFromJobMetadata('{"lang":"de"}')).toBe("nl");
    const [warning] = logs.events("job metadata has no valid lang; using default language");
    expect(warning).toMatchObject({ level: 40, fallback: "nl" });
  });
});
