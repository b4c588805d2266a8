import { INVITATION_VALID_DAYS } from "../../../shared/contracts/invitations.js";
import { packageById } from "../../../shared/contracts/onboarding.js";
import type { MailMessage } from "../../core/mail/mailer.js";
import type { SubmissionRow } from "./submissions.service.js";

export interface MailContext {
  submission: Pick<SubmissionRow, "fullName" | "companyName" | "contactEmail" | "package">;
  /** The invitation mailed to the contact e-mail for the company's login; null when it could not be. */
  login: { email: string; link: string } | null;
  publicUrl: string;
  supportEmail: string;
}

export const NEXT_STEPS_SUBJECT = "Your campaign is being set up: next steps within 24 hours";
export const INVITATION_SUBJECT = "Your Outreach Desk dashboard is ready: accept your invitation";

/**
 * The invitation to the new company's client login. Opening it proves the contact owns the address:
 * a new login is made there, or an existing account of that address is signed in to and claims it.
 */
export function invitationMail({ submission, login }: MailContext): MailMessage | null {
  if (!login) return null;
  return {
    to: login.email,
    subject: INVITATION_SUBJECT,
    text: [
      `Hi ${submission.fullName},`,
      "",
      `Your client dashboard for ${submission.companyName} is ready. Open this link to set your password and sign in as ${login.email}:`,
      "",
      login.link,
      "",
      "If you already have an Outreach Desk account with this address, sign in with it on that page and the campaign is added to it.",
      "",
      `The link is for you only, works once and expires in ${INVITATION_VALID_DAYS} days. If it has expired, reply to this e-mail and we will send a new one.`,
    ].join("\n"),
  };
}

function loginLine({ login, supportEmail }: MailContext): string {
  if (login) {
    return "We have sent you a separate e-mail with a link to your client dashboard: open it to set your password.";
  }
  return `Your account manager will set up your dashboard login; write to ${supportEmail} if you have not heard from us within a day.`;
}

/** The "next steps within 24 hours" mail the success page promises (spec "Payment success"). */
export function nextStepsMail(context: MailContext): MailMessage {
  const { submission, supportEmail } = context;
  const item = packageById(submission.package);
  return {
    to: submission.contactEmail,
    subject: NEXT_STEPS_SUBJECT,
    text: [
      `Hi ${submission.fullName},`,
      "",
      `Thank you for your payment. The ${item.label} campaign of ${submission.companyName} (${item.summary}) is being set up.`,
      "",
      "Your next steps within 24 hours:",
      "1. Setup begins immediately.",
      "2. A dedicated SDR is assigned to your campaign within 4 hours.",
      "3. Prospect research and targeting: we build your list of ideal prospects from your answers.",
      "4. First outreach within 24 hours.",
      "",
      loginLine(context),
      "",
      `You can cancel at any time by submitting the cancellation form. Questions? Write to ${supportEmail}.`,
    ].join("\n"),
  };
}
