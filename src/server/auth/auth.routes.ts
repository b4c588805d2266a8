import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionUserSchema,
  updateProfileRequestSchema,
} from "../../shared/contracts/auth.js";
import { messageResponseSchema } from "../../shared/contracts/common.js";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";
import { unauthorized } from "../http/errors.js";
import type { Mailer } from "../mail/mailer.js";
import { type Actor, toSessionUser } from "./actor.js";
import {
  changePassword,
  limitAuthAttempts,
  login,
  register,
  type SignedIn,
  updateProfile,
} from "./auth.service.js";
import { clearSessionCookie, presentedSessionHash, setSessionCookie } from "./cookie.js";
import { requestPasswordReset, resetPassword } from "./password-reset.service.js";
import { consumeRateLimit } from "./rate-limit.js";
import { deleteSession } from "./sessions.js";

export interface AuthRouteDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
}

function signedInActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

export async function authRoutes(app: FastifyInstance, { db, config, mailer }: AuthRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = { secure: config.cookieSecure, days: config.sessionDays };

  /** Starts the new session and ends the one the browser held before (rotation on login). */
  async function startSession(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
    const previous = presentedSessionHash(request);
    if (previous) await deleteSession(db, previous);
    setSessionCookie(reply, signedIn.token, cookieOptions);
    return toSessionUser(signedIn.actor);
  }

  r.post(
    "/api/auth/login",
    {
      config: { access: "public" },
      schema: { body: loginRequestSchema, response: { 200: sessionUserSchema } },
    },
    async (request, reply) => {
      await limitAuthAttempts(db, config.authRateLimit, "login", request.ip, request.body.email);
      return startSession(request, reply, await login(db, config, request.body));
    },
  );

  r.post(
    "/api/auth/register",
    {
      config: { access: "public" },
      schema: { body: registerRequestSchema, response: { 201: sessionUserSchema } },
    },
    async (request, reply) => {
      await limitAuthAttempts(db, config.authRateLimit, "register", request.ip, request.body.email);
      const user = await startSession(request, reply, await register(db, config, request.body));
      return reply.code(201).send(user);
    },
  );

  r.post("/api/auth/logout", { config: { access: "public" } }, async (request, reply) => {
    const hash = presentedSessionHash(request);
    if (hash) await deleteSession(db, hash);
    clearSessionCookie(reply, config.cookieSecure);
    return reply.code(204).send();
  });

  r.get(
    "/api/auth/me",
    { config: { access: "user" }, schema: { response: { 200: sessionUserSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return toSessionUser(signedInActor(request));
    },
  );

  r.patch(
    "/api/auth/me",
    {
      config: { access: "user" },
      schema: { body: updateProfileRequestSchema, response: { 200: sessionUserSchema } },
    },
    async (request) => toSessionUser(await updateProfile(db, signedInActor(request), request.body)),
  );

  r.post(
    "/api/auth/change-password",
    {
      config: { access: "user" },
      schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await changePassword(db, signedInActor(request), request.sessionHash, request.body);
      return { message: "Password changed. Your other sessions have been signed out." };
    },
  );

  r.post(
    "/api/auth/forgot-password",
    {
      config: { access: "public" },
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await limitAuthAttempts(db, config.authRateLimit, "forgot", request.ip, request.body.email);
      return { message: await requestPasswordReset(db, mailer, config.publicUrl, request.body.email) };
    },
  );

  r.post(
    "/api/auth/reset-password",
    {
      config: { access: "public" },
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      // Per IP only: the request names no account, and one shared key would let anyone block every reset.
      const { perIp, windowSeconds } = config.authRateLimit;
      await consumeRateLimit(db, `reset:ip:${request.ip}`, perIp, windowSeconds);
      await resetPassword(db, request.body);
      return { message: "Your password has been reset. Sign in with your new password." };
    },
  );
}
