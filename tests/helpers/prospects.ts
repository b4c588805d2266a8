import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../src/server/core/db/client.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import type { FinalDisposition, SequenceTag } from "../../src/shared/contracts/prospects.js";

type Time = Date | string | null;

/** The person's fields and the assignment's fields a test may set; anything left out gets a default. */
export interface ProspectOverrides {
  firstName?: string;
  lastName?: string;
  jobTitle?: string;
  company?: string;
  linkedinName?: string | null;
  linkedinUrl?: string;
  email?: string | null;
  phone?: string | null;
  /** The roster SDR (`sdrs.id`) working the assignment. */
  sdrId?: string | null;
  inviteAt?: Time;
  connectedAt?: Time;
  m1At?: Time;
  m2At?: Time;
  m3At?: Time;
  m4At?: Time;
  ff1At?: Time;
  ff2At?: Time;
  ff3At?: Time;
  ff4At?: Time;
  ff5At?: Time;
  sequenceTag?: SequenceTag;
  finalDisposition?: FinalDisposition;
  dispositionAt?: Time;
  lastTouchAt?: Time;
  importedAt?: Time;
  /** Defaults to the moment of the call, the same for every row of one call. */
  assignedAt?: Time;
  updatedAt?: Time;
  badDataAt?: Time;
  /** A `users.id`. */
  badDataBy?: string | null;
  badDataReason?: string | null;
}

/** A time long before any test: a prospect last updated and touched then shows what a change sets. */
export const LONG_AGO = "2025-06-01T00:00:00.000Z";
/** A prospect nobody has updated or touched since LONG_AGO. */
export const UNTOUCHED: ProspectOverrides = { updatedAt: LONG_AGO, lastTouchAt: LONG_AGO };

/** One created record: the assignment's id (the API's Prospect `id`) and its person's id, with its fields. */
export interface CreatedProspect
  extends Required<
    Pick<ProspectOverrides, "firstName" | "lastName" | "jobTitle" | "company" | "linkedinUrl">
  > {
  /** The assignment id: the API's Prospect `id`. */
  id: string;
  /** The person in the global pool. */
  prospectId: string;
  campaignId: string;
  email: string | null;
}

const iso = (value: Time | undefined): string | null =>
  value === undefined || value === null ? null : value instanceof Date ? value.toISOString() : value;

/** A timestamptz column as an ISO string in UTC with milliseconds (like the API's dates). */
const isoSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const FLAG_COLUMNS = [
  ["inviteAt", "invite_at"],
  ["connectedAt", "connected_at"],
  ["m1At", "m1_at"],
  ["m2At", "m2_at"],
  ["m3At", "m3_at"],
  ["m4At", "m4_at"],
  ["ff1At", "ff1_at"],
  ["ff2At", "ff2_at"],
  ["ff3At", "ff3_at"],
  ["ff4At", "ff4_at"],
  ["ff5At", "ff5_at"],
] as const;

/**
 * `n` people in the global pool, each assigned to the campaign, in two multi-row INSERTs (fast enough
 * for 10,000 rows). `overrides` applies to every row, or is called with each row's index (0-based).
 * Defaults: "First{i}" / "Last{i}" (zero-padded, so names sort in creation order), "Company {i}",
 * a unique LinkedIn URL, no flags set, sequence tag and final disposition "New", not bad data.
 */
