import { sessionUserSchema } from "../auth.js";
import { endpoint } from "../endpoint.js";
import { errorBodySchema } from "../errors.js";
import { acceptInvitationSchema, invitationPreviewSchema, invitationTokenSchema } from "../invitations.js";

/** The invitation page's calls: public, the link's token is the right to them (410 once it is not valid). */
export const invitationEndpoints = {
  preview: endpoint({
    method: "POST",
    path: "/api/invitations/preview",
    body: invitationTokenSchema,
    response: { 200: invitationPreviewSchema, 410: errorBodySchema },
    access: "public",
    sessionOnly: true,
    summary: "Read an invitation",
    tag: "Sign-in and profile",
  }),
  /** Signs the browser in as the invitee. */
  accept: endpoint({
    method: "POST",
    path: "/api/invitations/accept",
    body: acceptInvitationSchema,
    response: { 200: sessionUserSchema, 410: errorBodySchema },
    access: "public",
    sessionOnly: true,
    audit: "invitation.accepted",
    summary: "Accept an invitation",
    tag: "Sign-in and profile",
  }),
};
