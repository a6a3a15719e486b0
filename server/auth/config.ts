import { eq } from "drizzle-orm";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import type { Provider } from "next-auth/providers";
import { z } from "zod";
import { getDb } from "~/server/db";
import { env } from "~/lib/env";
import { memberships, tenants, users } from "~/server/db/schema";
import { clientAddress } from "~/server/http/client-address";
import { moduleLogger } from "~/lib/logger";
import { checkCredentials } from "./credentials";
import { authSecret } from "./secret";
import type { AppSession, Role } from "./session";

const log = moduleLogger("auth");

const credentialsSchema = z.object({ email: z.email().max(254), password: z.string().min(1).max(1024) });

/** Shown on the login page as "too many attempts" rather than "wrong password". */
class SignInRateLimited extends CredentialsSignin {
  code = "rate_limited";
}

/** A staff session lasts one working shift; after that the console asks for the password again. */
const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/**
 * The hospital's own identity provider (Keycloak, Entra ID …), when configured. Only people who
 * already have an account here (by e-mail, e.g. from an accepted invitation) get in through it.
 */
function oidcProvider(): Provider | null {
  const { AUTH_OIDC_ISSUER: issuer, AUTH_OIDC_CLIENT_ID: clientId, AUTH_OIDC_CLIENT_SECRET: clientSecret } = env();
  if (!issuer || !clientId || !clientSecret) return null;
  return { id: "oidc", name: env().AUTH_OIDC_NAME ?? "Hospital sign-in", type: "oidc", issuer, clientId, clientSecret };
}

async function userIdByEmail(email: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row?.id ?? null;
}

/**
 * Staff sign in with e-mail and password, or through the hospital's identity provider. Sessions
 * are JWTs; roles are read from the database on every request so a revoked membership takes effect
 * at once. Failed sign-ins are limited per account and per address and logged without the password.
 */
export const { handlers, auth, signIn, signOut } = NextAuth(() => {
  const oidc = oidcProvider();
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    trustHost: true,
    pages: { signIn: "/login" },
    providers: [
      Credentials({
        credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" } },
        authorize: async (raw, request) => {
          const parsed = credentialsSchema.safeParse(raw);
          if (!parsed.success) return null;
          const checked = await checkCredentials(await getDb(), {
            email: parsed.data.email,
            password: parsed.data.password,
            address: clientAddress(request.headers),
            logKey: authSecret(),
          });
          if (!checked.ok && checked.reason === "throttled") throw new SignInRateLimited();
          return checked.ok ? checked.user : null;
        },
      }),
      ...(oidc ? [oidc] : []),
    ],
    callbacks: {
      signIn: async ({ account, profile }) => {
        if (account?.provider !== "oidc") return true;
        const email = typeof profile?.email === "string" ? profile.email : "";
        const known = email ? await userIdByEmail(email) : null;
        if (!known) log.warn({ provider: "oidc", reason: "no_account" }, "sign_in_refused");
        return known !== null;
      },
      jwt: async ({ token, user, account, profile }) => {
        if (account?.provider === "oidc" && typeof profile?.email === "string") token.sub = (await userIdByEmail(profile.email)) ?? undefined;
        else if (user?.id) token.sub = user.id;
        return token;
      },
      session: ({ session, token }) => ({ ...session, user: { ...session.user, id: token.sub ?? "" } }),
    },
  };
});

/** Whether the login page offers the identity provider's button. */
export function identityProviderName(): string | null {
  return oidcProvider() ? (env().AUTH_OIDC_NAME ?? "Hospital sign-in") : null;
}

/** The signed-in staff member with their tenant roles, or null. */
export async function sessionFromRequest(): Promise<AppSession | null> {
  const session = await auth();
  const userId = session?.user ? ((session as { user: { id?: string } }).user.id ?? null) : null;
  if (!userId) return null;
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const rows = await db
    .select({ slug: tenants.slug, role: memberships.role })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(eq(memberships.userId, userId));
  return {
    user: { id: user.id, email: user.email ?? "", name: user.name, isPlatformAdmin: user.isPlatformAdmin },
    memberships: Object.fromEntries(rows.map((r) => [r.slug, r.role as Role])),
  };
}
