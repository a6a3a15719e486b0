export { runTurn, streamTurn, type TurnDeps } from "./run-turn";
export {
  turnRequestSchema,
  turnResultSchema,
  turnEventSchema,
  TURN_ACTIONS,
  type TurnRequest,
  type TurnResult,
  type TurnEvent,
  type TurnAction,
} from "~/contracts/turn";
export { recordAgentTimings } from "./persistence/agent-timings";
export { prepareVoiceTurn } from "./prepare-turn";
export { createPreparedQuestions, type PreparedQuestions } from "./prepared-questions";
export { conversationKey, settlePersistence } from "./persistence/write-queue";
export { endConversationByCaller, startPhoneConversation } from "./conversation-store";
export { callJournal, rehearsalJournal, type TurnJournal } from "./journal";
