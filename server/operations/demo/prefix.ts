/** Conversations the demo generator made carry this external-id prefix (replay labels them). */
export const DEMO_PREFIX = "demo-telemetry-";
