import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { OnboardingSubmission } from "../../../shared/contracts/onboarding.js";
import type { AppConfig } from "../../core/config.js";
import type { Db } from "../../core/db/client.js";
import { onboardingSubmissions } from "../../core/db/schema/index.js";
import type { Mailer, MailMessage } from "../../core/mail/mailer.js";
import { loginEmailAvailable, recordInvitation } from "../accounts/index.js";
import { createSubscription } from "../billing/index.js";
import { createOnboardedCompany } from "../management/index.js";
import { addClientSeat } from "../seats/index.js";
import { invitationMail, nextStepsMail } from "./onboarding-mails.js";

/** A paid checkout, from Stripe's checkout.session.completed or from the local test checkout. */
export interface PaidCheckout {
  submissionId: string;
  checkoutSessionId: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

export type FulfilmentResult =
  | { outcome: "fulfilled"; companyId: string; campaignId: string; subscriptionId: string }
  | { outcome: "already-fulfilled"; companyId: string | null }
  | { outcome: "unknown-submission" };

export interface FulfilmentDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, "publicUrl" | "supportEmail">;
  log: FastifyBaseLogger;
}

export type Fulfil = (paid: PaidCheckout) => Promise<FulfilmentResult>;

/** Links a manager sees on the client row: where to find the company and its contact. */
function assetsOf(form: OnboardingSubmission): string | null {
  const lines = [
    ["Website", form.website],
    ["LinkedIn", form.linkedinProfile],
    ["Phone", form.phoneNumber],
    ["Calendly", form.calendlyLink],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
  return lines.length ? lines.join("\n") : null;
}

/**
 * Turns a paid onboarding into a client: the company (status Onboarding) with its campaign, the client's
 * own LinkedIn profile as the campaign's seat when the wizard collected one, an invitation to its client
 * login for the contact e-mail, the subscription, then the invitation and next-steps mails. Idempotent:
 * the submission row is locked and marked paid in the same transaction, so a replayed or concurrent
 * delivery of the same payment finds it paid and changes nothing (the subscription's unique
 * submission id backs this up). Mails go out after the commit, once.
 */
export async function fulfilCheckout(deps: FulfilmentDeps, paid: PaidCheckout): Promise<FulfilmentResult> {
  const { db, config } = deps;
  const done = await db.transaction(async (tx) => {
    const [submission] = await tx
      .select()
      .from(onboardingSubmissions)
      .where(eq(onboardingSubmissions.id, paid.submissionId))
      .for("update");
    if (!submission) return { result: { outcome: "unknown-submission" } as const, mails: [] };
    if (submission.status === "paid") {
      return {
        result: { outcome: "already-fulfilled", companyId: submission.companyId } as const,
        mails: [],
      };
    }

    // The login comes only from the mailed invitation: an account that already has this address (its
    // owner, or someone who registered it first) is never attached here.
    const loginEmail = await loginEmailAvailable(tx, submission.contactEmail);
    const { companyId, campaignId } = await createOnboardedCompany(tx, {
      companyName: submission.companyName,
      clientName: submission.fullName,
      loginEmail,
      assets: assetsOf(submission.form),
    });
    await addClientSeat(tx, {
      companyId,
      campaignId,
      companyName: submission.companyName,
      profile: submission.form.linkedinProfile,
    });
    const login = loginEmail
      ? {
          email: loginEmail,
          link: (
            await recordInvitation(tx, { role: "client", companyId }, loginEmail, {
              publicUrl: config.publicUrl,
              inviter: null,
            })
          ).link,
        }
      : null;
    const paidAt = new Date();
    const subscriptionId = await createSubscription(tx, {
      companyId,
      submissionId: submission.id,
      package: submission.package,
      startedAt: paidAt,
      checkoutSessionId: paid.checkoutSessionId,
      stripeCustomerId: paid.stripeCustomerId,
      stripeSubscriptionId: paid.stripeSubscriptionId,
    });
    await tx
      .update(onboardingSubmissions)
      .set({ status: "paid", paidAt, companyId, checkoutSessionId: paid.checkoutSessionId })
      .where(eq(onboardingSubmissions.id, submission.id));

    const context = { submission, login, publicUrl: config.publicUrl, supportEmail: config.supportEmail };
    const mails = [invitationMail(context), nextStepsMail(context)].filter(
      (mail): mail is MailMessage => mail !== null,
    );
    return {
      result: { outcome: "fulfilled", companyId, campaignId, subscriptionId } as const,
      mails,
      withoutLogin: !login,
    };
  });
  // Logged after the commit: a transaction run again after a deadlock would log it twice.
  if ("withoutLogin" in done && done.withoutLogin) {
    deps.log.warn(
      { submissionId: paid.submissionId, companyId: done.result.companyId },
      "onboarded company has no client login: its contact email already belongs to another login",
    );
  }
  for (const mail of done.mails) {
    // The payment is recorded whatever happens here; a mail that cannot be queued is logged for follow-up.
    await deps.mailer.send(mail).catch((error: unknown) => {
      deps.log.error({ err: error, to: mail.to, subject: mail.subject }, "onboarding mail not queued");
    });
  }
  return done.result;
}
