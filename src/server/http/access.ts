import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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

/** Collects every route with its declared access; refuses to register a route without a valid one. */
export function trackRouteAccess(app: FastifyInstance, registered: RegisteredRoute[]): void {
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      registered.push({ method, url: route.url, access });
    }
    if (!isValidAccess(access)) {
      throw new Error(`Route ${methods.join(",")} ${route.url} must declare a valid config.access`);
    }
  });
}

/** Runs after the session is resolved: turns the route's declaration into 401 or 403. */
export async function enforceAccess(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  // No route matched: the not-found handler answers 404 to everyone and reveals nothing.
  if (request.is404) return;
  const access = request.routeOptions.config.access ?? "sdr";
  if (access === "public") return;
  if (!request.actor) throw unauthorized();
  const staffOnly = access === "sdr" || (isScopeRule(access) && access.sdr === true);
  if (staffOnly && request.actor.role !== "sdr") throw forbidden("This is available to agency staff only.");
}
