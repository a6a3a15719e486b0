export { TerminalClass, PRECEDENCE, type TerminalReplyClass } from "./terminal-class";
export { classifyTerminal, classifyTerminalDetailed, type TerminalDecision } from "./prefilter/classify-terminal";
export { postFilter, findMedicalAdviceSlip, type PostFilterResult } from "./postfilter/post-filter";
export { POSTFILTER_REASONS, type PostFilterReason } from "./postfilter/pack";
export { terminalResponse, typedEmergencyResponse, safetyRefusalText, type ReplyChannel, type TerminalContext } from "./templates";
export { EMERGENCY_FAMILIES, type EmergencyFamily } from "./emergency";
