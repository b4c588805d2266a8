import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionUserSchema } from "../../shared/contracts/auth.js";
import {
  acceptInvitationSchema,
  invitationPreviewSchema,
  invitationTokenSchema,
} from "../../shared/contracts/invitations.js";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";
import { type Actor, toSessionUser } from "./actor.js";
import { limitPerIp } from "./auth.service.js";
import { presentedSessionHash } from "./cookie.js";
import { acceptInvitation, previewInvitation } from "./invitation-accept.service.js";
import { attemptSource, startSession } from "./session-start.js";
import { findActorBySession } from "./sessions.js";

/**
 * The invitation page's calls. Public: the link's token is the right to them. A browser that is
 * signed in is looked up too, since its owner may accept with the account it is signed in as.
 */
export async function invitationRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function signedInAs(request: FastifyRequest): Promise<Actor | null> {
    const hash = presentedSessionHash(request, config.cookieSecure);
    return hash ? ((await findActorBySession(db, hash))?.actor ?? null) : null;
  }
  const limitLinkUse = (request: FastifyRequest) =>
    limitPerIp(db, config.authRateLimit, "invitation", request.ip);

  r.post(
    "/api/invitations/preview",
    {
      config: { access: "public" },
      schema: { body: invitationTokenSchema, response: { 200: invitationPreviewSchema } },
    },
    async (request) => {
      await limitLinkUse(request);
      return previewInvitation(db, request.body.token, await signedInAs(request));
    },
  );

  r.post(
    "/api/invitations/accept",
    {
      config: { access: "public" },
      schema: { body: acceptInvitationSchema, response: { 200: sessionUserSchema } },
    },
    async (request, reply) => {
      await limitLinkUse(request);
      const accepted = await acceptInvitation(db, request.body, {
        config,
        actor: await signedInAs(request),
        ...attemptSource(request, config),
      });
      await startSession(db, config, request, reply, accepted.token, accepted.userId);
      return toSessionUser(accepted.actor);
    },
  );
}
