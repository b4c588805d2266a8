/** What the accounts feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { authRoutes } from "./auth.routes.js";
import { invitationRoutes } from "./invitations.routes.js";
import { deleteExpiredSecondFactorSteps } from "./pending-sign-in.js";
import { publicConfigRoutes } from "./public-config.routes.js";
import { deleteExpiredSignInLinks } from "./sign-in-link.service.js";

export {
  assertInvitable,
  type InvitationTarget,
  type Invite,
  type Inviting,
  invitationStatuses,
  loginEmailAvailable,
  recordInvitation,
  revokeInvitations,
  withInvitations,
} from "./invitations.service.js";
export {
  assertEmailNotInvited,
  assertLoginEmailFree,
  changeLoginEmail,
  changeLoginName,
  createLogin,
  endAllSessions,
  findCompanyLogin,
  setLoginPassword,
} from "./logins.service.js";
export { clearSecondFactor } from "./second-factor.service.js";

export const accountsFeature: ServerFeature = {
  name: "accounts",
  routes: [authRoutes, invitationRoutes, publicConfigRoutes],
  pruneExpired: async (db) => ({
    signInLinks: await deleteExpiredSignInLinks(db),
    secondFactorSteps: await deleteExpiredSecondFactorSteps(db),
  }),
};
