import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  DEMO_DATA,
  DEMO_SESSION_PATH,
  demoDataSchema,
  demoSessionSchema,
} from "../../shared/contracts/demo.js";
import { presentedSessionHash, setSessionCookie } from "../auth/cookie.js";
import { consumeRateLimit } from "../auth/rate-limit.js";
import { deleteSession } from "../auth/sessions.js";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";
import { startDemoSession } from "./demo-session.service.js";

export interface DemoRouteDeps {
  db: Db;
  config: AppConfig;
}

export async function demoRoutes(app: FastifyInstance, { db, config }: DemoRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/demo/data",
    { config: { access: "public" }, schema: { response: { 200: demoDataSchema } } },
    async () => DEMO_DATA,
  );

  // Every visitor of the Interactive Demo signs in as the same read-only account: its own per-IP limit,
  // apart from the sign-in limits (which count per e-mail too), and a short session.
  r.post(
    DEMO_SESSION_PATH,
    { config: { access: "public" }, schema: { response: { 200: demoSessionSchema } } },
    async (request, reply) => {
      const { perIp, windowSeconds, sessionDays } = config.demo;
      await consumeRateLimit(db, `demo:ip:${request.ip}`, perIp, windowSeconds);
      const { token, user } = await startDemoSession(db, sessionDays);
      // The session the browser held before ends (rotation, as on sign-in).
      const previous = presentedSessionHash(request, config.cookieSecure);
      if (previous) await deleteSession(db, previous);
      setSessionCookie(reply, token, { secure: config.cookieSecure, days: sessionDays });
      return user;
    },
  );
}
