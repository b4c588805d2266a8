import { z } from "zod";
import {
  calendlyBookingParamsSchema,
  calendlyBookingSchema,
  calendlyBookingsSchema,
  calendlyCompanyParamsSchema,
  calendlyCompanySchema,
  calendlyMatchSchema,
  calendlySigningKeySchema,
} from "../calendly.js";
import { endpoint } from "../endpoint.js";

/**
 * Meetings from Calendly, for agency staff signed in (never an API key): each company's signing key and
 * inbound address, and the bookings that matched no prospect. The inbound webhook itself is not a JSON
 * call of the app: it reads Calendly's raw body (server/calendly/calendly-webhook.routes.ts).
 */
export const calendlyEndpoints = {
  companies: endpoint({
    method: "GET",
    path: "/api/calendly/companies",
    response: { 200: z.array(calendlyCompanySchema) },
    access: "manager",
    sessionOnly: true,
    summary: "Companies and their Calendly set-up",
    tag: "Calendly",
  }),
  setKey: endpoint({
    method: "PUT",
    path: "/api/calendly/companies/:companyId/signing-key",
    params: calendlyCompanyParamsSchema,
    body: calendlySigningKeySchema,
    response: { 200: calendlyCompanySchema },
    access: "manager",
    sessionOnly: true,
    audit: "calendly.key_saved",
    summary: "Set a company's Calendly signing key",
    tag: "Calendly",
  }),
  removeKey: endpoint({
    method: "DELETE",
    path: "/api/calendly/companies/:companyId/signing-key",
    params: calendlyCompanyParamsSchema,
    response: { 200: calendlyCompanySchema },
    access: "manager",
    sessionOnly: true,
    audit: "calendly.key_removed",
    summary: "Remove a company's Calendly signing key",
    tag: "Calendly",
  }),
  bookings: endpoint({
    method: "GET",
    path: "/api/calendly/companies/:companyId/bookings",
    params: calendlyCompanyParamsSchema,
    response: { 200: calendlyBookingsSchema },
    access: "manager",
    sessionOnly: true,
    summary: "A company's unmatched bookings",
    tag: "Calendly",
  }),
  match: endpoint({
    method: "POST",
    path: "/api/calendly/companies/:companyId/bookings/:bookingId/match",
    params: calendlyBookingParamsSchema,
    body: calendlyMatchSchema,
    response: { 200: calendlyBookingSchema },
    access: "manager",
    sessionOnly: true,
    summary: "Match a booking to a prospect",
    tag: "Calendly",
  }),
  dismiss: endpoint({
    method: "POST",
    path: "/api/calendly/companies/:companyId/bookings/:bookingId/dismiss",
    params: calendlyBookingParamsSchema,
    response: { 200: calendlyBookingSchema },
    access: "manager",
    sessionOnly: true,
    summary: "Dismiss a booking",
    tag: "Calendly",
  }),
};
