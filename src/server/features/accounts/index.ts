/** What the accounts feature offers the rest of the server. */
export {
  assertInvitable,
  type InvitationTarget,
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
