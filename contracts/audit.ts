import { OVERLAY_KINDS } from "./vocabulary";

/**
 * Every action the server writes to a hospital's audit log, and the one list the console's audit
 * filter offers. `recordAudit` accepts only these, so an action written by the server that the
 * filter does not know is a type error, not a row nobody can find.
 */
const TENANT_DATA_KINDS = ["campus", "doctor", "faq", "symptom"] as const;

export const AUDIT_ACTIONS = [
  "department.update",
  ...TENANT_DATA_KINDS.flatMap((kind) => [`${kind}.add`, `${kind}.update`, `${kind}.remove`] as const),
  ...OVERLAY_KINDS.flatMap((kind) => [`overlay.${kind}.add`, `overlay.${kind}.remove`] as const),
  "matrix.set",
  "matrix.reset",
  "member.invite",
  "invitation.revoke",
  "invitation.renew",
  "member.join",
  "member.role",
  "member.remove",
  "retention.set",
  "retention.purge",
  "retention.transcripts",
  "conversation.erase",
  "conversations.erase",
  "call.replay",
  "document.upload",
  "document.remove",
  "document.reingest",
  "documents.reingest",
  "bundle.import",
  "bundle.export",
  "evaluation.case_add",
  "evaluation.case_remove",
  "evaluation.run",
  "alerts.thresholds.set",
  "alerts.thresholds.reset",
  // A person's own account (server/auth/account.ts, ./second-factor.ts): written to each tenant they belong to.
  "account.password_change",
  "account.sign_out_everywhere",
  "second_factor.enable",
  "second_factor.disable",
  "second_factor.reset",
  "second_factor.recovery_code_used",
  "alert.acknowledge",
  "alert.snooze",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
