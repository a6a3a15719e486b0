import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveStartSettings } from "./settings";
import { localSttMissing } from "./stt-service";

/** A checkout with what local-models.sh leaves behind, or parts of it. */
function checkout(parts: { server?: boolean; config?: boolean }): string {
  const root = mkdtempSync(join(tmpdir(), "vd-stt-"));
  if (parts.server) {
    mkdirSync(join(root, ".voicedesk/python/bin"), { recursive: true });
    writeFileSync(join(root, ".voicedesk/python/bin/faster-whisper-server"), "#!/bin/sh\n", { mode: 0o755 });
  }
  if (parts.config) {
    mkdirSync(join(root, ".voicedesk/models"), { recursive: true });
    writeFileSync(join(root, ".voicedesk/models/faster-whisper-server.yaml"), "models: []\n");
  }
  return root;
}

describe("whether npm start can run the local recogniser", () => {
  it("runs it when the setup left the server and its model config", () => {
    const root = checkout({ server: true, config: true });
    expect(localSttMissing(resolveStartSettings({}, root))).toBeUndefined();
  });

  it("names the missing piece and the command that installs it", () => {
    expect(localSttMissing(resolveStartSettings({}, checkout({})))).toMatch(
      /faster-whisper-server is not installed \(run `bash scripts\/setup\/local-models\.sh`\)/,
    );
    expect(localSttMissing(resolveStartSettings({}, checkout({ server: true })))).toMatch(/faster-whisper-server\.yaml is missing/);
  });

  it("trusts no older install when this start's setup failed, and says why it failed", () => {
    const root = checkout({ server: true, config: true });
    expect(localSttMissing(resolveStartSettings({ VOICEDESK_LOCAL_MODELS_SETUP_EXIT: "11" }, root))).toMatch(
      /local-models\.sh failed: its Python packages could not be installed/,
    );
    expect(localSttMissing(resolveStartSettings({ VOICEDESK_LOCAL_MODELS_SETUP_EXIT: "99" }, root))).toMatch(/failed: exit 99/);
  });

  it("does not care when a vendor hears the caller or the local recogniser is switched off", () => {
    expect(localSttMissing(resolveStartSettings({ DEEPGRAM_API_KEY: "dg" }, checkout({})))).toBeUndefined();
    expect(localSttMissing(resolveStartSettings({ VOICEDESK_LOCAL_STT: "off" }, checkout({})))).toBeUndefined();
  });
});
