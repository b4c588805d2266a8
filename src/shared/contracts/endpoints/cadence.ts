import { z } from "zod";
import { ACCOUNT_TYPES, CADENCE_STEPS, type Cadence, type CadenceStep, cadenceSchema } from "../cadence.js";
import { campaignInPath, endpoint } from "../endpoint.js";
import { idParamsSchema } from "../management.js";
import { FINAL_DISPOSITIONS, SEQUENCE_TAGS } from "../prospects.js";

const stepSettingsSchema = z.object({ enabled: z.boolean(), waitBusinessDays: z.number() });

/**
 * The settings as answered: cadenceSchema's output, without its checks and transforms (a response is
 * encoded through its schema, which a one-way transform cannot do).
 */
const cadenceSettingsSchema = z.object({
  steps: z.object(
    Object.fromEntries(CADENCE_STEPS.map((step) => [step, stepSettingsSchema])) as Record<
      CadenceStep,
      typeof stepSettingsSchema
    >,
  ),
  timeZone: z.string(),
  workingDays: z.array(z.number()),
  holidays: z.array(z.string()),
  acceptanceWindowDays: z.number(),
  stopRules: z.object({
    finalDispositions: z.array(z.enum(FINAL_DISPOSITIONS)),
    sequenceTags: z.array(z.enum(SEQUENCE_TAGS)),
    companyWide: z.boolean(),
  }),
  budget: z.object({
    accountType: z.enum(ACCOUNT_TYPES),
    invitesPer7Days: z.number(),
    invitesPerDay: z.number(),
    messagesPerDay: z.number(),
  }),
}) satisfies z.ZodType<Cadence>;

/** A campaign's cadence as the API answers it: the saved settings, else the defaults. */
export const campaignCadenceSchema = z.object({
  cadence: cadenceSettingsSchema,
  /** When it was last saved; null while the campaign follows the defaults. */
  updatedAt: z.string().nullable(),
  /** Who saved it last (name, else email); null for the defaults or a removed user. */
  updatedBy: z.string().nullable(),
});
export type CampaignCadence = z.output<typeof campaignCadenceSchema>;

/**
 * A campaign's cadence: its steps and waits, working days, acceptance window, stop rules and LinkedIn
 * budget. PUT replaces the whole settings (a top-level field left out takes its default).
 */
export const cadenceEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/campaigns/:id/cadence",
    params: idParamsSchema,
    response: { 200: campaignCadenceSchema },
    access: campaignInPath(),
    summary: "A campaign's cadence",
    tag: "Campaigns",
  }),
  save: endpoint({
    method: "PUT",
    path: "/api/campaigns/:id/cadence",
    params: idParamsSchema,
    body: cadenceSchema,
    response: { 200: campaignCadenceSchema },
    access: campaignInPath({ write: true }),
    summary: "Save a campaign's cadence",
    tag: "Campaigns",
  }),
};
