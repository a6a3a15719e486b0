import { randomBytes } from "node:crypto";

/**
 * The product has no built-in agent token or auth secret, so tests make their own: random per test
 * process, put into process.env before anything reads it. The app under test (in-process or
 * spawned) and the agent workers it starts inherit the same values, so they agree with each other
 * and with nothing else. A vitest setup file and the Playwright global setup call this.
 */
export function ensureTestSecrets(target: Record<string, string | undefined> = process.env): { agentToken: string; authSecret: string } {
  target.VOICEDESK_AGENT_TOKEN ||= `test-agent-${randomBytes(18).toString("base64url")}`;
  target.AUTH_SECRET ||= randomBytes(33).toString("base64url");
  target.VOICEDESK_METRICS_TOKEN ||= `test-metrics-${randomBytes(18).toString("base64url")}`;
  return { agentToken: target.VOICEDESK_AGENT_TOKEN, authSecret: target.AUTH_SECRET };
}

/** The token this test process's app accepts from its agent. */
export function testAgentToken(): string {
  return ensureTestSecrets().agentToken;
}