export async function createProspects(
  db: DbOrTx,
  campaignId: string,
  n: number,
  overrides: ProspectOverrides | ((index: number) => ProspectOverrides) = {},
): Promise<CreatedProspect[]> {
  if (n <= 0) return [];
  const batch = randomUUID().slice(0, 8);
  const now = new Date().toISOString();
  const width = String(n - 1).length;
  const rows = Array.from({ length: n }, (_, i) => {
    const o = typeof overrides === "function" ? overrides(i) : overrides;
    const number = String(i).padStart(width, "0");
    const slug = `test-${batch}-${i}`;
    const linkedinUrl = o.linkedinUrl ?? `https://www.linkedin.com/in/${slug}`;
    return {
      id: randomUUID(),
      prospect_id: randomUUID(),
      // Unique per row whatever the overrides say: the pool's dedup is not what these tests exercise.
      dedup_key: `test:${batch}:${i}`,
      first_name: o.firstName ?? `First${number}`,
      last_name: o.lastName ?? `Last${number}`,
      job_title: o.jobTitle ?? "Head of Sales",
      company: o.company ?? `Company ${number}`,
      linkedin_name: o.linkedinName === undefined ? null : o.linkedinName,
      linkedin_url: linkedinUrl,
      email: o.email === undefined ? `${slug}@example.test` : o.email,
      phone: o.phone ?? null,
      sdr_id: o.sdrId ?? null,
      ...Object.fromEntries(FLAG_COLUMNS.map(([key, column]) => [column, iso(o[key])])),
      sequence_tag: o.sequenceTag ?? "New",
      final_disposition: o.finalDisposition ?? "New",
      disposition_at: iso(o.dispositionAt),
      last_touch_at: iso(o.lastTouchAt),
      imported_at: iso(o.importedAt),
      assigned_at: iso(o.assignedAt) ?? now,
      updated_at: iso(o.updatedAt) ?? now,
      bad_data_at: iso(o.badDataAt),
      bad_data_by: o.badDataBy ?? null,
      bad_data_reason: o.badDataReason ?? null,
    };
  });
  const json = JSON.stringify(rows);
  await db.execute(sql`
    insert into prospects
      (id, dedup_key, first_name, last_name, job_title, company, linkedin_name, linkedin_url, email, phone)
    select prospect_id, dedup_key, first_name, last_name, job_title, company, linkedin_name, linkedin_url,
      email, phone
    from json_to_recordset(${json}::json) as r(
      prospect_id uuid, dedup_key text, first_name text, last_name text, job_title text, company text,
      linkedin_name text, linkedin_url text, email text, phone text)`);
  const flagColumns = sql.raw(FLAG_COLUMNS.map(([, column]) => column).join(", "));
  const flagTypes = sql.raw(FLAG_COLUMNS.map(([, column]) => `${column} timestamptz`).join(", "));
  await db.execute(sql`
    insert into assignments
      (id, campaign_id, prospect_id, sdr_id, ${flagColumns}, sequence_tag, final_disposition,
       disposition_at, last_touch_at, imported_at, assigned_at, updated_at, bad_data_at, bad_data_by,
       bad_data_reason)
    select id, ${campaignId}::uuid, prospect_id, sdr_id, ${flagColumns}, sequence_tag, final_disposition,
      disposition_at, last_touch_at, imported_at, assigned_at, updated_at, bad_data_at, bad_data_by,
      bad_data_reason
    from json_to_recordset(${json}::json) as r(
      id uuid, prospect_id uuid, sdr_id uuid, ${flagTypes}, sequence_tag text, final_disposition text,
      disposition_at timestamptz, last_touch_at timestamptz, imported_at timestamptz,
      assigned_at timestamptz, updated_at timestamptz, bad_data_at timestamptz, bad_data_by uuid,
      bad_data_reason text)`);
  return rows.map((row) => ({
    id: row.id,
    prospectId: row.prospect_id,
    campaignId,
    firstName: row.first_name,
    lastName: row.last_name,
    jobTitle: row.job_title,
    company: row.company,
    linkedinUrl: row.linkedin_url,
    email: row.email,
  }));
}

/** One prospect in the campaign; see `createProspects`. */
export async function createProspect(
  db: DbOrTx,
  campaignId: string,
  overrides: ProspectOverrides = {},
): Promise<CreatedProspect> {
  const [created] = await createProspects(db, campaignId, 1, overrides);
  if (!created) throw new Error("createProspects returned nothing");
  return created;
}

export interface ActivityEventRow {
  assignmentId: string;
  campaignId: string;
  actorId: string | null;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  createdAt: string;
}

/** The activity events of one assignment, oldest first (ties in insertion order). */
export async function activityEventsOf(db: DbOrTx, assignmentId: string): Promise<ActivityEventRow[]> {
  return queryRows<ActivityEventRow>(
    db,
    sql`select assignment_id as "assignmentId", campaign_id as "campaignId", actor_id as "actorId", field,
          old_value as "oldValue", new_value as "newValue",
          ${sql.raw(isoSql("created_at"))} as "createdAt"
        from activity_events where assignment_id = ${assignmentId} order by created_at, id`,
  );
}

export interface AssignmentState {
  /** Each progress flag's time (keys inviteAt ... ff5At), null when not set. */
  flags: Record<(typeof FLAG_COLUMNS)[number][0], string | null>;
  sequenceTag: string;
  finalDisposition: string;
  dispositionAt: string | null;
  lastTouchAt: string | null;
  updatedAt: string;
  badDataAt: string | null;
  badDataBy: string | null;
  badDataReason: string | null;
}

/** An assignment's stored columns (times as ISO strings), for what the API does not show. */
export async function assignmentState(db: DbOrTx, assignmentId: string): Promise<AssignmentState> {
  const flags = FLAG_COLUMNS.map(([key, column]) => `'${key}', ${isoSql(column)}`).join(", ");
  const [row] = await queryRows<AssignmentState>(
    db,
    sql`select json_build_object(${sql.raw(flags)}) as flags,
          sequence_tag as "sequenceTag", final_disposition as "finalDisposition",
          ${sql.raw(isoSql("disposition_at"))} as "dispositionAt",
          ${sql.raw(isoSql("last_touch_at"))} as "lastTouchAt",
          ${sql.raw(isoSql("updated_at"))} as "updatedAt",
          ${sql.raw(isoSql("bad_data_at"))} as "badDataAt",
          bad_data_by as "badDataBy", bad_data_reason as "badDataReason"
        from assignments where id = ${assignmentId}`,
  );
  if (!row) throw new Error(`no assignment ${assignmentId}`);
  return row;
}
