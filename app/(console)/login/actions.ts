"use server";

import { z } from "zod";
import { AuthError, signIn } from "~/server/auth";
import { consoleReturnPath } from "../_components/return-path";
import { invalidSignInFields, NO_SIGN_IN_YET, type SignInState } from "./sign-in-state";

// The form's fields as the browser sends them; the limits match what credentials accept.
const signInForm = z.object({
  email: z.string().trim().max(254).default(""),
  password: z.string().max(1024).default(""),
  code: z.string().trim().max(64).default(""),
  next: z.string().max(2048).default("/console"),
});

/**
 * Password sign-in, as a form action: sent by the page's script, or by the browser itself when
 * JavaScript is off (React renders the action's id into the form, and Next runs it on the post and
 * renders the page again with the returned state). On success next-auth redirects (it throws Next's
 * redirect, which must pass through); on failure the page learns only which message to show.
 */
export async function signInWithPassword(previous: SignInState, form: FormData): Promise<SignInState> {
  const parsed = signInForm.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) return { ...NO_SIGN_IN_YET, invalid: ["email", "password"], needsCode: previous.needsCode };
  const { email, password, code, next } = parsed.data;
  const kept = { invalid: [], email, needsCode: previous.needsCode };
  const invalid = invalidSignInFields({ email, password });
  if (invalid.length) return { ...kept, error: null, invalid };
  // The form's hidden field is the browser's to change: checked again, as a path of this site.
  const redirectTo = consoleReturnPath(next) ?? "/console";
  try {
    await signIn("credentials", { email, password, code, redirectTo });
  } catch (err) {
    if (err instanceof AuthError) {
      const reason = (err as AuthError & { code?: string }).code ?? "";
      if (reason === "rate_limited") return { ...kept, error: "rate_limited" };
      if (reason === "second_factor_required") return { ...kept, error: null, needsCode: true };
      return { ...kept, error: previous.needsCode && code !== "" ? "wrong_code" : "wrong_credentials" };
    }
    throw err;
  }
  return NO_SIGN_IN_YET;
}

export async function signInWithProvider(): Promise<void> {
  await signIn("oidc", { redirectTo: "/console" });
}
