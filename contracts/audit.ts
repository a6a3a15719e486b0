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

/**
 * The names of the fields the server writes into an audit row's before and after (nested ones
 * included: "names.nl", "expect.mentions", a schedule's "part"). The console reads each in words;
 * a name added here without its words is a type error there.
 */
export const AUDIT_FIELDS = [
  // People and sessions
  "role",
  "expiresAt",
  "endedSessions",
  // Calls, retention, erasure
  "startedAt",
  "conversations",
  "messages",
  "deleted",
  "olderThan",
  "calls",
  "until",
  // Pages, bundles, re-ingest
  "title",
  "chunks",
  "pages",
  "skipped",
  "model",
  "dimension",
  "files",
  "bytes",
  "taxonomy",
  "campuses",
  "departments",
  "doctors",
  "schedules",
  "symptoms",
  "faq",
  "overlays",
  "affinityOverrides",
  "evaluationCases",
  // Departments, campuses, doctors, FAQ, symptom words, mishears
  "key",
  "name",
  "names",
  "aliases",
  "phone",
  "location",
  "street",
  "postcode",
  "city",
  "directions",
  "firstName",
  "lastName",
  "specialty",
  "department",
  "campus",
  "schedule",
  "day",
  "part",
  "frequency",
  "questions",
  "answer",
  "url",
  "term",
  "lang",
  "kind",
  "match",
  "replacement",
  // Evaluations
  "expect",
  "path",
  "mentions",
  "mustNotMention",
  "cases",
  // Alert thresholds
  "firstAudioP95Ms",
  "mismatchRate",
  "postfilterLookbackHours",
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];
