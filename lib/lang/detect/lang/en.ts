import type { LanguageMarkers } from "../markers";

/** What tells an English sentence apart besides the English function words no other supported language has. */
export const enMarkers: LanguageMarkers = {
  sharedFunctionWords: ["a", "of", "i", "we", "is", "on"],
  callerWords: [
    "want",
    "no",
    "still",
    "thanks",
    "thank",
    "hello",
    "hi",
    "morning",
    "afternoon",
    "evening",
    "yes",
    "more",
    "time",
    "appointment",
    "doctor",
    "hospital",
    "park",
    "parking",
    "visiting",
    "hours",
  ],
};
