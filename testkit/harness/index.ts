export { startAgentWorker, type AgentWorker, type AgentWorkerEnv, type AgentWorkerOptions } from "../services/agent-worker";
export { joinAsCaller, type Caller, type JoinAsCallerOptions, type ReceivedAudioFrame, type WaitForSpeechOptions } from "./caller";
export { loadCallerAudio, type CallerAudio } from "./caller-audio";
export { createRoomToken, type RoomTokenRequest } from "./room-token";
export { measureSpeech, rmsDbfs, SpeechEnergyMeter, type SpeechEnergySummary } from "./speech-energy";
export { startLivekitDevServer, type LivekitDevServer } from "../services/livekit/livekit-server";
export { freeLivekitPorts } from "../process/free-ports";
export { eventually, processRunning, runningInGroup } from "../process/process-state";
