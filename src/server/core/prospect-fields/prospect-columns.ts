import { sql } from "drizzle-orm";
import {
  PROGRESS_FLAGS,
  type ProgressFlag,
  type ProspectFieldName,
} from "../../../shared/contracts/prospect-fields.js";

/** A timestamptz as the API writes dates: ISO 8601 in UTC with milliseconds, like Date#toISOString. */
export const isoText = (expression: string) =>
  `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const flagExpressions = Object.fromEntries(
  PROGRESS_FLAGS.map((flag) => [flag, `a.${flag}_at is not null`]),
) as Record<ProgressFlag, string>;

/**
 * The API's Prospect (spec section 3, PROSPECT_FIELDS in shared/contracts/prospect-fields.ts), field by
 * field, as SQL over `a` (assignment columns), `p` (the person), `co` (the company), `s` (the SDR), `pl`
 * (the cadence's plan) and `sup` (the do-not-contact entry): flags as booleans, dates as ISO strings.
 * A field of the registry without its expression here (or one here that is no field) does not compile.
 * The list's JSON is written by the database in this order.
 */
export const PROSPECT_SQL: Record<ProspectFieldName, string> = {
  id: "a.id",
  prospectId: "a.prospect_id",
  firstName: "p.first_name",
  lastName: "p.last_name",
  jobTitle: "p.job_title",
  company: "p.company",
  linkedinName: "p.linkedin_name",
  linkedinUrl: "p.linkedin_url",
  email: "p.email",
  phone: "p.phone",
  sdrEmail: "s.email",
  campaign: "co.company_name",
  campaignId: "a.campaign_id",
  ...flagExpressions,
  sequenceTag: "a.sequence_tag",
  finalDisposition: "a.final_disposition",
  lastTouchAt: isoText("a.last_touch_at"),
  importedAt: isoText("a.imported_at"),
  assignedAt: isoText("a.assigned_at"),
  updatedAt: isoText("a.updated_at"),
  doNotContact: "sup.reason",
  next: `case when pl.kind is null then null else json_build_object('kind', pl.kind, 'step', pl.step,
       'dueOn', to_char(pl.due_on, 'YYYY-MM-DD'), 'reason', pl.reason) end`,
};

const EXPRESSIONS = Object.entries(PROSPECT_SQL);

/** Select items giving rows (and, through json_agg, JSON objects) in the contract's shape. */
export const PROSPECT_SELECT = sql.raw(
  EXPRESSIONS.map(([name, expression]) => `${expression} as "${name}"`).join(", "),
);

/**
 * The same Prospect as one JSON object (json_build_object takes up to 100 arguments, two per field): a
 * single column is much cheaper for the driver to read than one per field.
 */
export const PROSPECT_JSON = sql.raw(
  `json_build_object(${EXPRESSIONS.map(([name, expression]) => `'${name}', ${expression}`).join(", ")})`,
);

/** What the Prospect expressions read besides `a`; the caller names the assignment rows `a`. */
export const PROSPECT_JOINS = sql.raw(
  `join prospects p on p.id = a.prospect_id
   join campaigns c on c.id = a.campaign_id
   join companies co on co.id = c.company_id
   left join sdrs s on s.id = a.sdr_id
   left join assignment_plans pl on pl.assignment_id = a.id
   left join suppressions sup on sup.id = a.suppression_id`,
);
