import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { digestEndpoints as api } from "../../../shared/contracts/endpoints/digest.js";
import type { AppContext } from "../../core/context.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { escapeHtml } from "./digest-mail.js";
import { sendDigestPreview } from "./digest-sending.service.js";
import { getDigestSettings, saveDigestSettings } from "./digest-settings.service.js";
import { readUnsubscribeLink, redeemUnsubscribeLink } from "./unsubscribe.service.js";

export const UNSUBSCRIBE_PATH = "/api/digest/unsubscribe";

/** A small page of its own: the unsubscribe link is opened from a mail, outside the app. */
function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .send(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111827;line-height:1.5">
<h1 style="font-size:1.25rem">${escapeHtml(title)}</h1>
${body}
</body></html>
`);
}

const UNKNOWN_LINK =
  "<p>This unsubscribe link is not valid (any more). Use the link at the end of the latest weekly report you received.</p>";

const tokenOf = (request: FastifyRequest): string => {
  const token = (request.query as { token?: unknown }).token;
  return typeof token === "string" ? token : "";
};

/**
 * The weekly digest: its settings per company (under the campaign id), a preview mailed to the
 * signed-in manager, and each recipient's unsubscribe link (GET confirms, POST unsubscribes, also as
 * the mail client's one-click List-Unsubscribe-Post).
 */
export async function digestRoutes(app: FastifyInstance, { db, config, mailer }: AppContext) {
  registerEndpoint(app, api.get, async ({ campaign }) => getDigestSettings(campaign, db, config.timeZone));
  registerEndpoint(app, api.save, async ({ request, campaign }) =>
    saveDigestSettings(campaign, db, request.body, config.timeZone),
  );
  registerEndpoint(app, api.preview, async ({ request, campaign }) => {
    const scope = campaign;
    return sendDigestPreview(
      { actor: actingUser(request.actor), campaignId: scope.campaignId },
      db,
      mailer,
      config,
    );
  });

  // Mail clients' one-click unsubscribe posts "List-Unsubscribe=One-Click" as a form.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, body),
  );

  app.get(UNSUBSCRIBE_PATH, { config: { access: "public" } }, async (request, reply) => {
    const token = tokenOf(request);
    const link = token ? await readUnsubscribeLink(db, token) : ({ state: "unknown" } as const);
    if (link.state === "unknown") return page(reply, 404, "Link not valid", UNKNOWN_LINK);
    const who = `<strong>${escapeHtml(link.email)}</strong>`;
    const company = `<strong>${escapeHtml(link.companyName)}</strong>`;
    if (link.state === "unsubscribed") {
      return page(
        reply,
        200,
        "Already unsubscribed",
        `<p>${who} no longer gets the weekly report of ${company}.</p>`,
      );
    }
    return page(
      reply,
      200,
      "Unsubscribe from the weekly report",
      `<p>Stop sending the weekly report of ${company} to ${who}?</p>
<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">Unsubscribe</button></form>`,
    );
  });

  app.post(UNSUBSCRIBE_PATH, { config: { access: "public" } }, async (request, reply) => {
    const token = tokenOf(request);
    const used = token ? await redeemUnsubscribeLink(db, token) : ({ result: "unknown" } as const);
    if (used.result === "unknown") return page(reply, 404, "Link not valid", UNKNOWN_LINK);
    const who = `<strong>${escapeHtml(used.email ?? "")}</strong>`;
    const company = `<strong>${escapeHtml(used.companyName ?? "")}</strong>`;
    if (used.result === "used") {
      return page(
        reply,
        410,
        "Already unsubscribed",
        `<p>This link was used already: ${who} no longer gets the weekly report of ${company}.</p>`,
      );
    }
    return page(
      reply,
      200,
      "Unsubscribed",
      `<p>${who} will no longer get the weekly report of ${company}.</p>`,
    );
  });
}
