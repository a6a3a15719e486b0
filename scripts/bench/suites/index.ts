import type { BenchSuite } from "../suite";
import { retrievalSuite } from "./retrieval";
import { textSuite } from "./text";

/**
 * Every suite `npm run bench` knows, in the order a full run executes them. Adding a suite is one
 * import and one entry here (turn and voice are expected next).
 */
export const SUITES: readonly BenchSuite[] = [textSuite, retrievalSuite];
