import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/server/db/client.js";
import { createClientUser, createCompany, createSdrUser } from "./factories.js";
import { login } from "./test-app.js";

/** The ids of one company's data; later features add theirs (prospectId, conversationId, batchId, ...). */
export interface TenantIds {
  companyId: string;
  campaignId: string;
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
  sdr: { email: string; password: string; cookie: string };
}

async function createTenant(app: FastifyInstance, db: Db, label: string): Promise<Tenant> {
  const company = await createCompany(db, { companyName: `Company ${label}`, clientName: `Client ${label}` });
  const client = await createClientUser(db, { companyId: company.companyId });
  return {
    ids: { companyId: company.companyId, campaignId: company.campaignId },
    companyName: company.companyName,
    clientEmail: client.email,
    clientPassword: client.password,
    clientCookie: await login(app, client.email, client.password, "client"),
  };
}

/**
 * Two companies, A and B, each with its campaign and a signed-in client, plus a signed-in SDR.
 * Features that add campaign data extend `TenantIds` and create one record of each kind per tenant here.
 */
export async function createTenancy(app: FastifyInstance, db: Db): Promise<Tenancy> {
  const a = await createTenant(app, db, "A");
  const b = await createTenant(app, db, "B");
  const sdr = await createSdrUser(db);
  return { a, b, sdr: { ...sdr, cookie: await login(app, sdr.email, sdr.password, "sdr") } };
}
