import type { EchoLines } from "../lines";

export const lines: EchoLines = {
  greeting: "Bonjour, vous êtes connecté à la ligne de test de l'hôpital Lindenhof. Ceci est un message automatique.",
  youSaid: "Vous avez dit :",
};
