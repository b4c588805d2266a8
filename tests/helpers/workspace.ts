import { beforeAll } from "vitest";
import { connections } from "../../src/server/core/db/schema/index.js";
import {
  type CompanyRecord,
  createClientUser,
  createCompany,
  createSdrUser,
  uniqueEmail,
} from "./factories.js";
import type { Api } from "./management.js";
import { authed, login, type TestApp, testAppSuite } from "./test-app.js";

export const prospectsPath = (campaignId: string, q?: string) =>
  `/api/campaigns/${campaignId}/prospects${q === undefined ? "" : `?q=${encodeURIComponent(q)}`}`;
export const badDataCountPath = (campaignId: string) => `/api/campaigns/${campaignId}/bad-data-count`;
export const FLAG_BAD_DATA = "/api/flag-bad-data";
export const prospectPath = (id: string) => `/api/prospects/${id}`;
export const replyPath = (id: string) => `/api/prospects/${id}/reply`;
export const CONVERSATIONS = "/api/prospect-conversations";
export const messagesPath = (conversationId: string) => `${CONVERSATIONS}/${conversationId}/messages`;

export interface SignedInSdr {
  api: Api;
  userId: string;
  /** The roster entry (`sdrs.id`), for assignments' sdrId. */
  sdrId: string;
  email: string;
}

export interface Workspace {
  company: CompanyRecord;
  /** An SDR (every SDR is a manager) signed in. */
  sdr: SignedInSdr;
  /** The company's client login, signed in. */
  client: { api: Api; userId: string; email: string };
  /** Requests without a session. */
  anonymous: Api;
}

/** A company with its campaign, a signed-in SDR and the company's signed-in client. */
export async function createWorkspace(t: TestApp, companyName?: string): Promise<Workspace> {
  const company = await createCompany(t.db, companyName ? { companyName } : {});
  const sdr = await createSdrUser(t.db, { email: uniqueEmail("sdr"), name: "Sam Sdr" });
  const client = await createClientUser(t.db, { companyId: company.companyId });
  const [sdrCookie, clientCookie] = await Promise.all([
    login(t.app, sdr.email, sdr.password, "sdr"),
    login(t.app, client.email, client.password, "client"),
  ]);
  return {
    company,
    sdr: { api: authed(t.app, sdrCookie), userId: sdr.userId, sdrId: sdr.sdrId, email: sdr.email },
    client: { api: authed(t.app, clientCookie), userId: client.userId, email: client.email },
    anonymous: authed(t.app, undefined),
  };
}

/** `testAppSuite` with a workspace in it, made before the first test (read it inside tests and hooks). */
export function workspaceSuite(companyName?: string): { t: TestApp; w: Workspace } {
  const t = testAppSuite();
  const w = {} as Workspace;
  beforeAll(async () => {
    Object.assign(w, await createWorkspace(t, companyName));
  });
  return { t, w };
}

/** A member of staff in the SDR role working the given companies' campaigns, signed in. */
export async function signInSdrRole(t: TestApp, companyIds: string[]) {
  const sdr = await createSdrUser(t.db, { role: "sdr", name: "Riley Rep" });
  for (const companyId of companyIds) await t.db.insert(connections).values({ companyId, sdrId: sdr.sdrId });
  return { ...sdr, api: authed(t.app, await login(t.app, sdr.email, sdr.password, "sdr")) };
}
