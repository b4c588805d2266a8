import { z } from "zod";

export const SEQUENCE_TAGS = ["New", "Interested", "Question", "Soft No", "Hard No"] as const;
export const FINAL_DISPOSITIONS = ["New", "Meeting", "Reply", "No Reply", "Dead"] as const;
export type SequenceTag = (typeof SEQUENCE_TAGS)[number];
export type FinalDisposition = (typeof FINAL_DISPOSITIONS)[number];

/** The progress flags of spec section 3, in the scheduler's column order. */
export const PROGRESS_FLAGS = [
  "invite",
  "connected",
  "m1",
  "m2",
  "m3",
  "m4",
  "ff1",
  "ff2",
  "ff3",
  "ff4",
  "ff5",
] as const;
export type ProgressFlag = (typeof PROGRESS_FLAGS)[number];
export const MESSAGE_FLAGS = ["m1", "m2", "m3", "m4"] as const;
export const FOLLOW_UP_FLAGS = ["ff1", "ff2", "ff3", "ff4", "ff5"] as const;

/** Spec section 3 "Prospect": the campaign assignment (`id`) joined with its person (`prospectId`). */
export const prospectSchema = z.object({
  id: z.string(),
  prospectId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  linkedinName: z.string().nullable(),
  linkedinUrl: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  sdrEmail: z.string().nullable(),
  campaign: z.string(),
  campaignId: z.string(),
  invite: z.boolean(),
  connected: z.boolean(),
  m1: z.boolean(),
  m2: z.boolean(),
  m3: z.boolean(),
  m4: z.boolean(),
  ff1: z.boolean(),
  ff2: z.boolean(),
  ff3: z.boolean(),
  ff4: z.boolean(),
  ff5: z.boolean(),
  sequenceTag: z.enum(SEQUENCE_TAGS),
  finalDisposition: z.enum(FINAL_DISPOSITIONS),
  lastTouchAt: z.string().nullable(),
  importedAt: z.string().nullable(),
  assignedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Prospect = z.infer<typeof prospectSchema>;
