import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API_KEY_READ_ONLY, API_KEY_SESSION_ONLY } from "../../../shared/contracts/api-keys.js";
import type { AuditAction } from "../../../shared/contracts/audit.js";
import { SECOND_FACTOR_SETUP_REQUIRED, STEP_UP_REQUIRED } from "../../../shared/contracts/auth.js";
import type { Access, ScopeKind, ScopeRule } from "../../../shared/contracts/endpoint.js";
import { PANEL_NOT_HERE } from "../../../shared/contracts/side-panel.js";
import {
  hasStaffRole,
  MANAGERS_ONLY,
  OWNER_ONLY,
  rolesMeeting,
  STAFF_ONLY,
  STAFF_ROLES,
  type StaffRole,
} from "../../../shared/contracts/staff-roles.js";
import { presentedApiKey } from "../access/api-key-header.js";
import { forbidden, HttpError, unauthorized } from "./errors.js";

export type { Access, ScopeKind, ScopeRule };

/**
 * Who may call a route: the endpoint record declares it (`access` in shared/contracts/endpoint.ts) and
 * `registerEndpoint` copies it to the route's config; a route without a record (a file download, a
 * stream, a signed webhook) declares it in its own `config.access`.
 */
declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Only a signed-in person's session may call it, never an API key: passwords, profile, key and
     * webhook management, and anything else a key must not reach even within its scope.
     */
    sessionOnly?: boolean;
    /** With sessionOnly: a side panel's token may call it too (shared/contracts/endpoint.ts). */
    panel?: boolean;
    /** It cannot be undone: a recent proof of who is signed in is needed (shared/contracts/endpoint.ts). */
    stepUp?: boolean;
    /** A staff or security action the audit log records (shared/contracts/endpoint.ts). */
    audit?: AuditAction;
    /** Open to staff who must set up a second factor first (shared/contracts/endpoint.ts). */
    beforeSecondFactor?: boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** API keys are refused here. */
  sessionOnly: boolean;
  /** Session-only, yet a side panel's token may call it. */
  panel: boolean;
  /** A recent proof of who is signed in is needed. */
  stepUp: boolean;
  /** What the audit log records it as, if it records it. */
  audit: AuditAction | null;
}

const SCOPE_KINDS: readonly ScopeKind[] = ["campaign", "prospect", "conversation", "seat"];
const SOURCE = /^(params|query|body)\.[A-Za-z]+$/;

/** The kind of a scope rule and its reader. */
export function scopeTarget(rule: ScopeRule): { kind: ScopeKind; read: (input: unknown) => unknown } {
  const kind = SCOPE_KINDS.find((candidate) => rule[candidate] !== undefined) as ScopeKind;
  return { kind, read: rule[kind] as (input: unknown) => unknown };
}

/**
 * Where a rule's reader finds the id, as `params.id`: the reader is run once over a probe that notes
 * the fields it reads. For the reviewed route list and the reference; undefined if it reads none.
 */
export function scopeSource(rule: ScopeRule): string | undefined {
  const { read } = scopeTarget(rule);
  let path: string[] = [];
  const probe = (prefix: string[]): unknown =>
    new Proxy(
      {},
      {
        get: (_target, key) => {
          if (typeof key !== "string") return undefined;
          path = [...prefix, key];
          return probe(path);
        },
      },
    );
  try {
    read(probe([]));
  } catch {
    return undefined;
  }
  return path.length > 0 ? path.join(".") : undefined;
}

export function isScopeRule(access: Access | undefined): access is ScopeRule {
  return typeof access === "object" && access !== null;
}

const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** Whether a declaration is one the access hooks understand. */
export function isValidAccess(access: Access | undefined): boolean {
  if (access === "public" || access === "user" || isStaffRole(access)) return true;
  if (!isScopeRule(access)) return false;
  if (access.staff !== undefined && !isStaffRole(access.staff)) return false;
  const kinds = SCOPE_KINDS.filter((kind) => access[kind] !== undefined);
  if (kinds.length !== 1) return false;
  const { kind, read } = scopeTarget(access);
  if (typeof read !== "function") return false;
  if (access.optional && kind !== "campaign") return false;
  return SOURCE.test(scopeSource(access) ?? "");
}

/** The declaration as one line, for the reviewed route list: `prospect params.id write`. */
export function describeAccess(access: Access | undefined): string {
  if (!isScopeRule(access)) return String(access);
  const { kind } = scopeTarget(access);
  const flags = (["write", "optional"] as const).filter((flag) => access[flag]);
  return [kind, scopeSource(access), ...flags, ...(access.staff ? [`staff:${access.staff}`] : [])].join(" ");
}

/** The staff role a declaration needs, if it admits staff only. */
export function staffRoleNeeded(access: Access): StaffRole | null {
  if (isStaffRole(access)) return access;
  return isScopeRule(access) ? (access.staff ?? null) : null;
}

