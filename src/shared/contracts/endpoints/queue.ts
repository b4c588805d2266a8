import { z } from "zod";
import { ACCOUNT_TYPES } from "../cadence.js";
import { namedRefSchema, personNameShape } from "../common.js";
import { campaignInPath, endpoint, prospectInPath } from "../endpoint.js";
import { idParamsSchema } from "../management.js";
import { CADENCE_STEPS } from "../prospects.js";

/** A LinkedIn send limit as it stands: what was sent, the limit, and what may still go out today. */
const allowanceSchema = z.object({
  sentToday: z.number(),
  perDay: z.number(),
  /** Sent in the rolling 7 days; with its limit, null where there is none (messages). */
  sentLast7Days: z.number(),
  per7Days: z.number().nullable(),
  remaining: z.number(),
});
export type Allowance = z.output<typeof allowanceSchema>;

const dueCountsSchema = z.object({
  overdue: z.number(),
  today: z.number(),
  /** Due in the next 7 days after today. */
  upcoming: z.number(),
});
export type DueCounts = z.output<typeof dueCountsSchema>;

/** A campaign's LinkedIn budget and due work, for its dashboard (clients read their own). */
export const campaignBudgetSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES),
  /** The seat whose budget this is, shared by every campaign it sends for; null: the campaign's own. */
  seat: namedRefSchema.nullable(),
  /** The campaign's local date (its cadence's time zone). */
  today: z.string(),
  invites: allowanceSchema,
  messages: allowanceSchema,
  due: dueCountsSchema,
});
export type CampaignBudget = z.output<typeof campaignBudgetSchema>;

export const QUEUE_TIMINGS = ["overdue", "today", "upcoming"] as const;
export type QueueTiming = (typeof QUEUE_TIMINGS)[number];

/** One thing to do: a step to send, or an unaccepted invite to withdraw. */
export const queueTaskSchema = z.object({
  prospectId: z.string(),
  campaignId: z.string(),
  /** The client company. */
  client: z.string(),
  ...personNameShape,
  linkedinUrl: z.string(),
  kind: z.enum(["step", "withdraw"]),
  /** The step to send; for a withdraw task, the message waiting for the connection. */
  step: z.enum(CADENCE_STEPS),
  dueOn: z.string(),
  timing: z.enum(QUEUE_TIMINGS),
  /** Calendar days late (0 when due today, negative when upcoming). */
  daysLate: z.number(),
});
export type QueueTask = z.output<typeof queueTaskSchema>;

export const queueClientSchema = z.object({
  campaignId: z.string(),
  client: z.string(),
  today: z.string(),
  due: dueCountsSchema,
  /** Due now but not offered: the account's LinkedIn budget for today is used up. */
  heldBack: z.number(),
  invites: allowanceSchema,
  messages: allowanceSchema,
  /** Each step's script from SDR Scripts, placeholders unfilled. */
  scripts: z.record(z.string(), z.string()),
});
export type QueueClient = z.output<typeof queueClientSchema>;

export const todayQueueSchema = z.object({
  /** Whose queue this is; null when the signed-in user is no SDR and none was chosen. */
  sdr: namedRefSchema.nullable(),
  /** Every SDR a manager may switch to. */
  sdrs: z.array(namedRefSchema),
  clients: z.array(queueClientSchema),
  due: dueCountsSchema,
  heldBack: z.number(),
  /** Overdue and due-today tasks within budget first, then upcoming ones, oldest first; at most 100. */
  tasks: z.array(queueTaskSchema),
  /** When nothing is due today: the next day with work, and how many tasks fall due then. */
  next: z.object({ date: z.string(), count: z.number() }).nullable(),
});
export type TodayQueue = z.output<typeof todayQueueSchema>;

export const QUEUE_TASK_LIMIT = 100;
export const SKIP_REASON_LIMIT = 200;

export const todayQuerySchema = z.object({
  sdrId: z.uuid({ error: "sdrId must be an SDR's id" }).optional(),
});

/** What the SDR did from the queue besides ticking: skipped a step (with why), or withdrew the invite. */
export const queueMarkSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("skipped"),
      step: z.enum([...CADENCE_STEPS, "withdraw"], {
        error: `step must be one of: ${[...CADENCE_STEPS, "withdraw"].join(", ")}`,
      }),
      reason: z
        .string({ error: "reason must be text" })
        .trim()
        .min(1, "reason must not be blank")
        .max(SKIP_REASON_LIMIT, `reason must be at most ${SKIP_REASON_LIMIT} characters`),
    }),
    z.object({ action: z.literal("withdrawn"), step: z.literal("withdraw") }),
  ],
  { error: 'action must be "skipped" (with step and reason) or "withdrawn" (with step "withdraw")' },
);
export type QueueMark = z.input<typeof queueMarkSchema>;

/** The Today queue (SDRs only), a campaign's budget and due counts, and the queue's skip and withdraw. */
export const queueEndpoints = {
  today: endpoint({
    method: "GET",
    path: "/api/today",
    query: todayQuerySchema,
    response: { 200: todayQueueSchema },
    access: "sdr",
    summary: "Today's queue of LinkedIn tasks",
    tag: "Prospects",
  }),
  budget: endpoint({
    method: "GET",
    path: "/api/campaigns/:id/budget",
    params: idParamsSchema,
    response: { 200: campaignBudgetSchema },
    access: campaignInPath(),
    summary: "A campaign's LinkedIn budget and due work",
    tag: "Campaigns",
  }),
  mark: endpoint({
    method: "POST",
    path: "/api/prospects/:id/queue-marks",
    params: idParamsSchema,
    body: queueMarkSchema,
    response: { 204: z.void() },
    access: prospectInPath({ write: true, staff: "sdr" }),
    summary: "Mark a queue task done or skipped",
    tag: "Prospects",
  }),
};
