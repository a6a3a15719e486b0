export { shapeForSpeech, isVoiceCompliant, DEFAULT_MAX_SENTENCES, type ShapeOptions, type ShapedAnswer, type ShapeDiagnostics } from "./shape-for-speech";
export { splitSentences } from "./sentences";
export { DEFAULT_PHONE_COUNTRY } from "./phones";
