import type { FinalDisposition, SequenceTag } from "../contracts/prospects.js";
import { companyKey } from "./company-key.js";

/**
 * Whether the prospect has answered: a Reply or Meeting disposition, or a sequence tag other than New
 * (Interested, Question, Soft No and Hard No each classify a reply).
 */
export const hasReplied = (progress: {
  finalDisposition: FinalDisposition;
  sequenceTag: SequenceTag;
}): boolean =>
  progress.finalDisposition === "Reply" ||
  progress.finalDisposition === "Meeting" ||
  progress.sequenceTag !== "New";

export interface CampaignProspect {
  id: string;
  company?: string | null;
  email?: string | null;
  finalDisposition: FinalDisposition;
  sequenceTag: SequenceTag;
}

/**
 * The ids of a campaign's assignments whose colleague (another assignment with the same company key)
 * replied: the `colleagueReplied` input of nextStep when the company-wide stop is on.
 */
export function idsWithColleagueReply(prospects: readonly CampaignProspect[]): Set<string> {
  const repliedBy = new Map<string, string[]>();
  for (const prospect of prospects) {
    const key = hasReplied(prospect) ? companyKey(prospect) : null;
    if (!key) continue;
    const repliers = repliedBy.get(key);
    if (repliers) repliers.push(prospect.id);
    else repliedBy.set(key, [prospect.id]);
  }
  const ids = new Set<string>();
  for (const prospect of prospects) {
    const key = companyKey(prospect);
    const repliers = key ? repliedBy.get(key) : undefined;
    if (repliers?.some((id) => id !== prospect.id)) ids.add(prospect.id);
  }
  return ids;
}
