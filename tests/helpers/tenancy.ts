import type { FastifyInstance } from "fastify";
import { beforeAll } from "vitest";
import type { AppConfig } from "../../src/server/core/config.js";
import type { Db } from "../../src/server/core/db/client.js";
import { conversations, messages, seatCampaigns, seats } from "../../src/server/core/db/schema/index.js";
import { createClientUser, createCompany, createSdrUser } from "./factories.js";
import { createProspect } from "./prospects.js";
import { login, type TestApp, testAppSuite } from "./test-app.js";

/** The ids of one company's data; later features add theirs (batchId, ...). */
export interface TenantIds {
  companyId: string;
  campaignId: string;
  /** A listed prospect of the campaign: the assignment id (the API's Prospect `id`). */
  prospectId: string;
  /** That prospect's conversation, with one message. */
  conversationId: string;
  /** The sending seat of the campaign: the client company's own LinkedIn account. */
  seatId: string;
}

/** One prospect of the campaign with a conversation holding one reply. */
async function createCampaignData(db: Db, companyId: string, campaignId: string, label: string) {
  const prospect = await createProspect(db, campaignId, { firstName: `Prospect ${label}` });
  const [conversation] = await db
    .insert(conversations)
    .values({ assignmentId: prospect.id, campaignId, status: "replied", lastMessageAt: new Date() })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error("conversation insert returned nothing");
  await db.insert(messages).values({
    conversationId: conversation.id,
    content: `Reply from ${label}`,
    sender: "prospect",
    messageType: "prospect_reply",
  });
  const [seat] = await db
    .insert(seats)
    .values({
      name: `Seat ${label}`,
      profileUrl: `https://www.linkedin.com/in/seat-${label.toLowerCase()}-${campaignId.slice(0, 8)}`,
      profileKey: `linkedin.com/in/seat-${label.toLowerCase()}-${campaignId.slice(0, 8)}`,
      ownerCompanyId: companyId,
      accountType: "free",
      invitesPerDay: 20,
      invitesPer7Days: 100,
      messagesPerDay: 100,
      acceptanceAlertPercent: 20,
    })
    .returning({ id: seats.id });
  if (!seat) throw new Error("seat insert returned nothing");
  await db.insert(seatCampaigns).values({ seatId: seat.id, campaignId });
  return { prospectId: prospect.id, conversationId: conversation.id, seatId: seat.id };
}

export interface Tenant {
  ids: TenantIds;
  companyName: string;
  clientEmail: string;
  clientPassword: string;
  /** Session cookie of the company's client login. */
  clientCookie: string;
}

export interface Tenancy {
  a: Tenant;
  b: Tenant;
  sdr: { userId: string; sdrId: string; email: string; password: string; cookie: string };
}

async function createTenant(app: FastifyInstance, db: Db, label: string): Promise<Tenant> {
  const company = await createCompany(db, { companyName: `Company ${label}`, clientName: `Client ${label}` });
  const client = await createClientUser(db, { companyId: company.companyId });
  const data = await createCampaignData(db, company.companyId, company.campaignId, label);
  return {
    ids: { companyId: company.companyId, campaignId: company.campaignId, ...data },
    companyName: company.companyName,
    clientEmail: client.email,
    clientPassword: client.password,
    clientCookie: await login(app, client.email, client.password, "client"),
  };
}

/**
 * Two companies, A and B, each with its campaign and a signed-in client, plus the agency's owner signed
 * in (`sdr`: staff with every right).
 * Features that add campaign data extend `TenantIds` and create one record of each kind per tenant here.
 */
export async function createTenancy(app: FastifyInstance, db: Db): Promise<Tenancy> {
  const a = await createTenant(app, db, "A");
  const b = await createTenant(app, db, "B");
  const sdr = await createSdrUser(db, { role: "owner" });
  return { a, b, sdr: { ...sdr, cookie: await login(app, sdr.email, sdr.password, "sdr") } };
}

/** `testAppSuite` with a `createTenancy` made before the first test (read it inside tests and hooks). */
export function tenancySuite(overrides: Partial<AppConfig> = {}): { t: TestApp; tenancy: Tenancy } {
  const t = testAppSuite(overrides);
  const tenancy = {} as Tenancy;
  beforeAll(async () => {
    Object.assign(tenancy, await createTenancy(t.app, t.db));
  });
  return { t, tenancy };
}
