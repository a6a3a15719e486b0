/**
 * `npm run build:agent`: the agent worker as one compiled file for the image, `dist/agent/main.mjs`
 * (`node dist/agent/main.mjs start`). Tests, benches and `npm start` build their own before each
 * worker start (testkit/services/agent-worker.ts), so they never run a stale one.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildAgentBundle } from "~/testkit/services/agent-bundle";
import { VOICEDESK_AGENT_ENTRY } from "~/testkit/services/agent-worker";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const IMAGE_AGENT_DIR = join(ROOT, "dist", "agent");

const { file } = await buildAgentBundle(VOICEDESK_AGENT_ENTRY, { outDir: IMAGE_AGENT_DIR, stableName: true });
process.stdout.write(`[build] agent worker: ${file}\n`);
