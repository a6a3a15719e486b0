import type { ExtractivePack } from "../pack";

export const en: ExtractivePack = {
  stopwords: ["the", "a", "an", "and", "of", "i", "you", "your", "my", "we", "is", "are", "what", "where", "when", "how", "which", "who", "can", "could", "should", "must", "may", "do", "does", "not", "with", "for", "to", "at", "on", "in", "also", "there", "that", "this", "these", "it", "be", "have", "has", "please", "much", "many", "there", "if", "or", "from", "about", "by", "me", "get"],
  unitMismatch: (asked, found) => `I can only find a price ${found}, not a price ${asked}.`,
  units: { per_hour: "per hour", per_session: "per session", per_day: "per day", per_kwh: "per kilowatt hour", per_item: "per item" },
};
