import type { FastifyInstance } from "fastify";
import { calendlyEndpoints as api } from "../../../shared/contracts/endpoints/calendly.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { dismissBooking, listBookings, matchBooking } from "./calendly-bookings.service.js";
import {
  listCalendlyCompanies,
  loadCalendlyCompany,
  removeSigningKey,
  setSigningKey,
} from "./calendly-settings.service.js";
import { calendlyWebhookRoutes } from "./calendly-webhook.routes.js";

/** Meetings booked through Calendly: each company's inbound webhook, its signing key, unmatched bookings. */
export async function calendlyRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const { publicUrl, timeZone } = config;
  // Its own plugin: it reads JSON bodies raw, for the signature.
  await app.register(calendlyWebhookRoutes, {
    db,
    timeZone,
    perIpPerMinute: config.calendlyWebhookRateLimitPerMinute,
  });

  registerEndpoint(app, api.companies, async () => listCalendlyCompanies(db, publicUrl));

  registerEndpoint(app, api.setKey, async ({ request }) =>
    setSigningKey(
      actingUser(request.actor),
      db,
      request.params.companyId,
      request.body.signingKey,
      publicUrl,
    ),
  );

  registerEndpoint(app, api.removeKey, async ({ request }) =>
    removeSigningKey(db, request.params.companyId, publicUrl),
  );

  registerEndpoint(app, api.bookings, async ({ request }) => {
    const company = await loadCalendlyCompany(db, request.params.companyId, publicUrl);
    return listBookings(db, company.companyId);
  });

  registerEndpoint(app, api.match, async ({ request }) => {
    const company = await loadCalendlyCompany(db, request.params.companyId, publicUrl);
    const booking = await matchBooking(
      actingUser(request.actor),
      db,
      company,
      request.params.bookingId,
      request.body.prospectId,
      timeZone,
    );
    return changed(booking, [
      changes.prospects(company.campaignId),
      changes.conversations(company.campaignId),
    ]);
  });

  registerEndpoint(app, api.dismiss, async ({ request }) => {
    const company = await loadCalendlyCompany(db, request.params.companyId, publicUrl);
    return dismissBooking(db, company.companyId, request.params.bookingId);
  });
}
