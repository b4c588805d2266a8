import type { FastifyInstance } from "fastify";
import { DEMO_DATA } from "../../../shared/contracts/demo.js";
import { demoEndpoints as api } from "../../../shared/contracts/endpoints/demo.js";
import { presentedSessionHash, setSessionCookie } from "../../core/access/cookie.js";
import { consumeRateLimit } from "../../core/access/rate-limit.js";
import { deleteSession } from "../../core/access/sessions.js";
import type { AppContext } from "../../core/context.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { startDemoSession } from "./demo-session.service.js";

export async function demoRoutes(app: FastifyInstance, { db, config }: AppContext) {
  registerEndpoint(app, api.data, async () => DEMO_DATA);

  // Every visitor of the Interactive Demo signs in as the same read-only account: its own per-IP limit,
  // apart from the sign-in limits (which count per e-mail too), and a short session.
  registerEndpoint(app, api.session, async ({ request, reply }) => {
    const { perIp, windowSeconds, sessionDays } = config.demo;
    await consumeRateLimit(db, `demo:ip:${request.ip}`, perIp, windowSeconds);
    const { token, user } = await startDemoSession(db, sessionDays);
    // The session the browser held before ends (rotation, as on sign-in).
    const previous = presentedSessionHash(request, config.cookieSecure);
    if (previous) await deleteSession(db, previous);
    setSessionCookie(reply, token, { secure: config.cookieSecure, days: sessionDays });
    return user;
  });
}
