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
import { secureCookies } from "./cookies";
import { sessionDeviceLabel } from "./session-device";
import { authSecret } from "./secret";
import type { AppSession, Role } from "./session";
import { endStaffSession, liveStaffSession, openStaffSession, SESSION_LIFETIME_SECONDS, type SessionMethod } from "./staff-sessions";

const log = moduleLogger("auth");

const credentialsSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
  /** The second factor, when the account has one: a 6-digit code or a recovery code. */
  code: z.string().max(64).optional(),
});

/** Shown on the login page as "too many attempts" rather than "wrong password". */
class SignInRateLimited extends CredentialsSignin {
  code = "rate_limited";
}

/** The account has a second factor and the form did not send a code: the page asks for one. */
class SecondFactorRequired extends CredentialsSignin {
  code = "second_factor_required";
}

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
 * Staff sign in with e-mail and password (and their second factor, when they have one), or through
 * the hospital's identity provider. The cookie is a JWT naming a `staff_sessions` row that every
 * request checks (./staff-sessions.ts), so ending a session takes effect at once; roles are read
 * from the database on every request. Failed sign-ins are limited per account and per address and
 * logged without the password.
 */
export const { handlers, auth, signIn, signOut } = NextAuth((request) => {
  const oidc = oidcProvider();
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_LIFETIME_SECONDS },
    trustHost: true,
    useSecureCookies: secureCookies(),
    pages: { signIn: "/login" },
    providers: [
      Credentials({
        credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" }, code: { label: "Code", type: "text" } },
        authorize: async (raw, request) => {
          const parsed = credentialsSchema.safeParse(raw);
          if (!parsed.success) return null;
          const checked = await checkCredentials(await getDb(), {
            email: parsed.data.email,
            password: parsed.data.password,
            code: parsed.data.code,
            address: clientAddress(request.headers),
            logKey: authSecret(),
          });
          if (!checked.ok && checked.reason === "throttled") throw new SignInRateLimited();
          if (!checked.ok && checked.reason === "second_factor_required") throw new SecondFactorRequired();
          return checked.ok ? { ...checked.user, method: checked.method, device: sessionDeviceLabel(request.headers.get("user-agent")) } : null;
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
      jwt: async ({ token, user, account, profile, trigger }) => {
        const db = await getDb();
        if (trigger === "signIn" || trigger === "signUp") {
          const oidc = account?.provider === "oidc";
          const userId = oidc && typeof profile?.email === "string" ? await userIdByEmail(profile.email) : (user?.id ?? null);
          if (!userId) return null;
          const fromForm = user as { method?: SessionMethod; device?: string | null } | undefined;
          const method: SessionMethod = oidc ? "oidc" : (fromForm?.method ?? "password");
          // The form's sign-in names its browser in authorize(); the identity provider's comes back through this request.
          const device = oidc ? sessionDeviceLabel(request?.headers.get("user-agent")) : (fromForm?.device ?? null);
          const opened = await openStaffSession(db, userId, method, { device });
          return { sub: userId, sid: opened.sessionId };
        }
        // Every later request: the session must still be open. Null clears the cookie.
        const live = await liveStaffSession(db, typeof token.sid === "string" ? token.sid : undefined);
        if (!live || live.userId !== token.sub) return null;
        return { ...token, sessionRowId: live.rowId };
      },
      // The session's row id (not the secret in the cookie) lets the account page mark "this browser".
      session: ({ session, token }) => ({ ...session, user: { ...session.user, id: token.sub ?? "" }, sessionRowId: token.sessionRowId }),
    },
    events: {
      signOut: async (message) => {
        const token = "token" in message ? message.token : null;
        await endStaffSession(await getDb(), typeof token?.sid === "string" ? token.sid : undefined);
      },
    },
  };
});

/** Whether the login page offers the identity provider's button. */
export function identityProviderName(): string | null {
  return oidcProvider() ? (env().AUTH_OIDC_NAME ?? "Hospital sign-in") : null;
}

/** The signed-in staff member with their tenant roles, or null. */
export async function sessionFromRequest(): Promise<AppSession | null> {
  const session = (await auth()) as { user?: { id?: string }; sessionRowId?: string } | null;
  const userId = session?.user?.id || null;
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
    sessionRowId: session?.sessionRowId,
  };
}
