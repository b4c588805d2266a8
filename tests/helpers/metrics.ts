import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../src/server/core/db/client.js";
import type { Metrics } from "../../src/shared/contracts/metrics.js";
import { createProspects, type ProspectOverrides } from "./prospects.js";

export const metricsPath = (campaignId: string, period?: string) =>
  `/api/campaigns/${campaignId}/metrics${period ? `?period=${period}` : ""}`;
export const activityPath = (campaignId: string, period?: string) =>
  `/api/campaigns/${campaignId}/activity${period ? `?period=${period}` : ""}`;
export const ALL_METRICS = "/api/metrics";
export const ALL_ACTIVITY = "/api/activity";

/** A local time (the server's time zone), month 1-12. */
export const local = (year: number, month: number, day: number, hour = 0, minute = 0, ms = 0) =>
  new Date(year, month - 1, day, hour, minute, 0, ms);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The fixed "now" of the service-level tests: Wednesday 18 November 2026, 15:30. */
export const NOW = local(2026, 11, 18, 15, 30);
export const TODAY = local(2026, 11, 18, 9);
export const THIS_MONDAY = local(2026, 11, 16, 10);
export const LAST_WEEK = local(2026, 11, 10, 12);
export const IN_JUNE = local(2026, 6, 1, 12);
export const daysBeforeNow = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

/** Sets when an assignment's sequence tag was set (the insert stamps the insert time otherwise). */
export async function setTagTime(db: DbOrTx, assignmentId: string, at: Date | null): Promise<void> {
  await db.execute(
    sql`update assignments set sequence_tag_at = ${at ? at.toISOString() : null}::timestamptz
        where id = ${assignmentId}`,
  );
}

const allMessages = (at: Date) => ({ m1At: at, m2At: at, m3At: at, m4At: at });
const allFollowUps = (at: Date) => ({ ff1At: at, ff2At: at, ff3At: at, ff4At: at, ff5At: at });

/**
 * The known data set: eight records, two of them bad data, with times around NOW.
 * Its figures, worked out by hand, are KNOWN_METRICS.
 */
export const KNOWN_RECORDS: { overrides: ProspectOverrides; tagAt?: Date }[] = [
  // 1. Everything today: a meeting, tagged Interested.
  {
    overrides: {
      inviteAt: TODAY,
      connectedAt: TODAY,
      m1At: TODAY,
      sequenceTag: "Interested",
      finalDisposition: "Meeting",
      dispositionAt: TODAY,
      lastTouchAt: daysBeforeNow(1),
    },
    tagAt: TODAY,
  },
  // 2. Invited last week, the rest this week: a reply, tagged Question.
  {
    overrides: {
      inviteAt: LAST_WEEK,
      connectedAt: THIS_MONDAY,
      m1At: THIS_MONDAY,
      m2At: THIS_MONDAY,
      ff1At: THIS_MONDAY,
      sequenceTag: "Question",
      finalDisposition: "Reply",
      dispositionAt: THIS_MONDAY,
      lastTouchAt: daysBeforeNow(2),
    },
    tagAt: THIS_MONDAY,
  },
  // 3. Every flag last week, no reply.
  {
    overrides: {
      inviteAt: LAST_WEEK,
      connectedAt: LAST_WEEK,
      ...allMessages(LAST_WEEK),
      ...allFollowUps(LAST_WEEK),
      sequenceTag: "Soft No",
      finalDisposition: "No Reply",
      dispositionAt: LAST_WEEK,
      lastTouchAt: daysBeforeNow(8),
    },
    tagAt: LAST_WEEK,
  },
  // 4. Invited in June, dead, never touched.
  { overrides: { inviteAt: IN_JUNE, finalDisposition: "Dead", dispositionAt: IN_JUNE } },
  // 5. Invited in June, touched four days ago.
  { overrides: { inviteAt: IN_JUNE, lastTouchAt: daysBeforeNow(4) } },
  // 6. Imported, nothing done yet.
  { overrides: {} },
  // 7. Bad data flagged today: everything else about it is ignored.
  {
    overrides: {
      inviteAt: TODAY,
      connectedAt: TODAY,
      ...allMessages(TODAY),
      sequenceTag: "Interested",
      finalDisposition: "Meeting",
      dispositionAt: TODAY,
      lastTouchAt: TODAY,
      badDataAt: TODAY,
      badDataReason: "Wrong person",
    },
    tagAt: TODAY,
  },
  // 8. Bad data flagged in June.
  {
    overrides: { inviteAt: IN_JUNE, connectedAt: IN_JUNE, lastTouchAt: IN_JUNE, badDataAt: IN_JUNE },
  },
];

