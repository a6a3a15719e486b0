import { llm, voice } from "@livekit/agents";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { echoReply } from "./echo-reply";
import { ECHO_LINES } from "./lang";
import type { EchoLines } from "./lines";

const log = moduleLogger("agent.echo");

/**
 * The baseline line: no cognition, same server and TTS as the real agent. It greets, and with an
 * STT configured repeats each caller turn, so media-path and latency measurements isolate
 * everything except the answer itself.
 */
export class EchoAssistant extends voice.Agent {
  readonly lines: EchoLines;

  constructor(lang: Lang) {
    super({ instructions: "Repeat what the caller said. Never answer questions." });
    this.lines = ECHO_LINES[lang];
  }

  override async onUserTurnCompleted(_chatCtx: llm.ChatContext, newMessage: llm.ChatMessage): Promise<void> {
    const transcript = newMessage.textContent ?? "";
    const reply = echoReply(this.lines, transcript);
    // Caller words are personal data: log their size, never the text.
    log.info({ transcriptChars: transcript.length, echoed: reply !== undefined }, "echo turn");
    if (reply !== undefined) this.session.say(reply);
    // No LLM behind this agent: stop the framework from trying to generate a reply.
    throw new voice.StopResponse();
  }
}
