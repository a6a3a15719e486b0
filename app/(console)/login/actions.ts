"use server";

import { AuthError, signIn } from "~/server/auth";

export type SignInOutcome = { error: "wrong_credentials" | "rate_limited" } | undefined;

/**
 * Password sign-in. On success next-auth redirects (it throws Next's redirect, which must pass
 * through); on failure the page learns only which message to show, never why in detail.
 */
export async function signInWithPassword(input: { email: string; password: string; next: string }): Promise<SignInOutcome> {
  const redirectTo = input.next.startsWith("/console") ? input.next : "/console";
  try {
    await signIn("credentials", { email: input.email, password: input.password, redirectTo });
  } catch (err) {
    if (err instanceof AuthError) return { error: (err as AuthError & { code?: string }).code === "rate_limited" ? "rate_limited" : "wrong_credentials" };
    throw err;
  }
  return undefined;
}

export async function signInWithProvider(): Promise<void> {
  await signIn("oidc", { redirectTo: "/console" });
}
