import { z } from "zod";
import { isoDate, pagedEntriesSchema } from "./common.js";

/**
 * What the audit log records: staff and security actions. A route declares its action with `audit` on
 * its record (endpoint.ts) or route config; jobs record theirs in code (backups).
 */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in.link",
  "sign_in.second_factor",
  "sign_out",
  "step_up",
  "password.changed",
  "password.reset",
  "profile.changed",
  "second_factor.setup_started",
  "second_factor.enabled",
  "second_factor.disabled",
  "second_factor.reset",
  "recovery_codes.regenerated",
  "second_factor.required",
  "passkey.added",
  "passkey.removed",
  "staff.added",
  "staff.changed",
  "staff.archived",
  "staff.restored",
  "staff.invited",
  "staff.invitation_revoked",
  "ownership.transferred",
  "client.added",
  "client.changed",
  "client.archived",
  "client.restored",
  "client.invited",
  "client.invitation_revoked",
  "client.login_invited",
  "client.login_reinvited",
  "client.login_removed",
  "connection.added",
  "connection.changed",
  "connection.archived",
  "connection.restored",
  "campaign.launched",
  "seat.added",
  "seat.changed",
  "invitation.accepted",
  "api_key.created",
  "api_key.revoked",
  "side_panel.connected",
  "side_panel.revoked",
  "webhook.created",
  "webhook.changed",
  "webhook.deleted",
  "webhook.secret_rotated",
  "calendly.key_saved",
  "calendly.key_removed",
  "retention.changed",
  "privacy_request.created",
  "erasure",
  "export",
  "subscription.cancelled",
  "backup",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The management tables whose changes are audited, by the prefix of their actions. */
export type AuditedTable = "staff" | "client" | "connection";

/** Actions that sign someone in: they succeed only when a session begins (a held-back sign-in does not). */
export const SIGN_IN_ACTIONS: readonly AuditAction[] = ["sign_in", "sign_in.link", "sign_in.second_factor"];

/** Actions recorded when they fail too: guessing at a password shows in the log. */
export const AUDIT_FAILURES_RECORDED: readonly AuditAction[] = [
  ...SIGN_IN_ACTIONS,
  "step_up",
  "password.changed",
  "second_factor.enabled",
  "passkey.added",
];

/** How each action reads in the log. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: "Sign-in",
  "sign_in.link": "Sign-in by mailed link",
  "sign_in.second_factor": "Sign-in code (second factor)",
  sign_out: "Sign-out",
  step_up: "Password confirmed",
  "password.changed": "Password changed",
  "password.reset": "Password reset",
  "profile.changed": "Profile changed",
  "second_factor.setup_started": "Second factor set-up started",
  "second_factor.enabled": "Second factor turned on",
  "second_factor.disabled": "Second factor turned off",
  "second_factor.reset": "Second factor reset by the owner",
  "recovery_codes.regenerated": "Recovery codes replaced",
  "second_factor.required": "Second factor requirement changed",
  "passkey.added": "Passkey added",
  "passkey.removed": "Passkey removed",
  "staff.added": "Staff member added",
  "staff.changed": "Staff member changed",
  "staff.archived": "Staff member archived",
  "staff.restored": "Staff member restored",
  "staff.invited": "Staff member invited",
  "staff.invitation_revoked": "Staff invitation revoked",
  "ownership.transferred": "Ownership transferred",
  "client.added": "Client added",
  "client.changed": "Client changed",
  "client.archived": "Client archived",
  "client.restored": "Client restored",
  "client.invited": "Client invited",
  "client.invitation_revoked": "Client invitation revoked",
  "client.login_invited": "Client login invited",
  "client.login_reinvited": "Client login invitation sent again",
  "client.login_removed": "Client login removed",
  "connection.added": "Connection added",
  "connection.changed": "Connection changed",
  "connection.archived": "Connection archived",
  "connection.restored": "Connection restored",
  "campaign.launched": "Campaign launched",
  "seat.added": "Seat added",
  "seat.changed": "Seat changed",
  "invitation.accepted": "Invitation accepted",
  "api_key.created": "API key created",
  "api_key.revoked": "API key revoked",
  "side_panel.connected": "Side panel connected",
  "side_panel.revoked": "Side panel disconnected",
  "webhook.created": "Webhook endpoint created",
  "webhook.changed": "Webhook endpoint changed",
  "webhook.deleted": "Webhook endpoint deleted",
  "webhook.secret_rotated": "Webhook secret rotated",
  "calendly.key_saved": "Calendly signing key saved",
  "calendly.key_removed": "Calendly signing key removed",
  "retention.changed": "Retention changed",
  "privacy_request.created": "Privacy request logged",
  erasure: "Person erased",
  export: "Data exported",
  "subscription.cancelled": "Subscription cancelled",
  backup: "Backup",
};

/**
 * Request fields whose values the log never keeps, only that they were sent: secrets, and what may name
 * a prospect (a privacy request's subject, a search), as the log outlives an erasure.
 */
export const AUDIT_HIDDEN_FIELD = /password|secret|token|key$|^code$|^subject$|^q$/i;
export const AUDIT_HIDDEN_VALUE = "(hidden)";

/** Months the audit log keeps an entry, unless AUDIT_RETENTION_MONTHS says otherwise. */
export const DEFAULT_AUDIT_RETENTION_MONTHS = 24;
export const AUDIT_PAGE_SIZE = 100;

/** Filters of the log and its export: one action, whether it failed, who, and a range of local days. */
export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(", ")}` }).optional(),
  outcome: z.enum(["succeeded", "failed"], { error: "outcome must be succeeded or failed" }).optional(),
  /** Part of the actor's name or e-mail address. */
  actor: z.string().trim().max(200, "actor must be at most 200 characters").optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who acted as they were named then; null when no one was signed in (a failed sign-in, a job). */
  actor: z.string().nullable(),
  /** The API key the action was made with, by name. */
  apiKey: z.string().nullable(),
  ip: z.string().nullable(),
  /** The call, e.g. "PATCH /api/management-sdrs/:id"; the job's name for a job. */
  target: z.string(),
  /** The ids in the path and the fields sent, secrets hidden. */
  detail: z.record(z.string(), z.unknown()),
  /** The answer's status; 0 for a job. */
  status: z.number().int(),
  succeeded: z.boolean(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = pagedEntriesSchema(auditEntrySchema);

export const AUDIT_EXPORT_COLUMNS = [
  "When",
  "Action",
  "Outcome",
  "Who",
  "API key",
  "IP address",
  "Call",
  "Status",
  "Details",
] as const;

/**
 * How an entry's outcome reads: succeeded; failed with its status; or, for a sign-in answered without a
 * session (the browser was held back and mailed a link, or a second factor is still to come), that.
 */
export function auditOutcome(entry: Pick<AuditEntry, "succeeded" | "status">): string {
  if (entry.succeeded) return "Succeeded";
  return entry.status > 0 && entry.status < 400 ? "No session yet" : `Failed (${entry.status})`;
}
