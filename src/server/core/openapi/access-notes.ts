import type { FastifyContextConfig } from "fastify";
import { STEP_UP_MINUTES } from "../../../shared/contracts/auth.js";
import { rolesMeeting, STAFF_ROLE_LABELS, type StaffRole } from "../../../shared/contracts/staff-roles.js";
import { describeKeyAccess, isScopeRule, scopeSource, scopeTarget, staffRoleNeeded } from "../http/access.js";

const KIND_NAMES = {
  campaign: "Campaign",
  prospect: "Prospect",
  conversation: "Conversation",
  seat: "Sending seat",
} as const;

/** "params.id" (where the rule reads its id) -> "`id` in the path"; "body.prospectId" -> "`prospectId` in the body". */
function whereTheIdIs(source: string): string {
  const [part, name] = source.split(".");
  const place = part === "params" ? "the path" : part === "query" ? "the query" : "the body";
  return `\`${name}\` in ${place}`;
}

/** "Agency staff (owner, manager, SDR) only." for the roles meeting `needed`. */
const staffOnly = (needed: StaffRole) =>
  `Agency staff (${rolesMeeting(needed)
    .map((role) => STAFF_ROLE_LABELS[role])
    .join(", ")}) only.`;

/** Who may call a route, in sentences, from its access declaration (http/access.ts). */
export function whoMayCall(config: FastifyContextConfig): string {
  const who = whoMayReach(config);
  if (!config.stepUp) return who;
  return `${who} It cannot be undone: the password must have been entered (signing in, or \`POST /api/auth/step-up\`) within the last ${STEP_UP_MINUTES} minutes (\`STEP_UP_SECONDS\` changes it), else 403 \`step_up_required\`.`;
}

function whoMayReach(config: FastifyContextConfig): string {
  const access = config.access ?? "sdr";
  if (access === "public") return "Anyone: no sign-in needed.";
  if (access === "user") return "Any signed-in user.";
  const needed = staffRoleNeeded(access);
  if (!isScopeRule(access))
    return needed === "sdr"
      ? `${staffOnly("sdr")} An SDR sees the campaigns they work.`
      : staffOnly(needed ?? "sdr");
  const { kind } = scopeTarget(access);
  const source = scopeSource(access) ?? "";
  const sentences = [
    needed
      ? `${staffOnly(needed)} ${KIND_NAMES[kind]} (${whereTheIdIs(source)}).`
      : `${KIND_NAMES[kind]} (${whereTheIdIs(source)}): a client reaches only its own company's.`,
    "Owners and managers reach every campaign, an SDR the campaigns whose matrix rows name them.",
  ];
  if (access.optional) sentences.push("Without it: every campaign the caller reaches.");
  if (access.write && !needed)
    sentences.push("Clients are read-only: a change by a client is refused (403).");
  sentences.push("Anything else answers 404, whether it exists or not.");
  return sentences.join(" ");
}

/** The reviewed route list's words for what API keys may do (describeKeyAccess), as sentences. */
const KEY_SENTENCES: Record<string, string> = {
  "none (session only)": "Session only: API keys are refused.",
  "agency read-write": "API keys: an agency-wide read-write key.",
  agency: "API keys: agency-wide keys.",
  "agency, company": "API keys: agency-wide keys, and a client company's key for its own company's data.",
};

/** Which API keys may call the route, in a sentence; nothing for a public route. */
export function keysAccepted(method: string, config: FastifyContextConfig): string | undefined {
  if (config.access === "public") return undefined;
  const keys = describeKeyAccess({ method, access: config.access, sessionOnly: config.sessionOnly === true });
  return KEY_SENTENCES[keys] ?? `API keys: ${keys}.`;
}

/** The security requirements of an operation: none when public, the session alone when session-only. */
export function securityOf(config: FastifyContextConfig): Record<string, string[]>[] {
  if (config.access === "public") return [];
  if (config.sessionOnly) return [{ session: [] }];
  return [{ session: [] }, { apiKey: [] }];
}

/** That the call is recorded in the audit log, and as what; nothing for a route that is not. */
export function auditNote(config: FastifyContextConfig): string | undefined {
  return config.audit ? `Recorded in the audit log as \`${config.audit}\`.` : undefined;
}
