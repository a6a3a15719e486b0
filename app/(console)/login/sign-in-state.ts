import { z } from "zod";

/**
 * What the sign-in form shows after a try that did not sign in: which message, and the e-mail
 * address to keep in its field (never the password). `needsCode`: the account has two-step sign-in,
 * so the form asks for the code too.
 */
export interface SignInState {
  error: "wrong_credentials" | "wrong_code" | "rate_limited" | null;
  /** Fields left empty or not well-formed (the form marks each). */
  invalid: ("email" | "password")[];
  email: string;
  needsCode: boolean;
}

export const NO_SIGN_IN_YET: SignInState = { error: null, invalid: [], email: "", needsCode: false };

/** The fields a sign-in cannot be tried without; the page's script checks the same before it sends. */
export function invalidSignInFields(fields: { email: string; password: string }): SignInState["invalid"] {
  const invalid: SignInState["invalid"] = [];
  if (!z.email().max(254).safeParse(fields.email.trim()).success) invalid.push("email");
  if (fields.password === "") invalid.push("password");
  return invalid;
}
