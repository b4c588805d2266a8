import { z } from "zod";
import { namedRefSchema } from "./common.js";
import { prospectSchema } from "./prospects.js";

/**
 * The SDR's side panel (a browser extension beside LinkedIn, ADR 0051): it connects to the app with a
 * personal token, a session of its own kind bound to one person, and reads only the address of the tab.
 */

/** Every side-panel token starts with this (API keys start with `od_`). */
export const PANEL_TOKEN_PREFIX = "odp_";
/** A connection code (the app's answer to "Connect") works once, for this long. */
export const PANEL_CODE_SECONDS = 120;
export const PANEL_LABEL_MAX = 100;

export const PANEL_CODE_INVALID =
  "This connection code is unknown, used or expired. Start again from the side panel.";
export const PANEL_TOKEN_INVALID = "The side panel is not connected. Connect again.";
export const PANEL_NOT_HERE = "The side panel cannot do this. Open Outreach Desk instead.";
export const PANEL_CONNECTION_NOT_FOUND = "Side panel connection not found";
export const PANEL_ALREADY_PROSPECT = "This person is already a prospect of this campaign.";
export const PANEL_DO_NOT_CONTACT = "This person is on the do-not-contact list and was not added.";
export const PANEL_IN_POOL =
  "This person is already in the prospect pool (another campaign, or an earlier import). Ask a manager to assign them.";

/** base64url without padding: the SHA-256 of a verifier is 43 characters. */
const base64url = /^[A-Za-z0-9_-]+$/;

/**
 * POST /api/side-panel/grants: a signed-in member of staff says "connect my side panel". The panel sent
 * its challenge (the base64url SHA-256 of a secret it keeps, PKCE as in RFC 7636) in the page's address.
 */
export const panelGrantRequestSchema = z.object({
  challenge: z
    .string({ error: "challenge is required" })
    .length(43, "challenge must be 43 characters (the base64url SHA-256 of the panel's verifier)")
    .regex(base64url, "challenge must be base64url"),
});

export const panelGrantSchema = z.object({
  /** Handed to the panel through the page's address; worthless without the panel's verifier. */
  code: z.string(),
  expiresAt: z.string(),
});
export type PanelGrant = z.output<typeof panelGrantSchema>;

/** POST /api/side-panel/tokens: the panel trades the code and its verifier for its token, once. */
export const panelTokenRequestSchema = z.object({
  code: z.string({ error: "code is required" }).min(1, "code is required").max(200, "code is not valid"),
  verifier: z
    .string({ error: "verifier is required" })
    .min(43, "verifier must be 43 to 128 characters")
    .max(128, "verifier must be 43 to 128 characters")
    .regex(base64url, "verifier must be base64url"),
  /** Shown in Settings, e.g. "Chrome on Linux". */
  label: z
    .string()
    .trim()
    .min(1, "label must not be empty")
    .max(PANEL_LABEL_MAX, `label must be at most ${PANEL_LABEL_MAX} characters`)
    .optional(),
});

export const panelTokenCreatedSchema = z.object({
  /** Shown this once; only its hash is stored. */
  token: z.string(),
  connection: z.object({ id: z.string(), label: z.string() }),
  user: z.object({ name: z.string(), email: z.string() }),
});
export type PanelTokenCreated = z.output<typeof panelTokenCreatedSchema>;

/** One connected side panel, as Settings lists it: the token itself is never shown again. */
export const panelConnectionSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Unused until then, it stops working (each use pushes it on, as a session's). */
  expiresAt: z.string(),
});
export type PanelConnection = z.output<typeof panelConnectionSchema>;

/** GET /api/side-panel/lookup?url=: the tab's address, as the browser has it. */
export const panelLookupQuerySchema = z.object({
  url: z.string({ error: "url is required" }).min(1, "url is required").max(2000, "url is too long"),
});

/** One campaign the person is a prospect of, with what the panel needs to work the next step. */
export const panelAssignmentSchema = z.object({
  /** The assignment as the Scheduler has it: PATCH /api/prospects/{id} ticks it. */
  prospect: prospectSchema,
  client: z.string(),
  /** The SDR the prospect is assigned to, if any. */
  sdr: z.string().nullable(),
  /** The LinkedIn seat sending for the campaign, if any. */
  seat: namedRefSchema.nullable(),
  /** The campaign's local date, for the next step's due state. */
  today: z.string(),
  /** The next step's script (placeholders unfilled), "" when the step has none. */
  script: z.string(),
});
export type PanelAssignment = z.output<typeof panelAssignmentSchema>;

export const panelLookupSchema = z.object({
  /** The profile in its stored form; null when the address is no LinkedIn profile. */
  profileUrl: z.string().nullable(),
  /** The campaigns the caller reaches that hold the person; empty: not a prospect. */
  assignments: z.array(panelAssignmentSchema),
  /** Where the caller may add the person: the campaigns they work (all, for a manager). */
  campaigns: z.array(z.object({ id: z.string(), client: z.string() })),
});
export type PanelLookup = z.output<typeof panelLookupSchema>;

/**
 * POST /api/campaigns/{id}/prospects: one person, typed by the SDR, the address taken from the tab. The
 * values are checked by the import's own row rules (required fields, lengths, a profile address).
 */
const typedValue = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(2000, `${label} is too long`)
    .default("");
export const prospectCreateSchema = z.object({
  firstName: typedValue("First Name"),
  lastName: typedValue("Last Name"),
  jobTitle: typedValue("Job Title"),
  company: typedValue("Company"),
  linkedinUrl: typedValue("LinkedIn URL"),
});
