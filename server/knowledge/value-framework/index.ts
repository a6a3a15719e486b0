export {
  loadAffinityMatrix,
  multiplierFor,
  setAffinityOverride,
  clearAffinityOverride,
  affinityOverrideSchema,
  NEUTRAL_MULTIPLIER,
  type AffinityMatrix,
  type AffinityOverride,
} from "./affinity";
export { electPrimaryCategory, ELECTION_WINDOW, type Election } from "./primary-category";
export { detectAskedUnit, detectUnitMismatch, quotedUnits, unitMultipliers, UNIT_PENALTY, UNIT_WINDOW, type UnitMismatch } from "./units";
