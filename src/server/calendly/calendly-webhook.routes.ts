import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CALENDLY_SIGNATURE_REFUSED,
  type CalendlyReceipt,
  calendlyEnvelopeSchema,
  calendlyInviteeSchema,
  calendlyReceiptSchema,
} from "../../shared/contracts/calendly.js";
import { consumeRateLimit } from "../auth/rate-limit.js";
import type { Db } from "../db/client.js";
import { announce } from "../events/live-notices.js";
import { badRequest, fieldError, unauthorized } from "../http/errors.js";
import { receiveInviteeCanceled, receiveInviteeCreated } from "./calendly-inbound.service.js";
import { inviteeRecord } from "./calendly-invitee.js";
import { inboundTarget } from "./calendly-settings.service.js";
import { isValidCalendlySignature } from "./calendly-signature.js";

/**
 * Inbound calls per IP address in a window: Calendly sends from few addresses for every company, so the
 * limit is generous; it stops anyone sending unsigned calls in bulk.
 */
export const CALENDLY_WEBHOOK_RATE_LIMIT = { perIp: 600, windowSeconds: 60 };

export interface CalendlyWebhookDeps {
  db: Db;
  timeZone: string;
}

/** The JSON body, checked against a schema; a 400 naming the first field that does not fit. */
function parseField<T>(schema: z.ZodType<T>, value: unknown, prefix: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join(".");
  throw fieldError(field || "body", issue?.message ?? "is not valid");
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw badRequest("The body must be Calendly's JSON event.");
  }
}

/**
 * POST /api/calendly/:companyId/webhook: Calendly's invitee.created and invitee.canceled events for
 * one company, trusted only with a valid Calendly-Webhook-Signature for that company's signing key. The
 * signature covers the exact bytes sent, so this plugin reads JSON raw.
 */
export async function calendlyWebhookRoutes(app: FastifyInstance, { db, timeZone }: CalendlyWebhookDeps) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/calendly/:companyId/webhook",
    {
      config: { access: "public", skipOriginCheck: true },
      // Any text: a malformed id is refused like an unknown company, never with a validation error.
      schema: { params: z.object({ companyId: z.string() }), response: { 200: calendlyReceiptSchema } },
      // Counted before anything is looked at, so unsigned and malformed calls count too.
      preValidation: (request) =>
        consumeRateLimit(
          db,
          `calendly-webhook:ip:${request.ip}`,
          CALENDLY_WEBHOOK_RATE_LIMIT.perIp,
          CALENDLY_WEBHOOK_RATE_LIMIT.windowSeconds,
        ),
    },
    async (request): Promise<CalendlyReceipt> => {
      const { companyId } = request.params;
      const target = await inboundTarget(db, companyId);
      const signature = request.headers["calendly-webhook-signature"];
      const body = Buffer.isBuffer(request.body) ? request.body : null;
      if (
        !target ||
        !body ||
        !isValidCalendlySignature(
          typeof signature === "string" ? signature : undefined,
          body,
          target.signingKey,
        )
      ) {
        throw unauthorized(CALENDLY_SIGNATURE_REFUSED);
      }
      const envelope = parseField(calendlyEnvelopeSchema, parseJson(body), "");
      if (envelope.event !== "invitee.created" && envelope.event !== "invitee.canceled") {
        return { received: true, outcome: "ignored" };
      }
      const invitee = inviteeRecord(parseField(calendlyInviteeSchema, envelope.payload, "payload"));
      const inbound = { companyId, campaignId: target.campaignId };
      const outcome =
        envelope.event === "invitee.created"
          ? await receiveInviteeCreated(db, inbound, invitee, timeZone)
          : await receiveInviteeCanceled(db, inbound, invitee, timeZone);
      request.log.info({ companyId, event: envelope.event, outcome }, "calendly webhook");
      if (outcome === "matched" || outcome === "rescheduled" || outcome === "reverted") {
        announce(request, "prospects", target.campaignId);
        announce(request, "conversations", target.campaignId);
      }
      return { received: true, outcome };
    },
  );
}
