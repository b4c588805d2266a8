import { z } from "zod";
import { clientUserSchema } from "./auth.js";

/** The demo company; the onboarding Launch button shows only for its client account. */
export const DEMO_COMPANY_NAME = "Northwind Demo Co";
export const DEMO_CLIENT_EMAIL = "demo@outreachdesk.app";
/** Public on purpose: anyone may sign in with it. The account is read-only. */
export const DEMO_CLIENT_PASSWORD = "demo-outreach-desk";

/**
 * POST /api/demo/session (no body): the landing page's Interactive Demo. Signs the browser in as the
 * demo client for a short session and answers that user, with the demo campaign's id.
 */
export const DEMO_SESSION_PATH = "/api/demo/session";
export const demoSessionSchema = clientUserSchema;
export type DemoSession = z.infer<typeof demoSessionSchema>;
export const DEMO_UNAVAILABLE_MESSAGE = "The demo is not available on this server.";

export const demoConnectionSchema = z.object({
  name: z.string(),
  title: z.string(),
  company: z.string(),
  status: z.enum(["Connected", "Replied", "Meeting Booked"]),
});

export const demoDataSchema = z.object({
  totalProspects: z.number(),
  connected: z.number(),
  meetingsBooked: z.number(),
  responseRate: z.number(),
  connectionRate: z.number(),
  meetingConversion: z.number(),
  recentConnections: z.array(demoConnectionSchema),
});
export type DemoData = z.infer<typeof demoDataSchema>;
export type DemoConnection = z.infer<typeof demoConnectionSchema>;

export const DEMO_DATA: DemoData = {
  totalProspects: 100,
  connected: 23,
  meetingsBooked: 8,
  responseRate: 34,
  connectionRate: 23,
  meetingConversion: 8,
  recentConnections: [
    { name: "Sarah Chen", title: "VP of Sales", company: "Brightline Analytics", status: "Meeting Booked" },
    { name: "Marcus Webb", title: "Head of Growth", company: "Cobalt Logistics", status: "Replied" },
    { name: "Priya Raman", title: "Chief Revenue Officer", company: "Helio Health", status: "Connected" },
    { name: "Daniel Ortiz", title: "Director of Operations", company: "Summit Freight", status: "Replied" },
  ],
};
