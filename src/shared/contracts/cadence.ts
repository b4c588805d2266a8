import { z } from "zod";
import {
  CADENCE_STEPS,
  type CadenceStep,
  FINAL_DISPOSITIONS,
  type FinalDisposition,
  type ProgressFlag,
  SEQUENCE_TAGS,
  type SequenceTag,
} from "./prospects.js";
import type { ScriptTemplate } from "./scripts.js";

export { CADENCE_STEPS, type CadenceStep } from "./prospects.js";
export const isCadenceStep = (flag: ProgressFlag): flag is CadenceStep => flag !== "connected";

export const CADENCE_STEP_LABELS: Record<CadenceStep, string> = {
  invite: "Invite",
  m1: "Message 1",
  m2: "Message 2",
  m3: "Message 3",
  m4: "Message 4",
  ff1: "Follow-Up 1",
  ff2: "Follow-Up 2",
  ff3: "Follow-Up 3",
  ff4: "Follow-Up 4",
  ff5: "Follow-Up 5",
};

/** The SDR Scripts template each step sends. */
export const CADENCE_STEP_SCRIPTS: Record<CadenceStep, ScriptTemplate> = {
  invite: "invite",
  m1: "msg1",
  m2: "msg2",
  m3: "msg3",
  m4: "msg4",
  ff1: "followup1",
  ff2: "followup2",
  ff3: "followup3",
  ff4: "followup4",
  ff5: "followup5",
};

