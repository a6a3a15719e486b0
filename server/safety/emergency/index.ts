export { EMERGENCY_FAMILIES, type EmergencyFamily } from "./families";
export { detectEmergency, EMERGENCY_PACKS, emergencyInPack } from "./detect-emergency";
export type { EmergencyRule } from "./pack";