const zeros: Metrics = {
  invited: 0,
  messagesSent: 0,
  followUpsSent: 0,
  connected: 0,
  replied: 0,
  positiveReplies: 0,
  meetingsBooked: 0,
  invitedConnected: 0,
  invitedReplied: 0,
  inviteToConnectionRate: 0,
  connectionToReplyRate: 0,
  badDataCount: 0,
  averageLastTouchDays: null,
  totalProspects: 0,
};

/** The campaign-wide figures, whatever the period: six live records, touched 1, 2, 8 and 4 days ago. */
const current = { totalProspects: 6, averageLastTouchDays: 3.8 };

/** KNOWN_RECORDS' figures at NOW, by period. */
export const KNOWN_METRICS = {
  "all-time": {
    ...current,
    invited: 5,
    connected: 3,
    messagesSent: 7,
    followUpsSent: 6,
    replied: 2,
    positiveReplies: 2,
    meetingsBooked: 1,
    invitedConnected: 3,
    invitedReplied: 2,
    inviteToConnectionRate: 60,
    connectionToReplyRate: 66.7,
    badDataCount: 2,
  },
  today: {
    ...current,
    invited: 1,
    connected: 1,
    messagesSent: 1,
    followUpsSent: 0,
    replied: 1,
    positiveReplies: 1,
    meetingsBooked: 1,
    invitedConnected: 1,
    invitedReplied: 1,
    inviteToConnectionRate: 100,
    connectionToReplyRate: 100,
    badDataCount: 1,
  },
  "this-week": {
    ...current,
    invited: 1,
    connected: 2,
    messagesSent: 3,
    followUpsSent: 1,
    replied: 2,
    positiveReplies: 2,
    meetingsBooked: 1,
    // Of the one invited this week, one connected; of the two connected this week, two replied.
    invitedConnected: 1,
    invitedReplied: 1,
    inviteToConnectionRate: 100,
    connectionToReplyRate: 100,
    badDataCount: 1,
  },
  "last-week": {
    ...current,
    invited: 2,
    connected: 1,
    messagesSent: 4,
    followUpsSent: 5,
    replied: 0,
    positiveReplies: 0,
    meetingsBooked: 0,
    // Both invited last week are connected now (one of them this week); one of them replied.
    invitedConnected: 2,
    invitedReplied: 1,
    inviteToConnectionRate: 100,
    connectionToReplyRate: 0,
    badDataCount: 0,
  },
  yesterday: { ...zeros, ...current },
  "this-year": {
    ...current,
    invited: 5,
    connected: 3,
    messagesSent: 7,
    followUpsSent: 6,
    replied: 2,
    positiveReplies: 2,
    meetingsBooked: 1,
    invitedConnected: 3,
    invitedReplied: 2,
    inviteToConnectionRate: 60,
    connectionToReplyRate: 66.7,
    badDataCount: 2,
  },
} satisfies Record<string, Metrics>;

export const EMPTY_METRICS: Metrics = zeros;

/** Creates KNOWN_RECORDS in the campaign; answers the assignment ids in the same order. */
export async function createKnownRecords(db: DbOrTx, campaignId: string): Promise<string[]> {
  const created = await createProspects(
    db,
    campaignId,
    KNOWN_RECORDS.length,
    (i) => KNOWN_RECORDS[i]?.overrides ?? {},
  );
  for (const [i, record] of KNOWN_RECORDS.entries()) {
    const id = created[i]?.id;
    if (id && record.tagAt) await setTagTime(db, id, record.tagAt);
  }
  return created.map((record) => record.id);
}
