import { z } from "zod";
import { newPasswordField, requiredTextField } from "./common.js";
import { invitationStatusSchema } from "./invitations.js";
import { ASSIGNABLE_STAFF_ROLES, STAFF_ROLES } from "./staff-roles.js";

export const SDR_STATUSES = ["Onboarding", "Active", "Paused", "Restricted", "Terminated"] as const;
export const CLIENT_STATUSES = ["Onboarding", "Active", "Paused", "Terminated"] as const;
export const SCHEDULER_STATUSES = ["Ready", "Assigned"] as const;
export const CONNECTION_STATUSES = ["Onboarding", "Active"] as const;
export type SdrStatus = (typeof SDR_STATUSES)[number];
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export type SchedulerStatus = (typeof SCHEDULER_STATUSES)[number];
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** Forms send "" for an untouched optional field; the API treats it as absent. */
const blankAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const blankAsNull = (value: unknown) => (value === "" || value === undefined ? null : value);

const requiredText = (message: string) => requiredTextField(200, message, "Must be at most 200 characters");

const validEmail = z
  .string({ error: "Valid email is required" })
  .trim()
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email({ error: "Valid email is required" }))
  .transform((value) => value.toLowerCase());

const optionalEmail = z.preprocess(blankAsUndefined, validEmail.optional());
/** A login password a manager sets is a new password: same rule as the person's own (ADR 0013). */
const optionalPassword = z.preprocess(blankAsUndefined, newPasswordField.optional());
const longText = z.string().trim().max(5000, "Must be at most 5000 characters");
const optionalText = z.preprocess(blankAsUndefined, longText.optional());
const optionalId = z.preprocess(blankAsNull, z.uuid({ error: "Must be an id from the list" }).nullable());

const assignableStaffRoleSchema = z.enum(ASSIGNABLE_STAFF_ROLES, { error: "Role must be manager or sdr" });

const statusOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} status must be one of: ${values.join(", ")}` });

// ---- requests ------------------------------------------------------------------------------------

export const newSdrSchema = z.object({
  name: requiredText("SDR name is required"),
  email: validEmail,
  loginPassword: optionalPassword,
  status: statusOf(SDR_STATUSES, "SDR").default("Onboarding"),
  /** What the login may do; new staff start as SDRs, who work only their own campaigns. */
  role: assignableStaffRoleSchema.default("sdr"),
});
export type NewSdr = z.input<typeof newSdrSchema>;

export const newClientSchema = z.object({
  companyName: requiredText("Company name is required"),
  clientName: requiredText("Client name is required"),
  loginEmail: optionalEmail,
  loginPassword: optionalPassword,
  assets: optionalText,
  status: statusOf(CLIENT_STATUSES, "Client").default("Onboarding"),
});
export type NewClient = z.input<typeof newClientSchema>;

export const newSchedulerSchema = z.object({
  name: requiredText("Scheduler name is required"),
  status: statusOf(SCHEDULER_STATUSES, "Scheduler").default("Ready"),
});
export type NewScheduler = z.input<typeof newSchedulerSchema>;

/** The add-row flow sends empty ids; the selects fill them in later (spec section 5). */
export const newConnectionSchema = z.object({
  companyId: optionalId.default(null),
  sdrId: optionalId.default(null),
  schedulerId: optionalId.default(null),
  status: statusOf(CONNECTION_STATUSES, "Connection").default("Onboarding"),
});
export type NewConnection = z.input<typeof newConnectionSchema>;

/** The complete-form variant (Company is required, ...), used by the edit dialog. */
export const connectionFormSchema = z.object({
  companyId: z.uuid({ error: "Company is required" }),
  sdrId: z.uuid({ error: "SDR is required" }),
  schedulerId: z.uuid({ error: "Scheduler is required" }),
  status: statusOf(CONNECTION_STATUSES, "Connection"),
});

const ONE_FIELD = "Send exactly one field to change";
/** A PATCH body carries exactly one known field. */
function oneField<T extends z.ZodRawShape>(shape: T) {
  return z
    .object(shape)
    .partial()
    .strict()
    .refine((value) => Object.values(value).filter((v) => v !== undefined).length === 1, {
      error: ONE_FIELD,
    });
}

export const sdrPatchSchema = oneField({
  name: newSdrSchema.shape.name,
  email: validEmail,
  loginPassword: newPasswordField,
  status: statusOf(SDR_STATUSES, "SDR"),
  role: assignableStaffRoleSchema,
});
export const clientPatchSchema = oneField({
  companyName: newClientSchema.shape.companyName,
  clientName: newClientSchema.shape.clientName,
  loginEmail: z.preprocess(blankAsNull, validEmail.nullable()),
  loginPassword: newPasswordField,
  assets: z.preprocess(blankAsNull, longText.nullable()),
  status: statusOf(CLIENT_STATUSES, "Client"),
});
export const schedulerPatchSchema = oneField({
  name: newSchedulerSchema.shape.name,
  status: statusOf(SCHEDULER_STATUSES, "Scheduler"),
});
export const connectionPatchSchema = oneField({
  companyId: optionalId,
  sdrId: optionalId,
  schedulerId: optionalId,
  status: statusOf(CONNECTION_STATUSES, "Connection"),
});
export type SdrPatch = z.input<typeof sdrPatchSchema>;
export type ClientPatch = z.input<typeof clientPatchSchema>;
export type SchedulerPatch = z.input<typeof schedulerPatchSchema>;
export type ConnectionPatch = z.input<typeof connectionPatchSchema>;

export const idParamsSchema = z.object({ id: z.uuid({ error: "Not a valid id" }) });
export const listQuerySchema = z.object({
  includeArchived: z.enum(["true", "false"]).optional(),
});

// ---- responses -----------------------------------------------------------------------------------

export const managementSdrSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(SDR_STATUSES),
  role: z.enum(STAFF_ROLES),
  hasLogin: z.boolean(),
  invitation: invitationStatusSchema.nullable(),
  archivedAt: z.string().nullable(),
});
export const managementClientSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  clientName: z.string(),
  loginEmail: z.string().nullable(),
  assets: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  campaignId: z.string(),
  hasLogin: z.boolean(),
  invitation: invitationStatusSchema.nullable(),
  archivedAt: z.string().nullable(),
});
export const schedulerSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(SCHEDULER_STATUSES),
  archivedAt: z.string().nullable(),
});
export const connectionSchema = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  sdrId: z.string().nullable(),
  schedulerId: z.string().nullable(),
  status: z.enum(CONNECTION_STATUSES),
  /** The linked company's name, for screens that read a connection as (id, clientName). */
  clientName: z.string().nullable(),
  campaignId: z.string().nullable(),
  archivedAt: z.string().nullable(),
});
export const activeCampaignSchema = z.object({ id: z.string(), companyName: z.string() });
export const launchResultSchema = z.object({ connection: connectionSchema, campaign: activeCampaignSchema });
export const managementSummarySchema = z.object({
  totalConnections: z.number(),
  activeSdrs: z.number(),
  activeClients: z.number(),
  readySchedulers: z.number(),
});

export type ManagementSdr = z.infer<typeof managementSdrSchema>;
export type ManagementClient = z.infer<typeof managementClientSchema>;
export type Scheduler = z.infer<typeof schedulerSchema>;
export type Connection = z.infer<typeof connectionSchema>;
export type ActiveCampaign = z.infer<typeof activeCampaignSchema>;
export type LaunchResult = z.infer<typeof launchResultSchema>;
export type ManagementSummary = z.infer<typeof managementSummarySchema>;

// ---- a client company's logins (ADR 0049) ---------------------------------------------------------

/** How many logins a client company may have, its own login e-mail included. */
export const CLIENT_LOGIN_LIMIT = 10;

/**
 * A login's state: `active` once its invitation was accepted (or a manager set its password), `invited`
 * while a mailed link works, `expired` when the newest link ran out, `not_invited` when no link is open.
 */
export const CLIENT_LOGIN_STATES = ["active", "invited", "expired", "not_invited"] as const;
export type ClientLoginState = (typeof CLIENT_LOGIN_STATES)[number];

export const clientLoginSchema = z.object({
  /** Null for the company's own login e-mail, which the client's form changes. */
  id: z.string().nullable(),
  email: z.string(),
  primary: z.boolean(),
  state: z.enum(CLIENT_LOGIN_STATES),
  invitation: invitationStatusSchema.nullable(),
  lastSignInAt: z.string().nullable(),
});
export type ClientLogin = z.infer<typeof clientLoginSchema>;

export const clientLoginsSchema = z.object({
  companyName: z.string(),
  limit: z.number(),
  logins: z.array(clientLoginSchema),
});
export type ClientLogins = z.infer<typeof clientLoginsSchema>;

export const newClientLoginSchema = z.object({ email: validEmail });
export type NewClientLogin = z.input<typeof newClientLoginSchema>;

export const clientLoginParamsSchema = z.object({
  id: z.uuid({ error: "Not a valid id" }),
  loginId: z.uuid({ error: "Not a valid login id" }),
});
