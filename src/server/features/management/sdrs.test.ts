import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/factories.js";
import {
  createRow,
  describeInvitationLifecycle,
  describeRowLifecycle,
  expectError,
  expectNoSecrets,
  findRow,
  itRefusesEachNewRow,
  listRows,
  managerSuite,
  SDRS,
} from "../../../../tests/helpers/management.js";
import type { InvitationStatus } from "../../../shared/contracts/invitations.js";
import { SDR_STATUSES } from "../../../shared/contracts/management.js";

interface SdrRow {
  id: string;
  name: string;
  email: string;
  status: string;
  hasLogin: boolean;
  invitation: InvitationStatus | null;
  archivedAt: string | null;
}

const { t, api } = managerSuite();

describe("POST /api/management-sdrs", () => {
  it("answers 201 with the created row, its id and the default status Onboarding", async () => {
    const email = uniqueEmail("new-sdr");
    const response = await api.post(SDRS, { name: "  Avery Stone ", email: `  ${email.toUpperCase()} ` });

    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Avery Stone",
      email,
      status: "Onboarding",
      role: "sdr",
      hasLogin: false,
      invitation: { state: "invited", sentAt: expect.any(String), expiresAt: expect.any(String) },
      archivedAt: null,
    });
    expect(await findRow(api, SDRS, created.id)).toEqual(created);
  });

  it.each(SDR_STATUSES)("accepts the status %s", async (status) => {
    const row = await createRow<SdrRow>(api, SDRS, { name: "Status Sdr", email: uniqueEmail("s"), status });
    expect(row.status).toBe(status);
  });

  itRefusesEachNewRow(
    api,
    SDRS,
    {
      message: "SDR status must be one of: Onboarding, Active, Paused, Restricted, Terminated",
      when: "the status",
    },
    ["Ready", "Assigned", "active", ""].map((status) => [
      status,
      { name: "Bad Status", email: uniqueEmail("s"), status },
    ]),
  );

  itRefusesEachNewRow(api, SDRS, { message: "SDR name is required", when: "the name" }, [
    ["missing", { email: "ok@example.test" }],
    ["empty", { name: "", email: "ok@example.test" }],
    ["blank", { name: "   ", email: "ok@example.test" }],
    ["not a string", { name: 42, email: "ok@example.test" }],
  ]);

  itRefusesEachNewRow(api, SDRS, { message: "Valid email is required", when: "the email" }, [
    ["missing", { name: "Eve" }],
    ["empty", { name: "Eve", email: "" }],
    ["not an email", { name: "Eve", email: "eve-at-example" }],
    ["missing its domain", { name: "Eve", email: "eve@" }],
  ]);

  it("names every problem when several fields are wrong", async () => {
    const response = await api.post(SDRS, {});
    expectError(response, 400, "SDR name is required; Valid email is required");
  });

  it("refuses a name over 200 characters and a login password under 12", async () => {
    expectError(
      await api.post(SDRS, { name: "x".repeat(201), email: uniqueEmail("long") }),
      400,
      "Must be at most 200 characters",
    );
    expectError(
      await api.post(SDRS, { name: "Short Pw", email: uniqueEmail("pw"), loginPassword: "short" }),
      400,
      "Password must be at least 12 characters",
    );
  });

  it("treats an empty login password as none: the SDR is only invited", async () => {
    const row = await createRow<SdrRow>(api, SDRS, {
      name: "No Password",
      email: uniqueEmail("nopw"),
      loginPassword: "",
    });
    expect(row.hasLogin).toBe(false);
  });

  it("refuses a second SDR with the same email, whatever its case, with 409", async () => {
    const email = uniqueEmail("twice");
    await createRow(api, SDRS, { name: "First", email });
    const before = await listRows<SdrRow>(api, SDRS, true);

    const response = await api.post(SDRS, { name: "Second", email: email.toUpperCase() });

    expectError(response, 409, "An SDR with this email already exists");
    expect(await listRows<SdrRow>(api, SDRS, true)).toEqual(before);
  });
});

