import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { metricsPath } from "../../../../tests/helpers/metrics.js";
import { type CreatedProspect, createProspect } from "../../../../tests/helpers/prospects.js";
import { TEST_PUBLIC_URL, TEST_TIME_ZONE } from "../../../../tests/helpers/test-app.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { endpointPath, endpointUrl } from "../../../shared/contracts/endpoint.js";
import { shareLinkEndpoints as api } from "../../../shared/contracts/endpoints/share-links.js";
import type { ComparedMetrics, Metrics } from "../../../shared/contracts/metrics.js";
import {
  type CreatedShareLink,
  SHARE_LINK_EXPIRY_PAST,
  SHARE_LINK_NOT_FOUND,
  SHARED_DASHBOARD_UNAVAILABLE,
  type SharedDashboard,
  type ShareLink,
  type ShareLinkCreate,
} from "../../../shared/contracts/share-links.js";
import { CAMPAIGN_NOT_FOUND } from "../../core/access/campaign-access.js";
import { hashToken } from "../../core/access/tokens.js";
import { queryRows } from "../../core/db/raw.js";
import { companies, shareLinks } from "../../core/db/schema/index.js";
import { localDay } from "../../core/time/periods.js";

const { t, w } = workspaceSuite("Shared Figures Co");

const linksPath = (campaignId: string) => endpointPath(api.list, { id: campaignId });
const revokePath = (campaignId: string, linkId: string) =>
  endpointPath(api.revoke, { id: campaignId, linkId });
const sharedUrl = (token: string, period?: SharedDashboard["period"]) =>
  endpointUrl(api.shared, { params: { token }, query: { period } });

/** The token at the end of a link's address. */
const tokenOf = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf("/") + 1));
/** Today in the app's time zone (the tests' configuration leaves it at the process's zone). */
const today = () => localDay(new Date(), TEST_TIME_ZONE);

async function create(body: ShareLinkCreate = {}, campaignId = w.company.campaignId) {
  const response = await w.sdr.api.post(linksPath(campaignId), body);
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json() as CreatedShareLink;
  return { ...created, token: tokenOf(created.url) };
}

async function list(campaignId = w.company.campaignId): Promise<ShareLink[]> {
  const response = await w.sdr.api.get(linksPath(campaignId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function openShared(token: string, period?: SharedDashboard["period"]) {
  return w.anonymous.get(sharedUrl(token, period));
}

function expectUnavailable(response: Awaited<ReturnType<typeof openShared>>) {
  expectError(response, 404, SHARED_DASHBOARD_UNAVAILABLE);
}

const FIGURES: (keyof Metrics)[] = [
  "invited",
  "messagesSent",
  "followUpsSent",
  "connected",
  "replied",
  "positiveReplies",
  "meetingsBooked",
  "inviteToConnectionRate",
  "connectionToReplyRate",
  "badDataCount",
  "averageLastTouchDays",
  "totalProspects",
];

const pick = (metrics: Metrics) => Object.fromEntries(FIGURES.map((figure) => [figure, metrics[figure]]));

let prospects: CreatedProspect[];

beforeAll(async () => {
  const now = new Date();
  prospects = [
    await createProspect(t.db, w.company.campaignId, {
      firstName: "Quillon",
      lastName: "Ravensworth",
      email: "quillon.ravensworth@prospect.example",
      phone: "+44 20 7946 0958",
      linkedinUrl: "https://www.linkedin.com/in/quillon-ravensworth",
      jobTitle: "Head of Procurement",
      company: "Ravensworth Holdings",
      inviteAt: now,
      connectedAt: now,
      m1At: now,
      lastTouchAt: now,
      finalDisposition: "Meeting",
      dispositionAt: now,
    }),
    await createProspect(t.db, w.company.campaignId, {
      firstName: "Marisol",
      lastName: "Thistlewood",
      email: "marisol.t@prospect.example",
      linkedinUrl: "https://www.linkedin.com/in/marisol-thistlewood",
      inviteAt: now,
      lastTouchAt: now,
    }),
  ];
});

describe("creating and listing share links", () => {
  it("answers the link's address once, keeps only the token's hash, and lists the link without it", async () => {
    const created = await create({ label: "  Weekly review  " });
    expect(created.url.startsWith(`${TEST_PUBLIC_URL}/shared/`)).toBe(true);
    expect(created.token.length).toBeGreaterThanOrEqual(43);
    expect(created.link).toMatchObject({
      label: "Weekly review",
      status: "active",
      createdBy: "Sam Sdr",
      expiresOn: null,
      expiresAt: null,
      revokedAt: null,
      lastOpenedAt: null,
      openCount: 0,
    });

    const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, created.link.id));
    expect(row?.tokenHash).toBe(hashToken(created.token));
    expect(row?.tokenHash).not.toContain(created.token);

    const response = await w.sdr.api.get(linksPath(w.company.campaignId));
    expect(response.body).not.toContain(created.token);
    expect((response.json() as ShareLink[]).map((link) => link.id)).toContain(created.link.id);
  });

  it("lists the newest first", async () => {
    const first = await create({ label: "First" });
    const second = await create({ label: "Second" });
    const ids = (await list()).map((link) => link.id);
    expect(ids.indexOf(second.link.id)).toBeLessThan(ids.indexOf(first.link.id));
  });

  it("refuses a label that is too long and an expiry that is past or not a date, naming the field", async () => {
    const long = await w.sdr.api.post(linksPath(w.company.campaignId), { label: "x".repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: "label" });

    const yesterday = localDay(new Date(Date.now() - 24 * 3600 * 1000), TEST_TIME_ZONE);
    const past = await w.sdr.api.post(linksPath(w.company.campaignId), { expiresOn: "2020-01-31" });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      field: "expiresOn",
      message: `expiresOn: ${SHARE_LINK_EXPIRY_PAST}`,
    });
    const dayBefore = await w.sdr.api.post(linksPath(w.company.campaignId), { expiresOn: yesterday });
    expect(dayBefore.statusCode).toBe(400);

    for (const expiresOn of ["2030-02-30", "next week", "2030-1-5"]) {
      const response = await w.sdr.api.post(linksPath(w.company.campaignId), { expiresOn });
      expect(response.statusCode, expiresOn).toBe(400);
      expect(response.json()).toMatchObject({ field: "expiresOn" });
    }
  });

  it("answers 404 for a campaign that does not exist", async () => {
    expectError(await w.sdr.api.get(linksPath(UNKNOWN_ID)), 404, CAMPAIGN_NOT_FOUND);
    expectError(await w.sdr.api.post(linksPath(UNKNOWN_ID), {}), 404, CAMPAIGN_NOT_FOUND);
  });
});

