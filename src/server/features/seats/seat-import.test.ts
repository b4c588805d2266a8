import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { uploadForm } from "../../../../tests/helpers/imports.js";
import {
  type ExportPerson,
  generateLinkedinExport,
  sdrMessageText,
} from "../../../../tests/helpers/linkedin-export.js";
import { createPrivacyRequest, erasePath, findEverywhere } from "../../../../tests/helpers/privacy-person.js";
import { type CreatedProspect, createProspects } from "../../../../tests/helpers/prospects.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import type { Reconciliation, Seat, SeatImport } from "../../../shared/contracts/seats.js";
import { queryRows } from "../../core/db/raw.js";
import { normalizeLinkedinUrl } from "../../core/prospect-fields/dedup.js";

const { t, w } = workspaceSuite("Export Client A");

const DAY = 86_400_000;
const NOW = Date.now();
const daysAgo = (days: number, hour = 9) => {
  const at = new Date(NOW - days * DAY);
  at.setUTCHours(hour, 14, 0, 0);
  return at;
};
const SEAT = { url: "https://www.linkedin.com/in/sam-sdr-seat", firstName: "Sam", lastName: "Seat" };
const REPLY = 'Thanks Sam, "interesting", let\'s talk:\nTuesday works 👍 & so does Wed';

let seat: Seat;
let people: CreatedProspect[];
let secondCampaign: string;

/** Prospects with their real dedup key (the test factory gives each a unique made-up one). */
async function prospectsWithProfiles(campaignId: string, n: number, label: string) {
  const created = await createProspects(t.db, campaignId, n, (i) => ({
    firstName: `${label}${i}`,
    linkedinUrl: `https://www.linkedin.com/in/${label.toLowerCase()}-prospect-${i}`,
  }));
  for (const prospect of created) {
    await t.db.execute(
      sql`update prospects set dedup_key = ${normalizeLinkedinUrl(prospect.linkedinUrl)} where id = ${prospect.prospectId}::uuid`,
    );
  }
  return created;
}

const person = (
  prospect: CreatedProspect,
  plan: Omit<ExportPerson, "url" | "firstName" | "lastName">,
): ExportPerson => ({
  url: prospect.linkedinUrl,
  firstName: prospect.firstName,
  lastName: prospect.lastName,
  ...plan,
});

