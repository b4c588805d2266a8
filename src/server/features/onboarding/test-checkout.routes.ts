import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../../core/db/client.js";
import { changes, recordChanges } from "../../core/events/changes.js";
import { type PaymentMode, paymentsOffMessage } from "./checkout.service.js";
import type { Fulfil } from "./fulfilment.service.js";
import { findSubmissionByCheckout } from "./submissions.service.js";
import { renderMessagePage, renderTestCheckoutPage } from "./test-checkout.page.js";

export interface TestCheckoutDeps {
  db: Db;
  /** Only "test-checkout" serves these pages: with Stripe they answer 404, while payments are off 503. */
  mode: PaymentMode;
  supportEmail: string;
  fulfil: Fulfil;
}

type TokenParams = { Params: { token: string } };

function html(reply: FastifyReply, status: number, body: string) {
  return (
    reply
      .code(status)
      .header("cache-control", "no-store")
      // "same-origin": the token in the URL never leaves the site, yet the forms still send their Origin.
      .header("referrer-policy", "same-origin")
      .type("text/html; charset=utf-8")
      .send(body)
  );
}

const START_AGAIN = { href: "/?onboarding=true", label: "Start again" };

/**
 * The local test checkout, used when STRIPE_SECRET_KEY is not set: a server-rendered order summary
 * whose Pay button runs the same fulfilment as Stripe's webhook. No script: two plain forms post here.
 */
export async function testCheckoutRoutes(
  app: FastifyInstance,
  { db, mode, supportEmail, fulfil }: TestCheckoutDeps,
) {
  // The forms post url-encoded bodies, which nothing else in the app accepts; they carry no fields.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, _body, done) => done(null, {}),
  );
  const config = { access: "public" as const, sessionOnly: true };

  async function checkoutOrReply(token: string, reply: FastifyReply) {
    if (mode !== "test-checkout") {
      const [status, message] =
        mode === "stripe"
          ? [404, "This server takes real payments, so its test checkout is switched off."]
          : [503, `${paymentsOffMessage(supportEmail)} Nothing has been charged.`];
      await html(
        reply,
        status,
        renderMessagePage("Test checkout is off", message, { href: "/", label: "Back to Home" }, false),
      );
      return null;
    }
    const submission = await findSubmissionByCheckout(db, token);
    if (!submission) {
      await html(
        reply,
        404,
        renderMessagePage(
          "Checkout not found",
          "This test checkout link is unknown or was replaced by a newer one. Nothing has been charged.",
          START_AGAIN,
        ),
      );
      return null;
    }
    return submission;
  }

  app.get<TokenParams>("/checkout/test/:token", { config }, async (request, reply) => {
    const submission = await checkoutOrReply(request.params.token, reply);
    if (!submission) return reply;
    if (submission.status === "paid") {
      return html(
        reply,
        200,
        renderMessagePage("Already paid", "This order has been paid.", {
          href: "/success",
          label: "Continue",
        }),
      );
    }
    return html(reply, 200, renderTestCheckoutPage(request.params.token, submission));
  });

  app.post<TokenParams>("/checkout/test/:token/pay", { config }, async (request, reply) => {
    const submission = await checkoutOrReply(request.params.token, reply);
    if (!submission) return reply;
    await fulfil({
      submissionId: submission.id,
      checkoutSessionId: request.params.token,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    });
    recordChanges(request, [changes.management()]);
    return reply.redirect(`/success?session_id=${encodeURIComponent(request.params.token)}`, 303);
  });

  app.post<TokenParams>("/checkout/test/:token/cancel", { config }, async (request, reply) => {
    const submission = await checkoutOrReply(request.params.token, reply);
    if (!submission) return reply;
    return reply.redirect(submission.status === "paid" ? "/success" : "/cancel", 303);
  });
}
