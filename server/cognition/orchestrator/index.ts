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
export { recordAgentTimings, settlePersistence } from "./persist";
export { endConversationByCaller, startPhoneConversation } from "./conversation-store";
export { conversationKey } from "./stages/open-turn";
export { callJournal, rehearsalJournal, type TurnJournal } from "./journal";
