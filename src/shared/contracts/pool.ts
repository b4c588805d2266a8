import { z } from "zod";
import { personNameShape } from "./common.js";

/** The most pool prospects one list answer carries; `total` tells how many match. */
export const POOL_PAGE_SIZE = 500;
/** The most ids one assignment may name; "all matching" has no limit. */
export const MAX_POOL_SELECTION = 10_000;

/** GET /api/pool-prospects: people in the pool no campaign has yet, optionally searched (spec section 5). */
export const poolQuerySchema = z.object({
  q: z.string().max(200, "q must be at most 200 characters").optional(),
});

export const poolProspectSchema = z.object({
  /** The person's id in the pool. */
  id: z.uuid(),
  ...personNameShape,
  linkedinUrl: z.string(),
  email: z.string().nullable(),
  importedAt: z.string(),
});
export type PoolProspect = z.infer<typeof poolProspectSchema>;

/** The newest POOL_PAGE_SIZE matches and how many match in all. */
export const poolListSchema = z.object({
  total: z.number().int(),
  prospects: z.array(poolProspectSchema),
});
export type PoolList = z.infer<typeof poolListSchema>;

/**
 * POST /api/pool-prospects/assign: the chosen pool prospects, or every one matching a search (`q`
 * empty for the whole pool), join the campaign. People another campaign took meanwhile are skipped.
 */
export const poolAssignSchema = z
  .object({
    campaignId: z.uuid({ error: "Choose the campaign to assign the prospects to." }),
    prospectIds: z
      .array(z.uuid({ error: "prospectIds must be pool prospects' ids" }))
      .min(1, "Select at least one prospect to assign.")
      .max(MAX_POOL_SELECTION, `At most ${MAX_POOL_SELECTION.toLocaleString("en-US")} prospects at once.`)
      .optional(),
    allMatching: z.object({ q: z.string().max(200, "q must be at most 200 characters") }).optional(),
  })
  .refine((body) => (body.prospectIds === undefined) !== (body.allMatching === undefined), {
    message: "Send either prospectIds or allMatching, not both and not neither.",
  });
export type PoolAssign = z.input<typeof poolAssignSchema>;

export const poolAssignResultSchema = z.object({
  assigned: z.number().int(),
  /** Chosen people the do-not-contact list keeps out of the campaign: they stay in the pool. */
  suppressed: z.number().int(),
  campaignId: z.uuid(),
  /** The campaign's company name, for the toast. */
  campaign: z.string(),
});
export type PoolAssignResult = z.infer<typeof poolAssignResultSchema>;
