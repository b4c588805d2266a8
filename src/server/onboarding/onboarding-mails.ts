import { packageById } from "../../shared/contracts/onboarding.js";
import { type ClientLoginGrant, INVITATION_VALID_DAYS } from "../auth/invitations.service.js";
import type { MailMessage } from "../mail/mailer.js";
import type { SubmissionRow } from "./submissions.service.js";

export interface MailContext {
  submission: Pick<SubmissionRow, "fullName" | "companyName" | "contactEmail" | "package">;
  login: ClientLoginGrant | null;
  publicUrl: string;
  supportEmail: string;
}

export const NEXT_STEPS_SUBJECT = "Your campaign is being set up: next steps within 24 hours";
export const INVITATION_SUBJECT = "Set your Outreach Desk password";

/** The set-password mail of a new client login; nothing when no new login was created. */
export function invitationMail({ submission, login, publicUrl }: MailContext): MailMessage | null {
  if (login?.kind !== "invited") return null;
  return {
    to: login.email,
    subject: INVITATION_SUBJECT,
    text: [
      `Hi ${submission.fullName},`,
      "",
      `Your client dashboard for ${submission.companyName} is ready. Sign in with ${login.email}.`,
      "",
      `Choose your password here: ${login.setPasswordLink}`,
      "",
      `The link works once and expires in ${INVITATION_VALID_DAYS} days. If it has expired, use "Forgot password" on ${publicUrl}/login to get a new one.`,
    ].join("\n"),
  };
}

function loginLine({ login, publicUrl, supportEmail }: MailContext): string {
  if (login?.kind === "invited") {
    return "We have sent you a separate email with a link to set the password of your client dashboard.";
  }
  if (login?.kind === "linked") {
    return `Your existing login ${login.email} now opens your campaign's dashboard: sign in at ${publicUrl}/login.`;
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
