import { sessionUserSchema } from "../auth.js";
import { endpoint } from "../endpoint.js";
import { acceptInvitationSchema, invitationPreviewSchema, invitationTokenSchema } from "../invitations.js";

/** The invitation page's calls: public, the link's token is the right to them. */
export const invitationEndpoints = {
  preview: endpoint({
    method: "POST",
    path: "/api/invitations/preview",
    body: invitationTokenSchema,
    response: { 200: invitationPreviewSchema },
  }),
  /** Signs the browser in as the invitee. */
  accept: endpoint({
    method: "POST",
    path: "/api/invitations/accept",
    body: acceptInvitationSchema,
    response: { 200: sessionUserSchema },
  }),
};
