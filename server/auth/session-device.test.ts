import { describe, expect, it } from "vitest";
import { sessionDeviceLabel } from "./session-device";

describe("sessionDeviceLabel", () => {
  it("names the browser with its major version and the system it runs on", () => {
    expect(sessionDeviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0")).toBe("Firefox 132 · Windows 10");
    expect(sessionDeviceLabel("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toBe(
      "Chrome 131 · Linux",
    );
  });

  it("names a phone by its model rather than its system", () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    expect(sessionDeviceLabel(iphone)).toBe("Safari 17 · iPhone");
  });

  it("stores nothing for a missing or empty user agent (the page then shows no device)", () => {
    expect(sessionDeviceLabel(undefined)).toBeNull();
    expect(sessionDeviceLabel(null)).toBeNull();
    expect(sessionDeviceLabel("   ")).toBeNull();
  });

  it("stores nothing it cannot name, and never more than a short label for a huge header", () => {
    expect(sessionDeviceLabel("curl/8.5.0")).toBeNull();
    const huge = sessionDeviceLabel(`Mozilla/5.0 (Windows NT 10.0) Firefox/132.0 ${"x".repeat(100_000)}`);
    expect(huge).toBe("Firefox 132 · Windows 10");
  });
});
