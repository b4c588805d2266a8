import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/factories.js";
import { invitationLinkFor } from "../../../../tests/helpers/invitations.js";
import {
  CLIENTS,
  createRow,
  describeInvitationLifecycle,
  describeRowLifecycle,
  expectError,
  findRow,
  itRefusesEachNewRow,
  listRows,
  managerSuite,
} from "../../../../tests/helpers/management.js";
import { INVALID_INVITATION, type InvitationStatus } from "../../../shared/contracts/invitations.js";
import { CLIENT_STATUSES } from "../../../shared/contracts/management.js";
import { queryRows } from "../../core/db/raw.js";

interface ClientRow {
  id: string;
  companyName: string;
  clientName: string;
  loginEmail: string | null;
  assets: string | null;
  status: string;
  campaignId: string;
  hasLogin: boolean;
  invitation: InvitationStatus | null;
  archivedAt: string | null;
}

const { t, api } = managerSuite();

const valid = { companyName: "Initech", clientName: "Peter Gibbons" };

describe("POST /api/management-clients", () => {
  it("answers 201 with the company, its id, its new campaign and the default status Onboarding", async () => {
    const response = await api.post(CLIENTS, { companyName: "  Initech ", clientName: " Peter Gibbons " });

    expect(response.statusCode).toBe(201);
    const created: ClientRow = response.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      companyName: "Initech",
      clientName: "Peter Gibbons",
      loginEmail: null,
      assets: null,
      status: "Onboarding",
      campaignId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      hasLogin: false,
      invitation: null,
      archivedAt: null,
    });
    expect(created.campaignId).not.toBe(created.id);
    const campaigns = await queryRows<{ id: string }>(
      t.db,
      sql`select id from campaigns where company_id = ${created.id}`,
    );
    expect(campaigns).toEqual([{ id: created.campaignId }]);
    expect(await findRow(api, CLIENTS, created.id)).toEqual(created);
  });

  it("gives each company its own campaign", async () => {
    const first = await createRow<ClientRow>(api, CLIENTS, valid);
    const second = await createRow<ClientRow>(api, CLIENTS, valid);
    expect(second.id).not.toBe(first.id);
    expect(second.campaignId).not.toBe(first.campaignId);
  });

  it("keeps the optional fields: assets and a lower-cased login email", async () => {
    const email = uniqueEmail("Login");
    const row = await createRow<ClientRow>(api, CLIENTS, {
      ...valid,
      loginEmail: email.toUpperCase(),
      assets: "  Deck and case studies ",
      status: "Paused",
    });
    expect(row).toMatchObject({
      loginEmail: email.toLowerCase(),
      assets: "Deck and case studies",
      status: "Paused",
      hasLogin: false,
      invitation: { state: "invited" },
    });
  });

  it("treats empty optional fields as absent (the add dialog sends them blank)", async () => {
    const row = await createRow<ClientRow>(api, CLIENTS, {
      ...valid,
      loginEmail: "",
      loginPassword: "",
      assets: "   ",
    });
    expect(row).toMatchObject({ loginEmail: null, assets: null, hasLogin: false, invitation: null });
  });

  it.each(CLIENT_STATUSES)("accepts the status %s", async (status) => {
    expect((await createRow<ClientRow>(api, CLIENTS, { ...valid, status })).status).toBe(status);
  });

  itRefusesEachNewRow(
    api,
    CLIENTS,
    { message: "Client status must be one of: Onboarding, Active, Paused, Terminated", when: "the status" },
    ["Restricted", "Ready", "terminated"].map((status) => [status, { ...valid, status }]),
  );

  itRefusesEachNewRow(api, CLIENTS, { message: "Company name is required", when: "the company name" }, [
    ["missing", { clientName: "Peter" }],
    ["empty", { companyName: "", clientName: "Peter" }],
    ["blank", { companyName: "  ", clientName: "Peter" }],
  ]);

  itRefusesEachNewRow(api, CLIENTS, { message: "Client name is required", when: "the client name" }, [
    ["missing", { companyName: "Initech" }],
    ["empty", { companyName: "Initech", clientName: "" }],
    ["blank", { companyName: "Initech", clientName: "\t " }],
  ]);

  it('answers 400 "Valid email is required" for a login email that is not one', async () => {
    expectError(await api.post(CLIENTS, { ...valid, loginEmail: "peter@" }), 400, "Valid email is required");
  });

  it("names both missing names at once", async () => {
    expectError(await api.post(CLIENTS, {}), 400, "Company name is required; Client name is required");
  });

  it("refuses a login password without a login email, and one under 12 characters", async () => {
    expectError(
      await api.post(CLIENTS, { ...valid, loginPassword: "long-enough-pw" }),
      400,
      "loginEmail: A login email is needed to create a login",
    );
    expectError(
      await api.post(CLIENTS, { ...valid, loginEmail: uniqueEmail("c"), loginPassword: "short" }),
      400,
      "Password must be at least 12 characters",
    );
  });

  it("creates nothing when the request is refused", async () => {
    const before = await listRows<ClientRow>(api, CLIENTS, true);
    await api.post(CLIENTS, { companyName: "Refused Co", clientName: "" });
    await api.post(CLIENTS, { companyName: "Refused Co", clientName: "X", loginPassword: "long-enough-pw" });
    expect(await listRows<ClientRow>(api, CLIENTS, true)).toEqual(before);
  });
});

