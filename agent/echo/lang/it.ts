import type { EchoLines } from "../lines";

export const lines: EchoLines = {
  greeting: "Buongiorno, è collegato alla linea di prova dell'ospedale Lindenhof. Questo è un messaggio automatico.",
  youSaid: "Ha detto:",
};
