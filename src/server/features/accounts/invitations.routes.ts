import type { FastifyInstance, FastifyRequest } from "fastify";
import { invitationEndpoints as api } from "../../../shared/contracts/endpoints/invitations.js";
import { type Actor, toSessionUser } from "../../core/access/actor.js";
import { presentedSessionHash } from "../../core/access/cookie.js";
import { attemptSource, startSession } from "../../core/access/session-start.js";
import { findActorBySession } from "../../core/access/sessions.js";
import type { AppContext } from "../../core/context.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { limitPerIp } from "./auth.service.js";
import { acceptInvitation, previewInvitation } from "./invitation-accept.service.js";

/**
 * The invitation page's calls. Public: the link's token is the right to them. A browser that is
 * signed in is looked up too, since its owner may accept with the account it is signed in as.
 */
export async function invitationRoutes(app: FastifyInstance, { db, config }: AppContext) {
  async function signedInAs(request: FastifyRequest): Promise<Actor | null> {
    const hash = presentedSessionHash(request, config.cookieSecure);
    return hash ? ((await findActorBySession(db, hash))?.actor ?? null) : null;
  }
  const limitLinkUse = (request: FastifyRequest) =>
    limitPerIp(db, config.authRateLimit, "invitation", request.ip);

  registerEndpoint(app, api.preview, async ({ request }) => {
    await limitLinkUse(request);
    return previewInvitation(db, request.body.token, await signedInAs(request));
  });

  registerEndpoint(app, api.accept, async ({ request, reply }) => {
    await limitLinkUse(request);
    const accepted = await acceptInvitation(db, request.body, {
      config,
      actor: await signedInAs(request),
      ...attemptSource(request, config),
    });
    await startSession(db, config, request, reply, accepted.token, accepted.userId);
    return toSessionUser(accepted.actor);
  });
}
