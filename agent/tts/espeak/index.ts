export { EspeakTTS, EspeakChunkedStream, EspeakSynthesizeStream } from "./espeak-tts";
export { assertEspeakInstalled, ESPEAK_INSTALL_HINT, ESPEAK_SAMPLE_RATE, EspeakFailedError, EspeakNotInstalledError } from "./espeak-process";
export { EspeakOptionsError, type EspeakTTSOptions, type EspeakTTSUpdate } from "./options";
export { MAX_SPEED, MIN_SPEED, wordsPerMinute, type EspeakVoice } from "./voice";
export { ESPEAK_VOICES } from "./lang";
