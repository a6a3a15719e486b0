import type { VoicePack } from "./pack";

export const en: VoicePack = {
  greeting: (tenant) => `Hello, you are speaking with the automated information line of ${tenant}. I am a digital assistant and I do not give medical advice. How can I help you?`,
  fillers: ["One moment, please.", "Let me look that up for you.", "This is taking a little longer than usual, thank you for your patience."],
  backchannels: ["mhm", "hm", "hmm", "uh huh", "uh-huh", "yeah", "yes", "yep", "ok", "okay", "right", "alright", "all right", "sure", "i see", "got it", "ah", "oh", "exactly"],
  slowerRequests: ["slower", "more slowly", "slow down", "too fast", "not so fast", "speak slowly", "speak slower"],
  fasterRequests: ["faster", "speed up", "normal speed", "normal pace"],
  distressCues: ["panic", "panicking", "scared", "frightened", "urgent", "help me", "i don't know what to do", "worried", "anxious", "upset"],
  dictationLeadIns: ["my number is", "my phone number is", "the number is", "my name is", "i'm called", "let me spell", "i spell", "my date of birth is", "my national number is"],
  technicalFallback: (helpdesk) => `I'm sorry, something went wrong on our side. I'm putting you through to reception; you can also call ${helpdesk}.`,
  numberWords: ["zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "double"],
};
