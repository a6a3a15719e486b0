/** English function words that rarely occur in the other supported languages. */
export const enMarkers = [
  "the", "a", "an", "and", "of", "i", "you", "your", "we", "is", "are", "what", "where", "when", "how",
  "which", "who", "can", "could", "should", "must", "may", "would", "want", "not", "no", "with", "for",
  "to", "at", "on", "also", "still", "there", "that", "this", "these", "she", "he", "have", "has", "my",
  "please", "thanks", "thank", "hello", "hi", "morning", "afternoon", "evening", "yes", "more", "about",
  "until", "time", "appointment", "doctor", "hospital", "park", "parking", "visiting", "hours", "much", "do", "does",
];
