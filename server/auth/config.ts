import { eq } from "drizzle-orm";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { getDb } from "../db";
import { memberships, tenants, users } from "../db/schema";
import { moduleLogger } from "../../lib/logger";
import { verifyPassword } from "./password";
import type { AppSession, Role } from "./session";

const log = moduleLogger("auth");

const credentialsSchema = z.object({ email: z.email(), password: z.string().min(1) });

/**
 * Staff sign in with e-mail and password (hospital operators rarely have an identity provider we
 * can federate with on day one). Sessions are JWTs; roles are read from the database on every
 * request so a revoked membership takes effect at once.
 */
export const { handlers, auth, signIn, signOut } = NextAuth({
  session: { strategy: "jwt" },
  trustHost: true,
  pages: { signIn: "/login" },
  providers: [
    Credentials({
      credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" } },
      authorize: async (raw) => {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) return null;
        const db = await getDb();
        const [user] = await db.select().from(users).where(eq(users.email, parsed.data.email.toLowerCase()));
        if (!user?.passwordHash || !(await verifyPassword(parsed.data.password, user.passwordHash))) {
          log.warn({ reason: "bad_credentials" }, "sign_in_refused");
          return null;
        }
        return { id: user.id, email: user.email, name: user.name };
      },
    }),
  ],
  callbacks: {
    jwt: ({ token, user }) => {
      if (user?.id) token.sub = user.id;
      return token;
    },
    session: ({ session, token }) => ({ ...session, user: { ...session.user, id: token.sub ?? "" } }),
  },
});

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
