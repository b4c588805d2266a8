import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { API_KEYS, createKey, waitForKeyRequests, withKey } from "../../../../tests/helpers/api-keys.js";
import { createCompany, createSdrUser } from "../../../../tests/helpers/factories.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { createProspect } from "../../../../tests/helpers/prospects.js";
import { authed, login } from "../../../../tests/helpers/test-app.js";
import { prospectPath, prospectsPath, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import {
  API_KEY_AUDIT_LIMIT,
  API_KEY_INVALID,
  API_KEY_READ_ONLY,
  API_KEY_SESSION_ONLY,
  type ApiKey,
  type ApiKeyAuditEntry,
  COMPANY_KEY_READ_ONLY,
} from "../../../shared/contracts/api-keys.js";
import { endpointPath } from "../../../shared/contracts/endpoint.js";
import { apiKeyEndpoints as api } from "../../../shared/contracts/endpoints/api-keys.js";
import { hashToken } from "../../core/access/tokens.js";
import { apiKeys, companies, sdrs } from "../../core/db/schema/index.js";

const { t, w } = workspaceSuite("Keyed Client Co");

const revokePath = (id: string) => endpointPath(api.revoke, { id });
const AUDIT = api.audit.path;

async function listKeys(): Promise<ApiKey[]> {
  const response = await w.sdr.api.get(API_KEYS);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function audit(): Promise<ApiKeyAuditEntry[]> {
  const response = await w.sdr.api.get(AUDIT);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

let prospectId: string;
beforeAll(async () => {
  prospectId = (await createProspect(t.db, w.company.campaignId, { firstName: "Keyed" })).id;
});

describe("making, listing and revoking keys", () => {
  it("answers the secret once, keeps only its hash and lists the key by its prefix", async () => {
    const created = await createKey(w.sdr.api, { name: "  CRM sync  ", readOnly: false });
    expect(created.secret).toMatch(/^od_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: "CRM sync",
      prefix: created.secret.slice(0, 11),
      companyId: null,
      companyName: null,
      readOnly: false,
      status: "active",
      createdBy: "Sam Sdr",
      lastUsedAt: null,
      revokedAt: null,
      revokedBy: null,
    });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row?.secretHash).toBe(hashToken(created.secret));
    const listed = await w.sdr.api.get(API_KEYS);
    expect(listed.body).not.toContain(created.secret);
    expect((listed.json() as ApiKey[])[0]?.id).toBe(created.key.id);
  });

  it("makes a client company's key read-only, with the company named", async () => {
    const created = await createKey(w.sdr.api, { name: "Reporting", companyId: w.company.companyId });
    expect(created.key).toMatchObject({
      companyId: w.company.companyId,
      companyName: "Keyed Client Co",
      readOnly: true,
    });
  });

  it("refuses bad input naming the field: no name, a read-write company key, an unknown or archived company", async () => {
    const noName = await w.sdr.api.post(API_KEYS, { name: "  " });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({
      field: "name",
      message: expect.stringContaining("Name is required"),
    });

    const readWrite = await w.sdr.api.post(API_KEYS, {
      name: "Too much",
      companyId: w.company.companyId,
      readOnly: false,
    });
    expect(readWrite.statusCode).toBe(400);
    expect(readWrite.json()).toMatchObject({
      field: "readOnly",
      message: expect.stringContaining(COMPANY_KEY_READ_ONLY),
    });

    const unknown = await w.sdr.api.post(API_KEYS, { name: "Nobody's", companyId: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: "companyId" });

    const notAnId = await w.sdr.api.post(API_KEYS, { name: "Odd", companyId: "company-a" });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toMatchObject({ field: "companyId" });

    const archived = await createCompany(t.db, { companyName: "Gone Co" });
    await t.db.update(companies).set({ archivedAt: new Date() }).where(eq(companies.id, archived.companyId));
    const toArchived = await w.sdr.api.post(API_KEYS, { name: "Late", companyId: archived.companyId });
    expect(toArchived.statusCode).toBe(400);
    expect(toArchived.json()).toMatchObject({ field: "companyId" });

    const notBoolean = await w.sdr.api.post(API_KEYS, { name: "Odd", readOnly: "yes" });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json()).toMatchObject({ field: "readOnly" });
  });

  it("revokes at once: the next request with the key is 401, and revoking again changes nothing", async () => {
    const created = await createKey(w.sdr.api, { name: "Short-lived" });
    const key = withKey(t.app, created.secret);
    expect((await key.get(prospectsPath(w.company.campaignId))).statusCode).toBe(200);

    const revoked = await w.sdr.api.delete(revokePath(created.key.id));
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ status: "revoked", revokedBy: "Sam Sdr" });
    expectError(await key.get(prospectsPath(w.company.campaignId)), 401, API_KEY_INVALID);

    const again = await w.sdr.api.delete(revokePath(created.key.id));
    expect(again.json()).toMatchObject({ status: "revoked", revokedAt: revoked.json().revokedAt });
    expect((await listKeys()).find((k) => k.id === created.key.id)?.status).toBe("revoked");
  });

  it("answers 404 for a key that does not exist and 400 for an id that is not one", async () => {
    expectError(await w.sdr.api.delete(revokePath(UNKNOWN_ID)), 404, "API key not found");
    const bad = await w.sdr.api.delete(revokePath("od_abc"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "id" });
  });

  it("is for signed-in managers only: a client, no sign-in and any key are refused", async () => {
    expect((await w.client.api.get(API_KEYS)).statusCode).toBe(403);
    expect((await w.client.api.post(API_KEYS, { name: "Mine" })).statusCode).toBe(403);
    expect((await w.anonymous.get(API_KEYS)).statusCode).toBe(401);
    const created = await createKey(w.sdr.api, { name: "Full rights", readOnly: false });
    // Knowing a key's id is not enough to revoke it.
    expect((await w.client.api.delete(revokePath(created.key.id))).statusCode).toBe(403);
    expect((await w.anonymous.delete(revokePath(created.key.id))).statusCode).toBe(401);
    const key = withKey(t.app, created.secret);
    for (const response of [
      await key.get(API_KEYS),
      await key.post(API_KEYS, { name: "Another", readOnly: false }),
      await key.delete(revokePath(created.key.id)),
      await key.get(AUDIT),
    ]) {
      expectError(response, 403, API_KEY_SESSION_ONLY);
    }
    expect((await listKeys()).find((k) => k.id === created.key.id)?.status).toBe("active");
  });
});

