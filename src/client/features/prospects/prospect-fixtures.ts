import { PROGRESS_FLAGS, type ProgressFlag, type Prospect } from "../../../shared/contracts/prospects";

const noProgress = Object.fromEntries(PROGRESS_FLAGS.map((flag) => [flag, false])) as Record<
  ProgressFlag,
  boolean
>;

/** A listed prospect for the client tests: nothing ticked, New, never touched. */
export function listedProspect(id: string, values: Partial<Prospect> = {}): Prospect {
  return {
    id,
    prospectId: `person-${id}`,
    firstName: "Jane",
    lastName: "Doe",
    jobTitle: "VP of Sales",
    company: "Acme",
    linkedinName: null,
    linkedinUrl: `https://www.linkedin.com/in/${id}`,
    email: null,
    phone: null,
    sdrEmail: null,
    campaign: "Campaign",
    campaignId: "campaign-1",
    ...noProgress,
    sequenceTag: "New",
    finalDisposition: "New",
    lastTouchAt: null,
    importedAt: null,
    assignedAt: null,
    updatedAt: "2026-11-01T00:00:00.000Z",
    next: null,
    doNotContact: null,
    ...values,
  };
}

/** The ids of rows, in their order. */
export const idsOf = (rows: readonly Prospect[]) => rows.map((row) => row.id);