describe("GET /api/management-clients", () => {
  it("lists the companies by name with their campaign ids", async () => {
    const zulu = await createRow<ClientRow>(api, CLIENTS, { companyName: "Zulu Ltd", clientName: "Z" });
    const alpha = await createRow<ClientRow>(api, CLIENTS, { companyName: "Alpha Ltd", clientName: "A" });

    const rows = await listRows<ClientRow>(api, CLIENTS);

    expect(rows).toContainEqual(zulu);
    expect(rows).toContainEqual(alpha);
    expect(rows.findIndex((row) => row.id === alpha.id)).toBeLessThan(
      rows.findIndex((row) => row.id === zulu.id),
    );
  });
});

describe("PATCH /api/management-clients/{id}", () => {
  it("changes each text field and the status, one at a time", async () => {
    const row = await createRow<ClientRow>(api, CLIENTS, { ...valid, assets: "old assets" });
    const email = uniqueEmail("later");

    let expected = row;
    const step = async (patch: Record<string, unknown>, change: Partial<ClientRow>) => {
      expected = { ...expected, ...change };
      const response = await api.patch(`${CLIENTS}/${row.id}`, patch);
      expect(response.statusCode, `${JSON.stringify(patch)}: ${response.body}`).toBe(200);
      expect(response.json()).toEqual(expected);
    };

    await step({ companyName: " Initrode " }, { companyName: "Initrode" });
    await step({ clientName: "Bill Lumbergh" }, { clientName: "Bill Lumbergh" });
    await step({ assets: "new assets" }, { assets: "new assets" });
    await step({ assets: "" }, { assets: null });
    // A login e-mail invites its address; removing it withdraws the invitation.
    const invited = await api.patch(`${CLIENTS}/${row.id}`, { loginEmail: email.toUpperCase() });
    const invitation: InvitationStatus = invited.json().invitation;
    expect(invitation).toEqual({
      state: "invited",
      sentAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expected = { ...expected, loginEmail: email, invitation };
    expect(invited.json()).toEqual(expected);
    await step({ loginEmail: "" }, { loginEmail: null, invitation: { ...invitation, state: "revoked" } });
    await step({ status: "Terminated" }, { status: "Terminated" });
    expect(await findRow(api, CLIENTS, row.id)).toEqual(expected);
  });

  it("validates the one field with the same messages as creation", async () => {
    const row = await createRow<ClientRow>(api, CLIENTS, valid);
    const id = `${CLIENTS}/${row.id}`;
    expectError(await api.patch(id, { companyName: "" }), 400, "Company name is required");
    expectError(await api.patch(id, { clientName: " " }), 400, "Client name is required");
    expectError(await api.patch(id, { loginEmail: "x@y" }), 400, "Valid email is required");
    expectError(
      await api.patch(id, { status: "Restricted" }),
      400,
      "Client status must be one of: Onboarding, Active, Paused, Terminated",
    );
    expectError(
      await api.patch(id, { companyName: "A", clientName: "B" }),
      400,
      "Send exactly one field to change",
    );
    expect(await findRow(api, CLIENTS, row.id)).toEqual(row);
  });

  it("refuses a login password while the client has no login email", async () => {
    const row = await createRow<ClientRow>(api, CLIENTS, valid);
    expectError(
      await api.patch(`${CLIENTS}/${row.id}`, { loginPassword: "long-enough-pw" }),
      400,
      "loginPassword: Set a login email before a password",
    );
    expect(await findRow(api, CLIENTS, row.id)).toEqual(row);
  });
});

describeRowLifecycle("Clients", {
  path: CLIENTS,
  notFound: "Client not found",
  context: () => ({ api }),
  newRow: () => ({ companyName: "Lifecycle Co", clientName: "Lee Cycle" }),
  change: { status: "Active" },
  otherChange: { clientName: "Someone Else" },
});

describe("client invitations", () => {
  it("a resend needs a login e-mail: 400 for a company without one", async () => {
    const row = await createRow<ClientRow>(api, CLIENTS, valid);
    expectError(
      await api.post(`${CLIENTS}/${row.id}/invitation`),
      400,
      "loginEmail: Set a login email before inviting",
    );
    expect(await findRow(api, CLIENTS, row.id)).toEqual(row);
  });

  it("removing the login e-mail withdraws its link", async () => {
    const email = uniqueEmail("removed");
    const row = await createRow<ClientRow>(api, CLIENTS, { ...valid, loginEmail: email });
    const token = await invitationLinkFor(t.db, email);

    const response = await api.patch(`${CLIENTS}/${row.id}`, { loginEmail: null });

    expect(response.json()).toMatchObject({ loginEmail: null, invitation: { state: "revoked" } });
    const preview = await api.post("/api/invitations/preview", { token });
    expectError(preview, 410, INVALID_INVITATION);
  });

  it("the link names the company whose campaign it opens", async () => {
    const email = uniqueEmail("named");
    await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Vandelay Industries",
      clientName: "Art",
      loginEmail: email,
    });
    const preview = await api.post("/api/invitations/preview", {
      token: await invitationLinkFor(t.db, email),
    });
    expect(preview.json()).toMatchObject({ email, role: "client", companyName: "Vandelay Industries" });
  });
});

describeInvitationLifecycle("Clients", {
  path: CLIENTS,
  role: "client",
  notFound: "Client not found",
  context: () => ({ t, api }),
  newRow: (email) => ({ companyName: "Invited Co", clientName: "Ivy Client", loginEmail: email }),
  emailField: "loginEmail",
  hasLogin: "This client already has a login",
  archived: "Restore the client before inviting its login",
});