describe("calling the API with a key", () => {
  it("an agency key acts as the manager who made it; a company key as a client of its company", async () => {
    const agency = await createKey(w.sdr.api, { name: "Agency" });
    const me = await withKey(t.app, agency.secret).get("/api/auth/me");
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ type: "sdr", id: w.sdr.userId, email: w.sdr.email });

    const company = await createKey(w.sdr.api, { name: "Client", companyId: w.company.companyId });
    const asClient = await withKey(t.app, company.secret).get("/api/auth/me");
    expect(asClient.json()).toMatchObject({
      type: "client",
      companyName: "Keyed Client Co",
      campaignId: w.company.campaignId,
    });
    const prospects = await withKey(t.app, company.secret).get(prospectsPath(w.company.campaignId));
    expect(prospects.statusCode).toBe(200);
    expect(prospects.body).toContain(prospectId);
  });

  it("refuses a malformed, unknown or revoked key with 401 at once, even with a valid session cookie", async () => {
    const cookie = await login(t.app, w.sdr.email, "correct-horse-battery", "sdr");
    const valid = await createKey(w.sdr.api, { name: "Valid" });
    const unknown = `od_${"A".repeat(43)}`;
    for (const secret of ["", "not-a-key", unknown, valid.secret.slice(0, 11), valid.key.id, w.sdr.email]) {
      const response = await withKey(t.app, secret, cookie).get(prospectsPath(w.company.campaignId));
      expectError(response, 401, API_KEY_INVALID);
    }
    // The same cookie alone is signed in: the key, not the cookie, decided.
    expect((await authed(t.app, cookie).get(prospectsPath(w.company.campaignId))).statusCode).toBe(200);
  });

  it("refuses any change with a read-only key, and lets a read-write agency key change data", async () => {
    const readOnly = await createKey(w.sdr.api, { name: "Reader" });
    const change = { invite: true };
    expectError(
      await withKey(t.app, readOnly.secret).patch(prospectPath(prospectId), change),
      403,
      API_KEY_READ_ONLY,
    );

    const company = await createKey(w.sdr.api, { name: "Client reader", companyId: w.company.companyId });
    expectError(
      await withKey(t.app, company.secret).patch(prospectPath(prospectId), change),
      403,
      API_KEY_READ_ONLY,
    );

    const writer = await createKey(w.sdr.api, { name: "Writer", readOnly: false });
    const changed = await withKey(t.app, writer.secret).patch(prospectPath(prospectId), change);
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it("refuses keys on session-only routes, valid or not, before anything happens", async () => {
    const writer = await createKey(w.sdr.api, { name: "Everything", readOnly: false });
    const key = withKey(t.app, writer.secret);
    for (const response of [
      await key.post("/api/auth/change-password", { currentPassword: "x", newPassword: "y" }),
      await key.patch("/api/auth/me", { email: "taken@example.test" }),
      await key.post("/api/auth/logout"),
      await key.post("/api/auth/login", { email: w.sdr.email, password: "x", userType: "sdr" }),
      await key.get("/api/events"),
      await key.post("/api/management-sdrs", { name: "Ghost", email: "ghost@example.test" }),
      await withKey(t.app, "not-a-key").post("/api/auth/logout"),
    ]) {
      expectError(response, 403, API_KEY_SESSION_ONLY);
    }
  });

  it("stops working once its manager is archived from the roster", async () => {
    const manager = await createSdrUser(t.db, { name: "Leaving Manager" });
    const api = authed(t.app, await login(t.app, manager.email, manager.password, "sdr"));
    const created = await createKey(api, { name: "Theirs" });
    const key = withKey(t.app, created.secret);
    expect((await key.get("/api/auth/me")).statusCode).toBe(200);
    await t.db.update(sdrs).set({ archivedAt: new Date() }).where(eq(sdrs.id, manager.sdrId));
    expectError(await key.get("/api/auth/me"), 401, API_KEY_INVALID);
  });

  it("a company key stops working once its company is archived", async () => {
    const company = await createCompany(t.db, { companyName: "Closing Co" });
    const created = await createKey(w.sdr.api, { name: "Closing", companyId: company.companyId });
    const key = withKey(t.app, created.secret);
    expect((await key.get(prospectsPath(company.campaignId))).statusCode).toBe(200);
    await t.db.update(companies).set({ archivedAt: new Date() }).where(eq(companies.id, company.companyId));
    expectError(await key.get(prospectsPath(company.campaignId)), 401, API_KEY_INVALID);
  });

  it("records the last use at most once a minute", async () => {
    const created = await createKey(w.sdr.api, { name: "Used" });
    const key = withKey(t.app, created.secret);
    const lastUsed = async () =>
      (await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id)))[0]?.lastUsedAt ?? null;
    /** Sets the last use `ago` (an SQL interval) back; answers it as stored. */
    const lastUsedAgo = async (ago: string) => {
      await t.db
        .update(apiKeys)
        .set({ lastUsedAt: sql`now() - ${ago}::interval` })
        .where(eq(apiKeys.id, created.key.id));
      return lastUsed();
    };

    await key.get("/api/auth/me");
    const first = await lastUsed();
    expect(first).not.toBeNull();
    expect((await listKeys()).find((k) => k.id === created.key.id)?.lastUsedAt).toBe(first?.toISOString());

    // Used 30 seconds ago: another request writes nothing.
    const recent = await lastUsedAgo("30 seconds");
    await key.get("/api/auth/me");
    expect(await lastUsed()).toEqual(recent);

    // Used two minutes ago: the next request moves it to now.
    const stale = await lastUsedAgo("2 minutes");
    await key.get("/api/auth/me");
    expect((await lastUsed())?.getTime()).toBeGreaterThan(stale?.getTime() ?? 0);
  });
});

