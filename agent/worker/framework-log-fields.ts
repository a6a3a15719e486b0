/**
 * agents-js marks the fields that hold personal data with an `lk.pii.` prefix: what the line said
 * (`lk.pii.message` on every "playout completed"), what the caller said (`lk.pii.transcript`,
 * `lk.pii.user_transcript`), a participant's identity (a SIP caller's is their phone number). It
 * marks them for its cloud exporter to redact, and still prints them in the process's own log.
 * Our logs never carry what a caller said or heard, so in a job host those fields are dropped
 * before the line is written: the rest of the line (speech ids, reasons, timings) stays.
 */
export const PERSONAL_FIELD_PREFIX = "lk.pii.";

const LOG_METHODS = new Set(["trace", "debug", "info", "warn", "error", "fatal"]);

function isFieldObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Error);
}

/** The same fields without the personal ones; the object itself when it has none (the common case). */
export function withoutPersonalFields<T>(fields: T): T {
  if (!isFieldObject(fields)) return fields;
  const personal = Object.keys(fields).filter((key) => key.startsWith(PERSONAL_FIELD_PREFIX));
  if (personal.length === 0) return fields;
  const kept: Record<string, unknown> = { ...fields };
  for (const key of personal) delete kept[key];
  return kept as T;
}

/**
 * The framework's logger, and every child made from it, with the personal fields dropped from each
 * call's fields and each child's bindings. A wrapper, not a new pino: the framework's own streams
 * (pretty in dev mode, JSON in start mode), level and serializers stay exactly as it set them up.
 */
export function loggerWithoutPersonalFields<L extends object>(logger: L): L {
  return new Proxy(logger, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (property === "child") {
        return (bindings: unknown, ...options: unknown[]) => loggerWithoutPersonalFields(method(withoutPersonalFields(bindings), ...options) as object);
      }
      if (typeof property === "string" && LOG_METHODS.has(property)) {
        return (first: unknown, ...rest: unknown[]) => method(withoutPersonalFields(first), ...rest);
      }
      return method;
    },
  });
}
