export { findPii, redactPii, redactPiiDetailed, type PiiKind, type PiiSpan } from "./redact";
