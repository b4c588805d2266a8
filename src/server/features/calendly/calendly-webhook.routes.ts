import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CALENDLY_SIGNATURE_REFUSED,
  type CalendlyReceipt,
  calendlyEnvelopeSchema,
  calendlyInviteeSchema,
  calendlyReceiptSchema,
} from "../../../shared/contracts/calendly.js";
import { consumeRateLimit } from "../../core/access/rate-limit.js";
import type { Db } from "../../core/db/client.js";
import { changes, recordChanges } from "../../core/events/changes.js";
import { badRequest, fieldError, unauthorized } from "../../core/http/errors.js";
import { findNul, nulError, nulMessage } from "../../core/http/nul-characters.js";
import { receiveInviteeEvent } from "./calendly-inbound.service.js";
import { inviteeRecord } from "./calendly-invitee.js";
import { inboundTarget } from "./calendly-settings.service.js";
import { isValidCalendlySignature } from "./calendly-signature.js";

export interface CalendlyWebhookDeps {
  db: Db;
  timeZone: string;
  /**
   * Calls per client address per minute: Calendly sends from few addresses for every company, so the
   * limit is generous; it stops anyone sending unsigned calls in bulk.
   */
  perIpPerMinute: number;
}

/** A part of the event checked against its schema; a 400 naming the first field that does not fit. */
function parseField<T>(schema: z.ZodType<T>, value: unknown, prefix: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join(".");
  throw fieldError(field || "body", issue?.message ?? "is not valid");
}

/** The JSON event; 400 for text that is not JSON, or that holds a NUL character (no column can). */
function parseJson(body: Buffer): unknown {
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    throw badRequest("The body must be Calendly's JSON event.");
  }
  const nul = findNul(value);
  if (nul) {
    const field = nul.path.join(".");
    throw nulError(nulMessage(field || "The request body"), field || undefined);
  }
  return value;
}

/** Checked when a company has no key, so that the answer takes as long as a wrong signature's. */
const NO_KEY = "no key: every signature is refused";

/**
 * POST /api/calendly/:companyId/webhook: Calendly's invitee.created and invitee.canceled events for
 * one company, trusted only with a valid Calendly-Webhook-Signature for that company's signing key. The
 * signature covers the exact bytes sent, so this plugin reads JSON raw.
 */
export async function calendlyWebhookRoutes(
  app: FastifyInstance,
  { db, timeZone, perIpPerMinute }: CalendlyWebhookDeps,
) {
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
        consumeRateLimit(db, `calendly-webhook:ip:${request.ip}`, perIpPerMinute, 60),
    },
    async (request): Promise<CalendlyReceipt> => {
      const { companyId } = request.params;
      const target = await inboundTarget(db, companyId);
      const header = request.headers["calendly-webhook-signature"];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = typeof header === "string" ? header : undefined;
      const signed = isValidCalendlySignature(signature, body, target?.signingKey ?? NO_KEY);
      if (!target || !signed) throw unauthorized(CALENDLY_SIGNATURE_REFUSED);
      const envelope = parseField(calendlyEnvelopeSchema, parseJson(body), "");
      if (envelope.event !== "invitee.created" && envelope.event !== "invitee.canceled") {
        return { received: true, outcome: "ignored" };
      }
      const invitee = inviteeRecord(parseField(calendlyInviteeSchema, envelope.payload, "payload"));
      const inbound = { companyId, campaignId: target.campaignId };
      const outcome = await receiveInviteeEvent(db, envelope.event, inbound, invitee, timeZone);
      request.log.info({ companyId, event: envelope.event, outcome }, "calendly webhook");
      if (outcome === "matched" || outcome === "rescheduled" || outcome === "reverted") {
        recordChanges(request, [
          changes.prospects(target.campaignId),
          changes.conversations(target.campaignId),
        ]);
      }
      return { received: true, outcome };
    },
  );
}