describe("GET /api/management-sdrs", () => {
  it("lists the roster by name, including the signed-in manager, without passwords", async () => {
    const secret = "zebra-secret-pw";
    const zed = await createRow<SdrRow>(api, SDRS, { name: "Zed Last", email: uniqueEmail("zed") });
    const abe = await createRow<SdrRow>(api, SDRS, {
      name: "Abe First",
      email: uniqueEmail("abe"),
      loginPassword: secret,
      status: "Active",
    });

    const response = await api.get(SDRS);

    expect(response.statusCode).toBe(200);
    const rows: SdrRow[] = response.json();
    expect(rows).toContainEqual(zed);
    expect(rows).toContainEqual({ ...abe, hasLogin: true });
    expect(rows.some((row) => row.name === "Morgan Manager" && row.hasLogin)).toBe(true);
    const position = (name: string) => rows.findIndex((row) => row.name === name);
    expect(position("Abe First")).toBeLessThan(position("Morgan Manager"));
    expect(position("Morgan Manager")).toBeLessThan(position("Zed Last"));
    expectNoSecrets(response, secret);
  });
});

describe("PATCH /api/management-sdrs/{id}", () => {
  it("changes the name, the email or the status, one at a time", async () => {
    const row = await createRow<SdrRow>(api, SDRS, { name: "Before", email: uniqueEmail("patch") });
    const email = uniqueEmail("after");

    const renamed = await api.patch(`${SDRS}/${row.id}`, { name: " After " });
    const moved = await api.patch(`${SDRS}/${row.id}`, { email: email.toUpperCase() });
    const paused = await api.patch(`${SDRS}/${row.id}`, { status: "Paused" });

    expect(renamed.json()).toEqual({ ...row, name: "After" });
    // A new address is invited anew: the row shows the new link's invitation.
    const reinvited = moved.json().invitation;
    expect(reinvited).toEqual({
      state: "invited",
      sentAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(moved.json()).toEqual({ ...row, name: "After", email, invitation: reinvited });
    const expected = { ...row, name: "After", email, status: "Paused", invitation: reinvited };
    expect(paused.json()).toEqual(expected);
    expect(await findRow(api, SDRS, row.id)).toEqual(expected);
  });

  it("validates the one field with the same messages as creation", async () => {
    const row = await createRow<SdrRow>(api, SDRS, { name: "Valid", email: uniqueEmail("v") });
    expectError(await api.patch(`${SDRS}/${row.id}`, { name: "  " }), 400, "SDR name is required");
    expectError(await api.patch(`${SDRS}/${row.id}`, { email: "nope" }), 400, "Valid email is required");
    expectError(
      await api.patch(`${SDRS}/${row.id}`, { status: "Assigned" }),
      400,
      "SDR status must be one of: Onboarding, Active, Paused, Restricted, Terminated",
    );
    expectError(
      await api.patch(`${SDRS}/${row.id}`, { loginPassword: "" }),
      400,
      "Password must be at least 12 characters",
    );
    expect(await findRow(api, SDRS, row.id)).toEqual(row);
  });

  it("refuses another SDR's email with 409 and keeps the old one", async () => {
    const taken = uniqueEmail("taken");
    await createRow(api, SDRS, { name: "Holder", email: taken });
    const row = await createRow<SdrRow>(api, SDRS, { name: "Mover", email: uniqueEmail("mover") });

    expectError(
      await api.patch(`${SDRS}/${row.id}`, { email: taken }),
      409,
      "An SDR with this email already exists",
    );
    expect(await findRow(api, SDRS, row.id)).toEqual(row);
  });

  it("accepts an SDR's own email unchanged", async () => {
    const row = await createRow<SdrRow>(api, SDRS, { name: "Same", email: uniqueEmail("same") });
    const response = await api.patch(`${SDRS}/${row.id}`, { email: row.email });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(row);
  });
});

describeRowLifecycle("SDRs", {
  path: SDRS,
  notFound: "SDR not found",
  context: () => ({ api }),
  newRow: () => ({ name: "Lifecycle Sdr", email: uniqueEmail("life") }),
  change: { status: "Active" },
  otherChange: { name: "Renamed" },
});

describeInvitationLifecycle("SDRs", {
  path: SDRS,
  role: "sdr",
  notFound: "SDR not found",
  context: () => ({ t, api }),
  newRow: (email) => ({ name: "Invited Sdr", email }),
  emailField: "email",
  hasLogin: "This SDR already has a login",
  archived: "Restore the SDR before inviting them",
});
