import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "./errors.js";

/**
 * Who may call a route, declared when it is registered:
 * - public: anyone;
 * - user: any signed-in user;
 * - sdr: signed-in agency staff;
 * - campaign: a signed-in user whose company owns the campaign the route touches, or an SDR.
 *   The route's service checks the ownership and answers 404 for another company's ids.
 */
export type Access = "public" | "user" | "sdr" | "campaign";
export const ACCESS_LEVELS: readonly Access[] = ["public", "user", "sdr", "campaign"];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

/** Collects every route with its declared access; refuses to register a route without one. */
export function trackRouteAccess(app: FastifyInstance, registered: RegisteredRoute[]): void {
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      registered.push({ method, url: route.url, access });
    }
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${methods.join(",")} ${route.url} must declare config.access`);
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
  if (access === "sdr" && request.actor.role !== "sdr")
    throw forbidden("This is available to agency staff only.");
}
