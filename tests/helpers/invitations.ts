import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "../../src/server/core/db/client.js";
import type { AcceptInvitationRequest } from "../../src/shared/contracts/invitations.js";
import { linkTokenIn } from "./mail.js";

/**
 * The token of the newest invitation link mailed to an address. `mails`: how many mails to that
 * address to wait for first (a resend, or a registration that re-mails the link after its answer).
 */
export function invitationLinkFor(db: Db, email: string, mails = 1): Promise<string> {
  return linkTokenIn(db, email, "/invitation", mails);
}

/** Accepts an invitation through the API, as the invitation page does; the test inspects the answer. */
export function acceptInvitation(
  app: FastifyInstance,
  token: string,
  body: Omit<AcceptInvitationRequest, "token"> = {},
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/invitations/accept",
    payload: { ...body, token },
    ...(cookie ? { headers: { cookie } } : {}),
  });
}
