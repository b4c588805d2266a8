import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API_KEY_READ_ONLY, API_KEY_SESSION_ONLY } from "../../../shared/contracts/api-keys.js";
import { presentedApiKey } from "../access/api-key-header.js";
import { forbidden, unauthorized } from "./errors.js";

/** Where a scoped route finds the id it reaches: a route parameter, a query value or a body field. */
export type ScopeSource = `params.${string}` | `query.${string}` | `body.${string}`;

/** The campaign data a route reaches; the route's scope pre-handler resolves it (see scope.ts). */
export type ScopeKind = "campaign" | "prospect" | "conversation";

interface ScopeOptions {
  /** The route changes campaign data: a client of the owning company gets 403 (clients are read-only). */
  write?: boolean;
  /** The id may be absent (campaign only): the service then covers every campaign the caller reaches. */
  optional?: boolean;
  /** Agency staff only: anyone else gets 403 before the id is looked at. */
  sdr?: boolean;
}

export type ScopeRule = ScopeOptions &
  ({ campaign: ScopeSource } | { prospect: ScopeSource } | { conversation: ScopeSource });

/**
 * Who may call a route, declared when it is registered:
 * - public: anyone;
 * - user: any signed-in user;
 * - sdr: signed-in agency staff;
 * - a scope rule, e.g. `{ prospect: "params.id", write: true }`: a signed-in user who reaches that
 *   campaign, prospect or conversation (an SDR reaches all; a client only its company's campaign). The
 *   scope pre-handler answers 404 for anything else, whether it exists or not, and 403 to a client's write;
 *   the handler reads the resolved scope with `campaignOf`, `prospectOf` or `conversationOf`.
 */
export type Access = "public" | "user" | "sdr" | ScopeRule;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Only a signed-in person's session may call it, never an API key: passwords, profile, key and
     * webhook management, and anything else a key must not reach even within its scope.
     */
    sessionOnly?: boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** API keys are refused here. */
  sessionOnly: boolean;
}

const SCOPE_KINDS: readonly ScopeKind[] = ["campaign", "prospect", "conversation"];
const SOURCE = /^(params|query|body)\.[A-Za-z]+$/;

/** The kind and source of a scope rule. */
export function scopeTarget(rule: ScopeRule): { kind: ScopeKind; source: ScopeSource } {
  const kind = SCOPE_KINDS.find((candidate) => candidate in rule) as ScopeKind;
  return { kind, source: (rule as Record<ScopeKind, ScopeSource>)[kind] };
}

export function isScopeRule(access: Access | undefined): access is ScopeRule {
  return typeof access === "object" && access !== null;
}

/** Whether a declaration is one the access hooks understand. */
export function isValidAccess(access: Access | undefined): boolean {
  if (access === "public" || access === "user" || access === "sdr") return true;
  if (!isScopeRule(access)) return false;
  const kinds = SCOPE_KINDS.filter((kind) => kind in access);
  if (kinds.length !== 1) return false;
  const { kind, source } = scopeTarget(access);
  if (access.optional && kind !== "campaign") return false;
  return SOURCE.test(source);
}

/** The declaration as one line, for the reviewed route list: `prospect params.id write`. */
export function describeAccess(access: Access | undefined): string {
  if (!isScopeRule(access)) return String(access);
  const { kind, source } = scopeTarget(access);
  const flags = (["write", "optional", "sdr"] as const).filter((flag) => access[flag]);
  return [kind, source, ...flags].join(" ");
}

/** Methods that only read: an API key that is read-only may call them, and changes made otherwise are audited. */
export const isReadMethod = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

const isStaffOnly = (access: Access) => access === "sdr" || (isScopeRule(access) && access.sdr === true);

/**
 * What API keys may do on a route, for the reviewed route list: nothing on a session-only route; on a
 * public one they change nothing; a company key (its client's read-only rights) only reads what its
 * company's client reads; changes need an agency read-write key.
 */
export function describeKeyAccess(route: Pick<RegisteredRoute, "method" | "access" | "sessionOnly">): string {
  if (route.sessionOnly) return "none (session only)";
  const access = route.access ?? "sdr";
  if (access === "public") return "not needed (public)";
  if (!isReadMethod(route.method)) return "agency read-write";
  return isStaffOnly(access) ? "agency" : "agency, company";
}

/** Collects every route with its declared access; refuses to register a route without a valid one. */
export function trackRouteAccess(app: FastifyInstance, registered: RegisteredRoute[]): void {
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      registered.push({ method, url: route.url, access, sessionOnly: route.config?.sessionOnly === true });
    }
    if (!isValidAccess(access)) {
      throw new Error(`Route ${methods.join(",")} ${route.url} must declare a valid config.access`);
    }
  });
}

/**
 * Runs after the session or API key is resolved: turns the route's declaration into 401 or 403. A key
 * is refused on a session-only route (whether it is valid or not) and, when read-only, on any change;
 * a company key is then a client of its company like any other (the scope resolver answers 404 for
 * other companies' data).
 */
export async function enforceAccess(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  // No route matched: the not-found handler answers 404 to everyone and reveals nothing.
  if (request.is404) return;
  const config = request.routeOptions.config;
  if (config.sessionOnly && presentedApiKey(request) !== null) throw forbidden(API_KEY_SESSION_ONLY);
  const access = config.access ?? "sdr";
  if (access === "public") return;
  if (!request.actor) throw unauthorized();
  if (request.apiKey?.readOnly && !isReadMethod(request.method)) throw forbidden(API_KEY_READ_ONLY);
  if (isStaffOnly(access) && request.actor.role !== "sdr") {
    throw forbidden("This is available to agency staff only.");
  }
}
