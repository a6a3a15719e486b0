import type { BenchSuite } from "../suite";
import { callsSuite } from "./calls";
import { dashboardSuite } from "./dashboard";
import { retrievalSuite } from "./retrieval";
import { textSuite } from "./text";
import { turnSuite } from "./turn";
import { voiceSuite } from "./voice";

/**
 * Every suite `npm run bench` knows, in the order a full run executes them. Adding a suite is one
 * import and one entry here.
 */
export const SUITES: readonly BenchSuite[] = [textSuite, retrievalSuite, turnSuite, voiceSuite, callsSuite, dashboardSuite];
