import type { EchoLines } from "../lines";

export const lines: EchoLines = {
  greeting: "Goedendag, u bent verbonden met de testlijn van AZ Lindenhof. Dit is een automatische boodschap.",
  youSaid: "U zei:",
};
