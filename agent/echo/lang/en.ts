import type { EchoLines } from "../lines";

export const lines: EchoLines = {
  greeting: "Hello, you are connected to the Lindenhof hospital test line. This is an automated message.",
  youSaid: "You said:",
};