async function upload(files: { name: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  for (const file of files) form.append("file", new Blob([file.bytes]), file.name);
  return w.sdr.api.post(`/api/seats/${seat.id}/imports`, form);
}

async function imported(files: { name: string; bytes: Uint8Array }[]): Promise<SeatImport> {
  const response = await upload(files);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const stateOf = async (id: string) =>
  (
    await queryRows<{
      invite_at: Date | null;
      connected_at: Date | null;
      m1_at: Date | null;
      m2_at: Date | null;
      m3_at: Date | null;
      final_disposition: string;
    }>(
      t.db,
      sql`select invite_at, connected_at, m1_at, m2_at, m3_at, final_disposition from assignments where id = ${id}::uuid`,
    )
  )[0];

const iso = (at: Date | null | undefined) => (at ? new Date(at).toISOString() : null);

beforeAll(async () => {
  const second = await createCompany(t.db, { companyName: "Export Client B" });
  secondCampaign = second.campaignId;
  const response = await w.sdr.api.post("/api/seats", {
    name: "Sam's LinkedIn",
    profileUrl: SEAT.url,
    owner: { kind: "sdr", sdrId: w.sdr.sdrId },
    budget: { accountType: "free", invitesPerDay: 20, invitesPer7Days: 100, messagesPerDay: 100 },
    campaignIds: [w.company.campaignId, second.campaignId],
  });
  expect(response.statusCode, response.body).toBe(201);
  seat = response.json();
  people = [
    ...(await prospectsWithProfiles(w.company.campaignId, 5, "Alpha")),
    ...(await prospectsWithProfiles(second.campaignId, 2, "Beta")),
  ];
  // Ticked here before the export: P1's invite later than LinkedIn sent it, P3's invite that LinkedIn never sent, P4's m1.
  await t.db.execute(sql`update assignments set invite_at = now() where id = ${people[1]?.id}::uuid`);
  await t.db.execute(
    sql`update assignments set invite_at = now() - interval '2 days' where id = ${people[3]?.id}::uuid`,
  );
  await t.db.execute(
    sql`update assignments set invite_at = now() - interval '20 days', m1_at = now() - interval '5 days' where id = ${people[4]?.id}::uuid`,
  );
  // P6 joined the campaign two months ago; P2 joined now, after connecting.
  await t.db.execute(
    sql`update assignments set assigned_at = now() - interval '60 days' where id = ${people[6]?.id}::uuid`,
  );
});

const [P0, P1, P2, P3, P4, P5, P6] = [0, 1, 2, 3, 4, 5, 6];
const at = (i: number) => people[i] as CreatedProspect;

function firstArchive(format: "zip" | "csvs" = "zip") {
  return generateLinkedinExport({
    seat: SEAT,
    seed: 7,
    format,
    personalContacts: 40,
    groupConversations: 2,
    sponsored: 2,
    drafts: 1,
    people: [
      person(at(P0), { pending: true, invitedAt: daysAgo(5) }),
      person(at(P1), { pending: true, invitedAt: daysAgo(3) }),
      person(at(P2), {
        connectedAt: daysAgo(10),
        sdrMessages: [daysAgo(9, 10), daysAgo(6, 11)],
        replies: [{ at: daysAgo(5, 15), text: REPLY }],
      }),
      person(at(P4), { connectedAt: daysAgo(12) }),
      person(at(P5), { pending: true, invitedAt: daysAgo(30) }),
      person(at(P6), { connectedAt: daysAgo(8) }),
    ],
  });
}

describe("importing a seat's LinkedIn data export", () => {
  let first: SeatImport;

  it("ticks what LinkedIn's record shows, with its dates, and lists what disagrees", async () => {
    const archive = firstArchive();
    first = await imported(archive.files);
    expect(first.counts).toMatchObject({
      // P0's and P5's invites; P2's connection, m1, m2 and reply; P4's connection; P6's connection and
      // the invite it accepted (P2 was connected before joining the campaign: no invite is inferred).
      added: 9,
      corrected: 1,
      messagesAdded: 3,
      repliesAdded: 1,
      groupConversationsSkipped: 2,
      sponsoredSkipped: 2,
      draftsSkipped: 1,
    });
    expect(first.counts.notProspects).toBeGreaterThan(0);
    expect(first.files.sort()).toEqual(["Connections.csv", "Invitations.csv", "messages.csv"]);

    expect(iso((await stateOf(at(P0).id))?.invite_at)).toBe(daysAgo(5).toISOString());
    // Ticked later than LinkedIn sent it: moved back to LinkedIn's time.
    expect(iso((await stateOf(at(P1).id))?.invite_at)).toBe(daysAgo(3).toISOString());
    const p2 = await stateOf(at(P2).id);
    expect(iso(p2?.connected_at)).toBe(`${daysAgo(10).toISOString().slice(0, 10)}T12:00:00.000Z`);
    expect(iso(p2?.m1_at)).toBe(daysAgo(9, 10).toISOString());
    expect(iso(p2?.m2_at)).toBe(daysAgo(6, 11).toISOString());
    expect(p2?.m3_at).toBeNull();
    expect(p2?.final_disposition).toBe("Reply");
    // The second campaign's prospect, matched through the same seat.
    expect(iso((await stateOf(at(P5).id))?.invite_at)).toBe(daysAgo(30).toISOString());
    const p6 = await stateOf(at(P6).id);
    const connectedDay = `${daysAgo(8).toISOString().slice(0, 10)}T12:00:00.000Z`;
    expect([iso(p6?.invite_at), iso(p6?.connected_at)]).toEqual([connectedDay, connectedDay]);
    expect((await stateOf(at(P2).id))?.invite_at).toBeNull();

    const events = await queryRows<{ field: string; actor_label: string; sdr_id: string; created_at: Date }>(
      t.db,
      sql`select field, actor_label, sdr_id, created_at from activity_events where assignment_id = ${at(P2).id}::uuid order by created_at`,
    );
    expect(events.map((event) => event.field)).toEqual(["connected", "m1", "m2", "finalDisposition"]);
    expect(new Set(events.map((event) => event.actor_label))).toEqual(
      new Set(["LinkedIn export (Sam's LinkedIn)"]),
    );
    expect(new Set(events.map((event) => event.sdr_id))).toEqual(new Set([w.sdr.sdrId]));
    // Team KPIs count them for the seat's SDR, on the days LinkedIn gives.
    const kpis = await w.sdr.api.get(`/api/team-kpis?period=all-time`);
    expect(kpis.statusCode, kpis.body).toBe(200);
    expect(JSON.stringify(kpis.json())).toContain(w.sdr.sdrId);
    const [connectedKpi] = await queryRows<{ n: number }>(
      t.db,
      sql`select coalesce(sum(events), 0)::int as n from team_kpi_daily where sdr_id = ${w.sdr.sdrId}::uuid and figure = 'connected'`,
    );
    expect(connectedKpi?.n).toBe(3);

    const thread = await queryRows<{ sender: string; content: string; created_at: Date }>(
      t.db,
      sql`select m.sender, m.content, m.created_at from messages m join conversations c on c.id = m.conversation_id
          where c.assignment_id = ${at(P2).id}::uuid order by m.created_at`,
    );
    expect(thread.map((message) => message.sender)).toEqual(["sdr", "sdr", "prospect"]);
    expect(thread[0]?.content).toBe(sdrMessageText(at(P2).firstName, 0));
    expect(thread[2]?.content).toBe(REPLY);
    expect(iso(thread[2]?.created_at)).toBe(daysAgo(5, 15).toISOString());
  });

  it("reports the disagreements, never unticking them, filtered by campaign and exported", async () => {
    const response = await w.sdr.api.get(`/api/seats/${seat.id}/imports/${first.id}?outcome=disagrees`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as Reconciliation;
    const rows = report.rows.map((row) => `${row.firstName} ${row.step}`).sort();
    // P3's invite LinkedIn never sent; P4's m1, with no thread on LinkedIn (its invite led to the connection).
    expect(rows).toEqual([`${at(P3).firstName} invite`, `${at(P4).firstName} m1`].sort());
    expect((await stateOf(at(P3).id))?.invite_at).not.toBeNull();
    expect(report.campaigns.map((campaign) => campaign.name)).toEqual(["Export Client A", "Export Client B"]);

    const second = await w.sdr.api.get(
      `/api/seats/${seat.id}/imports/${first.id}?campaignId=${secondCampaign}`,
    );
    // P5's invite, P6's connection and the invite it accepted.
    expect((second.json() as Reconciliation).rows.map((row) => `${row.client} ${row.step}`).sort()).toEqual([
      "Export Client B connected",
      "Export Client B invite",
      "Export Client B invite",
    ]);

    const csv = await w.sdr.api.get(`/api/seats/${seat.id}/imports/${first.id}/report.csv?outcome=disagrees`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Client,First Name,Last Name,Job Title,Company,Step,Outcome,On LinkedIn,Ticked here",
    );
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(",Disagrees,"))).toBe(true);
  });

  it("writes nothing of the member's own network anywhere", async () => {
    const { personal } = firstArchive();
    const found = await findEverywhere(t.db, [
      ...personal.names,
      ...personal.urls.map((url) => normalizeLinkedinUrl(url) ?? url),
      ...personal.texts,
      "personalcontact",
    ]);
    expect(found).toEqual([]);
  });

  it("adds nothing twice when the same archive, or its CSVs, are imported again", async () => {
    const again = await imported(firstArchive("csvs").files);
    expect(again.counts).toMatchObject({ added: 0, corrected: 0, messagesAdded: 0, repliesAdded: 0 });
    // An invite read from a connection is not confirmed again: LinkedIn lists no such invitation.
    expect(again.counts.confirmed).toBe(9);
  });

  it("reads a later archive for what is new only, and undoes each import as one batch", async () => {
    const later = generateLinkedinExport({
      seat: SEAT,
      seed: 8,
      people: [
        person(at(P2), {
          connectedAt: daysAgo(10),
          sdrMessages: [daysAgo(9, 10), daysAgo(6, 11), daysAgo(1, 8)],
          replies: [{ at: daysAgo(5, 15), text: REPLY }],
        }),
        person(at(P3), { connectedAt: daysAgo(1) }),
      ],
    });
    const next = await imported(later.files);
    expect(next.counts).toMatchObject({ added: 2, messagesAdded: 1 });
    expect(iso((await stateOf(at(P2).id))?.m3_at)).toBe(daysAgo(1, 8).toISOString());

    const undone = await w.sdr.api.post(`/api/seats/${seat.id}/imports/${next.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((undone.json() as SeatImport).undoneAt).not.toBeNull();
    expect((await stateOf(at(P2).id))?.m3_at).toBeNull();
    expect((await stateOf(at(P3).id))?.connected_at).toBeNull();
    expect((await stateOf(at(P2).id))?.m2_at).not.toBeNull();
    expect((await w.sdr.api.post(`/api/seats/${seat.id}/imports/${next.id}/undo`)).statusCode).toBe(409);

    const firstUndone = await w.sdr.api.post(`/api/seats/${seat.id}/imports/${first.id}/undo`);
    expect(firstUndone.statusCode, firstUndone.body).toBe(200);
    const p2 = await stateOf(at(P2).id);
    expect([p2?.connected_at, p2?.m1_at, p2?.m2_at]).toEqual([null, null, null]);
    expect(p2?.final_disposition).toBe("New");
    expect((await stateOf(at(P0).id))?.invite_at).toBeNull();
    // P1's invite goes back to when it was ticked here.
    expect((await stateOf(at(P1).id))?.invite_at).not.toBeNull();
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from conversations where assignment_id = ${at(P2).id}::uuid`,
    );
    expect(left?.n).toBe(0);
  });

  it("refuses an export it cannot read exactly, naming the line, and writes nothing", async () => {
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from seat_imports`);
    const broken = new TextEncoder().encode(
      "CONVERSATION ID,CONVERSATION TITLE,FROM,SENDER PROFILE URL,TO,RECIPIENT PROFILE URLS,DATE,SUBJECT,CONTENT,FOLDER\r\n" +
        `c1,,Sam Seat,${SEAT.url},Alpha0,${at(P0).linkedinUrl},yesterday at noon,,Hello,INBOX\r\n`,
    );
    const response = await upload([{ name: "messages.csv", bytes: broken }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^messages\.csv line 2: DATE /);
    expect(response.json().message).not.toContain("yesterday");
    const after = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from seat_imports`);
    expect(after[0]?.n).toBe(before[0]?.n);

    const other = await upload([
      { name: "Profile.csv", bytes: new TextEncoder().encode("First Name\r\nSam\r\n") },
    ]);
    expect(other.statusCode).toBe(400);

    // An export from before invitations carried profile addresses: refused, not read as "never sent".
    const header = "From,To,Sent At,Message,Direction\r\n";
    const old = await upload([
      {
        name: "Invitations.csv",
        bytes: new TextEncoder().encode(`${header}Sam Seat,Alpha0,"5/12/21, 3:14 PM",,OUTGOING\r\n`),
      },
    ]);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toContain(
      "Invitations.csv has no inviterProfileUrl and inviteeProfileUrl columns",
    );
  });

  it("removes imported messages when the person is erased", async () => {
    const archive = firstArchive();
    await imported(archive.files);
    const request = await createPrivacyRequest(w.sdr.api, { kind: "erasure", subject: at(P2).linkedinUrl });
    const erased = await w.sdr.api.post(erasePath(request.id));
    expect(erased.statusCode, erased.body).toBe(200);
    const kept = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
          where c.assignment_id = ${at(P2).id}::uuid and (m.content <> '' or m.linkedin_key is not null)`,
    );
    expect(kept[0]?.n).toBe(0);
  });
});

describe("who may import", () => {
  it("refuses clients and staff who do not reach the seat, before reading the upload", async () => {
    const files = firstArchive("csvs").files;
    const form = () => uploadForm(files[0]);
    expect((await w.client.api.post(`/api/seats/${seat.id}/imports`, form())).statusCode).toBe(403);
    expect((await w.anonymous.post(`/api/seats/${seat.id}/imports`, form())).statusCode).toBe(401);
    const stranger = await createCompany(t.db, { companyName: "Stranger Co" });
    const theirs = await w.sdr.api.post("/api/seats", {
      name: "Stranger seat",
      profileUrl: "https://www.linkedin.com/in/stranger-seat",
      owner: { kind: "client", companyId: stranger.companyId },
      budget: { accountType: "free", invitesPerDay: 20, invitesPer7Days: 100, messagesPerDay: 100 },
      campaignIds: [stranger.campaignId],
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((await w.client.api.get(`/api/campaigns/${stranger.campaignId}/seat-safety`)).statusCode).toBe(
      404,
    );
  });
});