export const MAX_WAIT_BUSINESS_DAYS = 90;
export const ACCOUNT_TYPES = ["free", "premium", "sales_navigator"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  free: "Free",
  premium: "Premium",
  sales_navigator: "Sales Navigator",
};

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number from ${min} to ${max}` })
    .int(`${field} must be a whole number from ${min} to ${max}`)
    .min(min, `${field} must be a whole number from ${min} to ${max}`)
    .max(max, `${field} must be a whole number from ${min} to ${max}`);

/**
 * One step: whether the cadence uses it, and how many business days after the previous enabled step
 * it is due. The invite's wait counts from the assignment; m1's from the connection.
 */
const stepSchema = (step: CadenceStep) =>
  z.object(
    {
      enabled: z.boolean({ error: `steps.${step}.enabled must be true or false` }),
      waitBusinessDays: wholeNumber(`steps.${step}.waitBusinessDays`, 0, MAX_WAIT_BUSINESS_DAYS),
    },
    { error: `steps.${step} must be an object with enabled and waitBusinessDays` },
  );
export type CadenceStepSettings = z.infer<ReturnType<typeof stepSchema>>;

const stepsSchema = z.object(
  Object.fromEntries(CADENCE_STEPS.map((step) => [step, stepSchema(step)])) as {
    [S in CadenceStep]: ReturnType<typeof stepSchema>;
  },
  { error: `steps must be an object with ${CADENCE_STEPS.join(", ")}` },
);

/** The runtime's canonical name of an IANA zone ("europe/berlin" is "Europe/Berlin"), or undefined. */
export function canonicalTimeZone(name: string): string | undefined {
  // A bare offset ("+02:00") is not a place: its days would ignore daylight saving time.
  if (/^[+-]/.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const timeZoneSchema = z
  .string({ error: "timeZone must be an IANA time zone name such as Europe/Berlin" })
  .trim()
  .transform((name, context) => {
    const zone = canonicalTimeZone(name);
    if (zone === undefined) {
      context.addIssue({
        code: "custom",
        message: `timeZone must be an IANA time zone name such as Europe/Berlin, got "${name}"`,
      });
      return z.NEVER;
    }
    return zone;
  });

const WEEKDAY_MESSAGE = "workingDays must hold ISO weekday numbers, 1 (Monday) to 7 (Sunday)";
const workingDaysSchema = z
  .array(
    z.number({ error: WEEKDAY_MESSAGE }).int(WEEKDAY_MESSAGE).min(1, WEEKDAY_MESSAGE).max(7, WEEKDAY_MESSAGE),
    {
      error: WEEKDAY_MESSAGE,
    },
  )
  .min(1, "workingDays must name at least one working day")
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

/** "2026-12-25": a real calendar day written YYYY-MM-DD. */
export function isLocalDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const holidaysSchema = z
  .array(
    z.string({ error: "holidays must hold dates written YYYY-MM-DD" }).refine(isLocalDate, {
      error: (issue) => `holidays must hold dates written YYYY-MM-DD, got "${issue.input}"`,
    }),
    { error: "holidays must be a list of dates written YYYY-MM-DD" },
  )
  .max(1000, "holidays must hold at most 1000 dates")
  .transform((days) => [...new Set(days)].sort());

/** A list of values from `values`, each kept once; its errors name the setting (`field`). */
const distinctValuesOf = <const T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .array(z.enum(values, { error: `${field} must hold values from: ${values.join(", ")}` }), {
      error: `${field} must be a list`,
    })
    .transform((list) => [...new Set(list)]);

const stopRulesSchema = z.object(
  {
    finalDispositions: distinctValuesOf(FINAL_DISPOSITIONS, "stopRules.finalDispositions"),
    sequenceTags: distinctValuesOf(SEQUENCE_TAGS, "stopRules.sequenceTags"),
    /** When a prospect replies, the others at the same company in the campaign leave the queue. */
    companyWide: z.boolean({ error: "stopRules.companyWide must be true or false" }),
  },
  { error: "stopRules must be an object with finalDispositions, sequenceTags and companyWide" },
);

export const budgetSchema = z
  .object(
    {
      accountType: z.enum(ACCOUNT_TYPES, {
        error: `budget.accountType must be one of: ${ACCOUNT_TYPES.join(", ")}`,
      }),
      invitesPer7Days: wholeNumber("budget.invitesPer7Days", 0, 1000),
      invitesPerDay: wholeNumber("budget.invitesPerDay", 0, 1000),
      messagesPerDay: wholeNumber("budget.messagesPerDay", 0, 1000),
    },
    { error: "budget must be an object with accountType, invitesPer7Days, invitesPerDay and messagesPerDay" },
  )
  .refine((budget) => budget.invitesPerDay <= budget.invitesPer7Days, {
    error: "budget.invitesPerDay must not be more than budget.invitesPer7Days",
    path: ["invitesPerDay"],
  });

const defaultStep = (waitBusinessDays: number) => ({ enabled: true, waitBusinessDays });

/**
 * A campaign's cadence settings. A top-level field left out takes its default (so a cadence saved
 * before a setting existed still reads); a field that is sent is checked whole. The defaults: m1 one
 * business day after connecting, messages 4 business days apart, follow-ups 7 apart, Monday to Friday
 * in UTC until the company's zone is set.
 */
export const cadenceSchema = z
  .object({
    steps: stepsSchema.default(() => ({
      invite: defaultStep(0),
      m1: defaultStep(1),
      m2: defaultStep(4),
      m3: defaultStep(4),
      m4: defaultStep(4),
      ff1: defaultStep(7),
      ff2: defaultStep(7),
      ff3: defaultStep(7),
      ff4: defaultStep(7),
      ff5: defaultStep(7),
    })),
    timeZone: timeZoneSchema.default("UTC"),
    workingDays: workingDaysSchema.default(() => [1, 2, 3, 4, 5]),
    holidays: holidaysSchema.default(() => []),
    acceptanceWindowDays: wholeNumber("acceptanceWindowDays", 1, 365).default(21),
    stopRules: stopRulesSchema.default(() => ({
      finalDispositions: ["Reply", "Meeting", "Dead"] as FinalDisposition[],
      sequenceTags: ["Hard No"] as SequenceTag[],
      companyWide: false,
    })),
    budget: budgetSchema.default(() => ({
      accountType: "free" as const,
      invitesPer7Days: 100,
      invitesPerDay: 20,
      messagesPerDay: 100,
    })),
  })
  .strict();
export type Cadence = z.output<typeof cadenceSchema>;
export type CadenceInput = z.input<typeof cadenceSchema>;
export type CadenceBudget = Cadence["budget"];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/** The defaults, frozen: parse them (or `{}`) for a copy to change. */
export const DEFAULT_CADENCE: Readonly<Cadence> = deepFreeze(cadenceSchema.parse({}));