/**
 * Who may call a route, for the reviewed route list: the staff roles it admits (an SDR reaches or lists
 * only the campaigns they work), and a client when it may read its own company's data.
 */
export function describeRoles(access: Access | undefined): string {
  const declared = access ?? "sdr";
  if (declared === "public") return "anyone";
  if (declared === "user") return "owner, manager, sdr, client";
  const staff = rolesMeeting(staffRoleNeeded(declared) ?? "sdr");
  const named = staff.map((role) => (role === "sdr" ? "sdr (own campaigns)" : role));
  if (!isScopeRule(declared)) return named.join(", ");
  const client = declared.staff === undefined && !declared.write ? ["client (own company)"] : [];
  return [...named, ...client].join(", ");
}

/** Methods that only read: an API key that is read-only may call them, and changes made otherwise are audited. */
export const isReadMethod = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

/**
 * What API keys may do on a route, for the reviewed route list: nothing on a session-only route; on a
 * public one they change nothing; a company key (its client's read-only rights) only reads what its
 * company's client reads; changes need an agency read-write key.
 */
export function describeKeyAccess(
  route: Pick<RegisteredRoute, "method" | "access" | "sessionOnly"> & { panel?: boolean },
): string {
  if (route.sessionOnly) return route.panel ? "none (session or side panel only)" : "none (session only)";
  const access = route.access ?? "sdr";
  if (access === "public") return "not needed (public)";
  if (!isReadMethod(route.method)) return "agency read-write";
  return staffRoleNeeded(access) ? "agency" : "agency, company";
}

/** Collects every route with its declared access; refuses to register a route without a valid one. */
export function trackRouteAccess(app: FastifyInstance, registered: RegisteredRoute[]): void {
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      registered.push({
        method,
        url: route.url,
        access,
        sessionOnly: route.config?.sessionOnly === true,
        panel: route.config?.panel === true,
        stepUp: route.config?.stepUp === true,
        audit: route.config?.audit ?? null,
      });
    }
    if (!isValidAccess(access)) {
      throw new Error(`Route ${methods.join(",")} ${route.url} must declare a valid config.access`);
    }
  });
}

/**
 * Staff signed in (a session, not an API key) without a second factor while the owner requires one of
 * all staff: they can only set it up (ADR 0048).
 */
const mustSetUpSecondFactor = (request: FastifyRequest) =>
  !request.apiKey &&
  request.actor?.role === "sdr" &&
  request.actor.secondFactorRequired &&
  request.actor.secondFactorAt === null;

/** Whether the person proved who they are within the last `windowSeconds` (STEP_UP_SECONDS). */
export const provenRecently = (provenAt: Date | null, windowSeconds: number, now = Date.now()) =>
  provenAt !== null && now - provenAt.getTime() < windowSeconds * 1000;

/**
 * Runs after the session or API key is resolved: turns the route's declaration into 401 or 403. A key
 * is refused on a session-only route (whether it is valid or not) and, when read-only, on any change; a
 * side panel's token on a session-only route that does not allow the panel (ADR 0051);
 * a company key is then a client of its company like any other (the scope resolver answers 404 for
 * other companies' data). A route for some staff roles refuses clients and the roles below it (403);
 * a step-up route, a session whose last proof of who is signed in is too old (403 step_up_required).
 */
export const accessEnforcer =
  (stepUpSeconds: number) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    // No route matched: the not-found handler answers 404 to everyone and reveals nothing.
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.sessionOnly && presentedApiKey(request) !== null) throw forbidden(API_KEY_SESSION_ONLY);
    const access = config.access ?? "sdr";
    if (access === "public") return;
    if (!request.actor) throw unauthorized();
    if (config.sessionOnly && !config.panel && request.sessionKind === "panel")
      throw forbidden(PANEL_NOT_HERE);
    if (request.apiKey?.readOnly && !isReadMethod(request.method)) throw forbidden(API_KEY_READ_ONLY);
    if (mustSetUpSecondFactor(request) && !config.beforeSecondFactor) {
      throw new HttpError(403, SECOND_FACTOR_SETUP_REQUIRED, {}, { code: "second_factor_setup_required" });
    }
    const needed = staffRoleNeeded(access);
    if (needed !== null) {
      if (request.actor.role !== "sdr") throw forbidden(STAFF_ONLY);
      if (!hasStaffRole(request.actor.staffRole, needed)) {
        throw forbidden(needed === "owner" ? OWNER_ONLY : MANAGERS_ONLY);
      }
    }
    if (config.stepUp && !provenRecently(request.sessionProvenAt, stepUpSeconds)) {
      throw new HttpError(403, STEP_UP_REQUIRED, {}, { code: "step_up_required" });
    }
  };
