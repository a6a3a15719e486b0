/**
 * Errors whose message is written for the person using the product (an admin, QA, the talk page):
 * what was refused and why, in words they can act on. A service throws one of these five kinds and
 * never builds API errors; the API maps the family once (server/api/trpc.ts, the error formatter)
 * to a 4xx carrying `publicMessage`. Any other error stays a 500 with an error id, its message kept
 * on the server.
 */
export type UserFacingKind = "refused" | "not_found" | "conflict" | "precondition_failed" | "forbidden";

export class UserFacingError extends Error {
  constructor(
    readonly kind: UserFacingKind,
    message: string,
    /** The form field the message concerns ("doctors.0.phone"): the form shows it under that field. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** What the API may say; a subclass with operator detail in its message says less here. */
  get publicMessage(): string {
    return this.message;
  }
}

/** The request cannot be done as asked (bad content, a limit, a value in use). */
export class RefusedError extends UserFacingError {
  constructor(message: string, field?: string) {
    super("refused", message, field);
  }
}

/** What the request names does not exist (or not for this tenant). */
export class NotFoundError extends UserFacingError {
  constructor(message: string) {
    super("not_found", message);
  }
}

/** Something else is under way that this request would collide with (a running job). */
export class ConflictError extends UserFacingError {
  constructor(message: string) {
    super("conflict", message);
  }
}

/** The request is fine, but the data it works on is not in a state that allows it. */
export class PreconditionFailedError extends UserFacingError {
  constructor(message: string) {
    super("precondition_failed", message);
  }
}

/**
 * The caller holds something, but not what this needs (a chat conversation's token that is forged,
 * expired or another hospital's). Who may call a procedure at all is the gate's (server/api/access.ts),
 * not this: this is a refusal the service decides from what the request carries.
 */
export class ForbiddenError extends UserFacingError {
  constructor(message: string) {
    super("forbidden", message);
  }
}