describe("a shared dashboard, signed out", () => {
  it("shows the company's name and the same figures as the dashboard, for the period asked", async () => {
    const { token } = await create();
    for (const period of ["all-time", "last-7-days", "today"] as const) {
      const shared = await openShared(token, period);
      expect(shared.statusCode, shared.body).toBe(200);
      const body = shared.json() as SharedDashboard;
      expect(body.companyName).toBe("Shared Figures Co");
      expect(body.period).toBe(period);
      const dashboard = (
        await w.sdr.api.get(metricsPath(w.company.campaignId, period))
      ).json() as ComparedMetrics;
      expect(pick(body.metrics)).toEqual(pick(dashboard));
      expect(body.metrics.previous).toEqual(dashboard.previous);
      const activity = await w.sdr.api.get(
        `/api/campaigns/${w.company.campaignId}/activity?period=${period}`,
      );
      expect(body.activity).toEqual(activity.json());
    }
    const body = (await openShared(token)).json() as SharedDashboard;
    expect(body.period).toBe("all-time");
    expect(body.metrics).toMatchObject({ invited: 2, connected: 1, meetingsBooked: 1, totalProspects: 2 });
  });

  it("holds no prospect's name or contact data, and no id that opens anything else", async () => {
    const { token, link } = await create({ label: "Board pack" });
    const response = await openShared(token);
    expect(response.statusCode).toBe(200);
    const secrets = [
      ...prospects.flatMap((p) => [p.firstName, p.lastName, p.linkedinUrl, p.company, p.jobTitle]),
      ...prospects.map((p) => p.email ?? "no e-mail"),
      "+44 20 7946 0958",
      ...prospects.flatMap((p) => [p.id, p.prospectId]),
      w.company.campaignId,
      w.company.companyId,
      link.id,
      w.sdr.userId,
      w.sdr.email,
      w.client.email,
      "Board pack",
    ];
    for (const secret of secrets) expect(response.body, secret).not.toContain(secret);
    expect(Object.keys(response.json()).sort()).toEqual(["activity", "companyName", "metrics", "period"]);
  });

  it("stamps when the link was last opened and counts the openings", async () => {
    const { token, link } = await create();
    const before = Date.now();
    expect((await openShared(token)).statusCode).toBe(200);
    expect((await openShared(token, "last-30-days")).statusCode).toBe(200);
    const listed = (await list()).find((row) => row.id === link.id);
    expect(listed?.openCount).toBe(2);
    expect(new Date(listed?.lastOpenedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("answers the same 404 for a token that is unknown, malformed or almost right", async () => {
    const { token } = await create();
    for (const wrong of ["unknown", `${token}x`, token.slice(0, -1), "a".repeat(43)]) {
      expectUnavailable(await openShared(wrong));
    }
  });

  it("refuses a period it does not know", async () => {
    const { token } = await create();
    const response = await w.anonymous.get(`/api/shared/${token}?period=forever`);
    expect(response.statusCode).toBe(400);
  });

  it("works for a signed-in client of another company too, showing only this company's figures", async () => {
    const { token } = await create();
    const other = await createCompany(t.db, { companyName: "Elsewhere Ltd" });
    const response = await w.client.api.get(sharedUrl(token));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(other.companyName);
  });
});

describe("a share link stops", () => {
  it("at once when revoked, for good, and is listed as revoked", async () => {
    const { token, link } = await create({ label: "To revoke" });
    expect((await openShared(token)).statusCode).toBe(200);

    const revoked = await w.sdr.api.post(revokePath(w.company.campaignId, link.id));
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id: link.id, status: "revoked", openCount: 1 });
    const revokedAt = (revoked.json() as ShareLink).revokedAt;
    expect(revokedAt).not.toBeNull();

    expectUnavailable(await openShared(token));
    // Revoking again changes nothing.
    const again = await w.sdr.api.post(revokePath(w.company.campaignId, link.id));
    expect(again.json()).toMatchObject({ status: "revoked", revokedAt, openCount: 1 });
    expectUnavailable(await openShared(token));
  });

  it("after its last day, and is listed as expired", async () => {
    const lastDay = today();
    const { token, link } = await create({ expiresOn: lastDay });
    expect(link.expiresOn).toBe(lastDay);
    expect(link.status).toBe("active");
    expect(new Date(link.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect((await openShared(token)).statusCode).toBe(200);

    // The clock passes its end: the link's stop moves into the past.
    await t.db.execute(
      sql`update share_links set expires_at = now() - interval '1 second' where id = ${link.id}`,
    );
    expectUnavailable(await openShared(token));
    const listed = (await list()).find((row) => row.id === link.id);
    expect(listed).toMatchObject({ status: "expired", openCount: 1 });
  });

  it("when its company is archived", async () => {
    const company = await createCompany(t.db, { companyName: "Archived Later Co" });
    const { token } = await create({}, company.campaignId);
    expect((await openShared(token)).statusCode).toBe(200);
    await t.db.update(companies).set({ archivedAt: new Date() }).where(eq(companies.id, company.companyId));
    expectUnavailable(await openShared(token));
    const refused = await w.sdr.api.post(linksPath(company.campaignId), {});
    expect(refused.statusCode).toBe(409);
  });
});

describe("who manages share links", () => {
  it("a client can neither create, list nor revoke them, even for its own campaign", async () => {
    const { link } = await create();
    const campaignId = w.company.campaignId;
    const attempts = [
      await w.client.api.get(linksPath(campaignId)),
      await w.client.api.post(linksPath(campaignId), {}),
      await w.client.api.post(revokePath(campaignId, link.id)),
    ];
    for (const response of attempts) expectError(response, 403, "This is available to agency staff only.");
    expect((await list()).find((row) => row.id === link.id)?.status).toBe("active");
  });

  it("signed out, nothing but the shared dashboard answers", async () => {
    const { link } = await create();
    for (const response of [
      await w.anonymous.get(linksPath(w.company.campaignId)),
      await w.anonymous.post(linksPath(w.company.campaignId), {}),
      await w.anonymous.post(revokePath(w.company.campaignId, link.id)),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it("another company's campaign neither lists nor revokes this company's links", async () => {
    const { token, link } = await create();
    const other = await createCompany(t.db, { companyName: "Other Figures Co" });
    expect((await list(other.campaignId)).map((row) => row.id)).not.toContain(link.id);
    expectError(await w.sdr.api.post(revokePath(other.campaignId, link.id)), 404, SHARE_LINK_NOT_FOUND);
    expectError(
      await w.sdr.api.post(revokePath(w.company.campaignId, UNKNOWN_ID)),
      404,
      SHARE_LINK_NOT_FOUND,
    );
    expect((await openShared(token)).statusCode).toBe(200);
  });

  it("a link's figures are its own company's, never another's", async () => {
    const other = await createCompany(t.db, { companyName: "Quiet Company" });
    const { token } = await create({}, other.campaignId);
    const body = (await openShared(token)).json() as SharedDashboard;
    expect(body.companyName).toBe("Quiet Company");
    expect(body.metrics).toMatchObject({ invited: 0, totalProspects: 0 });
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from share_links where company_id = ${other.companyId}`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
