import type { BenchSuite } from "../suite";
import { callsSuite } from "./calls";
import { hearingSuite } from "./hearing";
import { dashboardSuite } from "./dashboard";
import { redactionSuite } from "./redaction";
import { synthesisSuite } from "./synthesis";
import { retrievalSuite } from "./retrieval";
import { textSuite } from "./text";
import { turnSuite } from "./turn";
import { turnTakingSuite } from "./turn-taking";
import { loadSuite } from "./load";
import { understandingSuite } from "./understanding";
import { understandingDemoSuite } from "./understanding-demo";
import { voiceSuite } from "./voice";

/**
 * Every suite `npm run bench` knows, in the order a full run executes them. Adding a suite is one
 * import and one entry here.
 */
export const SUITES: readonly BenchSuite[] = [
  textSuite,
  retrievalSuite,
  understandingSuite,
  loadSuite,
  understandingDemoSuite,
  turnSuite,
  turnTakingSuite,
  voiceSuite,
  callsSuite,
  hearingSuite,
  dashboardSuite,
  redactionSuite,
  synthesisSuite,
];
