"use server";

import { AuthError, signIn } from "~/server/auth";

export type SignInOutcome = { error: "wrong_credentials" | "rate_limited" | "second_factor_required" } | undefined;

const OUTCOMES = new Set(["rate_limited", "second_factor_required"]);

/**
 * Password sign-in. On success next-auth redirects (it throws Next's redirect, which must pass
 * through); on failure the page learns only which message to show, never why in detail.
 */
export async function signInWithPassword(input: { email: string; password: string; code?: string; next: string }): Promise<SignInOutcome> {
  const redirectTo = input.next.startsWith("/console") ? input.next : "/console";
  try {
    await signIn("credentials", { email: input.email, password: input.password, code: input.code ?? "", redirectTo });
  } catch (err) {
    if (err instanceof AuthError) {
      const code = (err as AuthError & { code?: string }).code ?? "";
      return { error: OUTCOMES.has(code) ? (code as "rate_limited" | "second_factor_required") : "wrong_credentials" };
    }
    throw err;
  }
  return undefined;
}

export async function signInWithProvider(): Promise<void> {
  await signIn("oidc", { redirectTo: "/console" });
}