describe("the audit list", () => {
  it("names who made and revoked a key, and every change made with it (method, route, status)", async () => {
    const created = await createKey(w.sdr.api, { name: "Audited", readOnly: false });
    const key = withKey(t.app, created.secret);
    await key.get(prospectsPath(w.company.campaignId));
    await key.patch(prospectPath(prospectId), { connected: true });
    await key.patch(prospectPath(UNKNOWN_ID), { connected: true });
    expect(await waitForKeyRequests(t.db, created.key.id, 2)).toEqual([
      "PATCH /api/prospects/:id 404",
      "PATCH /api/prospects/:id 200",
    ]);
    await w.sdr.api.delete(revokePath(created.key.id));

    const entries = (await audit()).filter((entry) => entry.keyId === created.key.id);
    expect(entries.map((entry) => [entry.action, entry.actor, entry.detail])).toEqual([
      ["revoked", "Sam Sdr", ""],
      ["request", null, "PATCH /api/prospects/:id 404"],
      ["request", null, "PATCH /api/prospects/:id 200"],
      ["created", "Sam Sdr", "Agency-wide, read-write"],
    ]);
    expect(entries[0]).toMatchObject({ keyName: "Audited", keyPrefix: created.key.prefix });
  });

  it("records a refused change too, and keeps to the latest entries", async () => {
    const created = await createKey(w.sdr.api, { name: "Refused" });
    await withKey(t.app, created.secret).patch(prospectPath(prospectId), { connected: true });
    expect(await waitForKeyRequests(t.db, created.key.id, 1)).toEqual(["PATCH /api/prospects/:id 403"]);
    expect((await audit()).length).toBeLessThanOrEqual(API_KEY_AUDIT_LIMIT);
  });
});
