import { INVITATION_VALID_DAYS, VERIFICATION_VALID_DAYS } from "../../../shared/contracts/invitations.js";
import type { MailMessage } from "../../core/mail/mailer.js";

export interface InvitationMailInput {
  to: string;
  role: "client" | "sdr";
  companyName: string | null;
  inviterName: string | null;
  link: string;
}

export const INVITATION_SUBJECT = "You are invited to Outreach Desk";

export function invitationMail({
  to,
  role,
  companyName,
  inviterName,
  link,
}: InvitationMailInput): MailMessage {
  const what =
    role === "sdr"
      ? "join the agency's team on Outreach Desk as an SDR"
      : `see the outreach campaign of ${companyName ?? "your company"} on Outreach Desk`;
  return {
    to,
    subject: INVITATION_SUBJECT,
    text: [
      `${inviterName ?? "Your account manager"} invited you to ${what}.`,
      "",
      `Accept the invitation here: ${link}`,
      "",
      `The link is for ${to} only, works once and expires in ${INVITATION_VALID_DAYS} days. If you already have an Outreach Desk account with this address, sign in with it on that page to accept. If you did not expect this e-mail, ignore it.`,
    ].join("\n"),
  };
}

export const VERIFICATION_SUBJECT = "Confirm your e-mail address for Outreach Desk";

export function verificationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: VERIFICATION_SUBJECT,
    text: [
      "Please confirm that this is your e-mail address for Outreach Desk:",
      "",
      link,
      "",
      `The link expires in ${VERIFICATION_VALID_DAYS} days. If you did not create an account, ignore this e-mail: nothing happens without the link.`,
    ].join("\n"),
  };
}

export const EMAIL_CHANGED_SUBJECT = "The e-mail address of your Outreach Desk account was changed";

/** Sent to the old address, so an owner whose account was taken over learns of it. */
export function emailChangedMail(oldEmail: string, newEmail: string, supportEmail: string): MailMessage {
  return {
    to: oldEmail,
    subject: EMAIL_CHANGED_SUBJECT,
    text: [
      `The e-mail address of your Outreach Desk account was changed from ${oldEmail} to ${newEmail}.`,
      "",
      `If you did not do this, write to ${supportEmail} at once.`,
    ].join("\n"),
  };
}
