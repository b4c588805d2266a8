import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../core/db/client.js";
import { assignments, prospects, sdrs } from "../../core/db/schema/index.js";
import { dedupKey } from "../../core/prospect-fields/dedup.js";

const FIRST = ["Avery", "Jordan", "Riley", "Morgan", "Casey", "Taylor", "Quinn", "Rowan", "Skyler", "Reese"];
const LAST = ["Nguyen", "Patel", "Garcia", "Kim", "Okafor", "Schmidt", "Rossi", "Silva", "Cohen", "Larsen"];
const TITLES = [
  "VP of Sales",
  "Head of Growth",
  "Chief Revenue Officer",
  "Director of Operations",
  "Marketing Manager",
];
const COMPANIES = [
  "Brightline Analytics",
  "Cobalt Logistics",
  "Helio Health",
  "Summit Freight",
  "Apex Robotics",
];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic generator: the demo looks the same on every machine. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The SDR the demo campaign's prospects are assigned to, on the roster like any other. */
export const DEMO_SDR = { name: "Sam Rivera", email: "sam.rivera@outreachdesk.example" };

async function demoSdrId(db: DbOrTx): Promise<string> {
  await db
    .insert(sdrs)
    .values({ ...DEMO_SDR, status: "Active" })
    .onConflictDoNothing({ target: sdrs.email });
  const [sdr] = await db.select({ id: sdrs.id }).from(sdrs).where(eq(sdrs.email, DEMO_SDR.email));
  if (!sdr) throw new Error("the demo SDR was not found after its insert");
  return sdr.id;
}

/**
 * The demo campaign's 100 sample prospects, matching the demo dashboard: all invited, 23 connected,
 * 8 meetings booked and 4 more replies among them, spread over the last 90 days.
 */
export async function seedDemoProspects(db: DbOrTx, campaignId: string, now = Date.now()): Promise<void> {
  const sdrId = await demoSdrId(db);
  const [existing] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(eq(assignments.campaignId, campaignId))
    .limit(1);
  if (existing) {
    // Demo data seeded before the demo SDR existed gets one too, so its details show an assignment.
    await db
      .update(assignments)
      .set({ sdrId })
      .where(and(eq(assignments.campaignId, campaignId), isNull(assignments.sdrId)));
    return;
  }
  const random = generator(42);
  const people = Array.from({ length: 100 }, (_, i) => {
    const firstName = FIRST[i % FIRST.length] as string;
    const lastName = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
    const slug = `${firstName}-${lastName}-demo-${i + 1}`.toLowerCase();
    const linkedinUrl = `https://www.linkedin.com/in/${slug}`;
    return {
      dedupKey: dedupKey(linkedinUrl, null) as string,
      firstName,
      lastName,
      jobTitle: TITLES[i % TITLES.length] as string,
      company: `${COMPANIES[i % COMPANIES.length]} ${Math.floor(i / COMPANIES.length) + 1}`,
      linkedinName: `${firstName} ${lastName}`,
      linkedinUrl,
      email: `${slug}@example.com`,
    };
  });
  const inserted = await db
    .insert(prospects)
    .values(people)
    .onConflictDoNothing()
    .returning({ id: prospects.id });
  const rows = inserted.map(({ id }, i) => {
    const invitedAt = new Date(now - (2 + random() * 88) * DAY_MS);
    const later = (days: number) => new Date(Math.min(now, invitedAt.getTime() + days * DAY_MS));
    const connected = i < 23;
    const meeting = i < 8;
    const replied = i < 12;
    const connectedAt = connected ? later(1 + random() * 3) : null;
    return {
      campaignId,
      prospectId: id,
      sdrId,
      importedAt: invitedAt,
      assignedAt: invitedAt,
      inviteAt: invitedAt,
      connectedAt,
      m1At: connected ? later(4) : null,
      m2At: connected && i % 2 === 0 ? later(7) : null,
      ff1At: !connected && i % 3 === 0 ? later(10) : null,
      sequenceTag: meeting ? "Interested" : replied ? "Question" : i % 7 === 0 ? "Soft No" : "New",
      sequenceTagAt: replied ? later(8) : i % 7 === 0 ? later(12) : null,
      finalDisposition: meeting ? "Meeting" : replied ? "Reply" : i % 9 === 0 ? "No Reply" : "New",
      dispositionAt: replied ? later(8) : i % 9 === 0 ? later(20) : null,
      lastTouchAt: replied ? later(8) : connected ? later(7) : invitedAt,
    };
  });
  if (rows.length > 0) await db.insert(assignments).values(rows);
}
