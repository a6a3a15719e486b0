import { createHash, randomBytes } from "node:crypto";
import { ConflictError, RefusedError } from "~/lib/user-facing-error";
import { and, asc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { invitationSchema } from "~/contracts/tenant-admin";
import { moduleLogger } from "~/lib/logger";
import type { Role } from "~/server/auth/session";
import { createStaffUser, grantMembership } from "~/server/auth/users";
import type { Db } from "~/server/db";
import { invitations, memberships, tenants, users } from "~/server/db/schema";
import { recordAudit, type Actor } from "~/server/audit";
import { NotFoundError } from "~/lib/user-facing-error";
import { endAllStaffSessions } from "~/server/auth/staff-sessions";

const log = moduleLogger("console.members");

/** An invitation link is good for a week and for one use. */
const INVITATION_DAYS = 7;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export class InvitationError extends RefusedError {}
/**
 * The invitation was accepted already (a second click, a second tab, the link opened again): a
 * conflict, not a failure, and the person is told to sign in rather than to ask for a new link.
 */
export class InvitationAlreadyAccepted extends ConflictError {
  constructor() {
    super("This invitation has already been accepted; sign in with it.");
  }
}

export async function listMembers(db: Db, tenantId: string) {
  const members = await db
    .select({ userId: users.id, email: users.email, name: users.name, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.tenantId, tenantId))
    .orderBy(asc(users.email));
  const pending = await db
    .select({ id: invitations.id, email: invitations.email, role: invitations.role, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())))
    .orderBy(asc(invitations.email));
  log.info({ tenantId, members: members.length, pending: pending.length }, "members_listed");
  return { members, pending };
}

/**
 * Returns the one-time token; only its hash is stored, so the owner must pass the link on now. A
 * link that got lost is not shown again: the owner issues a new one (`renewInvitation`).
 */
export async function inviteMember(db: Db, tenantId: string, input: { email: string; role: Role }, actor: Actor) {
  const i = invitationSchema.parse(input);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  await db.transaction(async (t) => {
    await t.insert(invitations).values({ tenantId, role: i.role, email: i.email.toLowerCase(), tokenHash: sha256(token), invitedBy: actor.id, expiresAt });
    await recordAudit(t, { tenantId, actor, action: "member.invite", target: i.email.toLowerCase(), after: { role: i.role, expiresAt } });
  });
  return { token, expiresAt };
}

async function pendingInvitation(db: Db, tenantId: string, invitationId: string) {
  const [row] = await db
    .select({ id: invitations.id, email: invitations.email, role: invitations.role, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, invitationId), isNull(invitations.acceptedAt)));
  if (!row) throw new NotFoundError("no open invitation with that id for this hospital (it may have been accepted)");
  return row;
}

/** Withdraw an invitation that was not accepted yet: its link stops working at once. */
export async function revokeInvitation(db: Db, tenantId: string, invitationId: string, actor: Actor) {
  return db.transaction(async (t) => {
    const row = await pendingInvitation(t, tenantId, invitationId);
    await t.delete(invitations).where(eq(invitations.id, row.id));
    await recordAudit(t, { tenantId, actor, action: "invitation.revoke", target: row.email, before: { role: row.role, expiresAt: row.expiresAt } });
    log.info({ tenantId, invitationId }, "invitation_revoked");
    return { email: row.email };
  });
}

/**
 * A new link for an open invitation (the first was lost, or is about to expire): the old link stops
 * working, the new one is good for another week. Like the first, it is shown once.
 */
export async function renewInvitation(db: Db, tenantId: string, invitationId: string, actor: Actor) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  const email = await db.transaction(async (t) => {
    const row = await pendingInvitation(t, tenantId, invitationId);
    await t
      .update(invitations)
      .set({ tokenHash: sha256(token), expiresAt })
      .where(eq(invitations.id, row.id));
    await recordAudit(t, { tenantId, actor, action: "invitation.renew", target: row.email, before: { expiresAt: row.expiresAt }, after: { expiresAt } });
    return row.email;
  });
  log.info({ tenantId, invitationId }, "invitation_renewed");
  return { token, expiresAt, email };
}

async function openInvitation(db: Db, token: string) {
  const [row] = await db
    .select({
      id: invitations.id,
      tenantId: invitations.tenantId,
      email: invitations.email,
      role: invitations.role,
      tenantName: tenants.name,
      tenantSlug: tenants.slug,
    })
    .from(invitations)
    .innerJoin(tenants, eq(tenants.id, invitations.tenantId))
    .where(and(eq(invitations.tokenHash, sha256(token)), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())));
  return row ?? null;
}

/** What the invitation page shows before the person sets a password. */
export async function invitationInfo(db: Db, token: string) {
  const row = await openInvitation(db, token);
  if (!row) return null;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, row.email));
  return { email: row.email, role: row.role, tenantName: row.tenantName, tenantSlug: row.tenantSlug, hasAccount: !!existing };
}

/** Accept: an existing account gains the role; a new person gets an account with the password they chose. */
export async function acceptInvitation(db: Db, token: string, password: string | undefined) {
  const row = await openInvitation(db, token);
  if (!row) {
    // A second click that arrives after the first has finished (not at the same moment) finds the
    // invitation used, not open: it is the same conflict as two at once, not an invalid link.
    const [used] = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.tokenHash, sha256(token)), isNotNull(invitations.acceptedAt)));
    if (used) throw new InvitationAlreadyAccepted();
    throw new InvitationError("This invitation link is not valid any more: ask for a new one.");
  }
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.email, row.email));
  if (!known && !password) throw new InvitationError("Choose a password.");
  // One transaction that claims the invitation first: two accepts at once queue on the row, the
  // second finds it claimed (409) instead of creating the account twice (a unique violation, 500).
  await db.transaction(async (t) => {
    const claimed = await t
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.id, row.id), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.id });
    if (!claimed.length) throw new InvitationAlreadyAccepted();
    const [existing] = await t.select({ id: users.id }).from(users).where(eq(users.email, row.email));
    if (!existing && !password) throw new InvitationError("Choose a password.");
    const userId = existing?.id ?? (await createStaffUser(t, { email: row.email, password })).id;
    await grantMembership(t, userId, row.tenantId, row.role);
    await recordAudit(t, {
      tenantId: row.tenantId,
      actor: { id: userId, email: row.email },
      action: "member.join",
      target: row.email,
      after: { role: row.role },
    });
  });
  return { email: row.email, tenantSlug: row.tenantSlug };
}

export async function changeMemberRole(db: Db, tenantId: string, userId: string, role: Role | null, actor: Actor) {
  await db.transaction(async (t) => {
    const [before] = await t
      .select({ role: memberships.role, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
    if (!before) throw new NotFoundError("not a member of this tenant");
    if (before.role === "owner" && role !== "owner") {
      // Locked: two owners removing themselves at the same moment must not both see the other.
      const owners = await t
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.role, "owner")))
        .for("update");
      if (owners.length <= 1)
        throw new InvitationError(
          actor.id === userId
            ? "You are this hospital's only owner: make someone else owner before you leave or change your role."
            : "A hospital keeps at least one owner.",
        );
    }
    if (role === null) await t.delete(memberships).where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
    else
      await t
        .update(memberships)
        .set({ role })
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
    await recordAudit(t, {
      tenantId,
      actor,
      action: role === null ? "member.remove" : "member.role",
      target: before.email ?? userId,
      before: before.role,
      after: role,
    });
  });
  // Roles are read on every request already; ending the person's sessions as well means nothing
  // opened under the old role (a page, a running job's view) outlives the change.
  await endAllStaffSessions(db, userId, "role_changed");
}
