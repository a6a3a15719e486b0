export { redactPii, redactPiiDetailed, type PiiKind } from "./redact";
