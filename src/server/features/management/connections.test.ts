import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/factories.js";
import {
  ACTIVE_CAMPAIGNS,
  CLIENTS,
  createRow,
  describeRowLifecycle,
  expectError,
  findRow,
  listRows,
  MATRIX,
  managerSuite,
  SCHEDULERS,
  SDRS,
  UNKNOWN_ID,
} from "../../../../tests/helpers/management.js";

interface ConnectionRow {
  id: string;
  companyId: string | null;
  sdrId: string | null;
  schedulerId: string | null;
  status: string;
  clientName: string | null;
  campaignId: string | null;
  archivedAt: string | null;
}
interface ClientRow {
  id: string;
  companyName: string;
  status: string;
  campaignId: string;
}

const { api } = managerSuite();

let counter = 0;
const newCompany = (status = "Onboarding") =>
  createRow<ClientRow>(api, CLIENTS, {
    companyName: `Matrix Co ${++counter}`,
    clientName: "Max Trix",
    status,
  });
const newSdr = () =>
  createRow<{ id: string }>(api, SDRS, { name: "Matrix Sdr", email: uniqueEmail("matrix") });
const newScheduler = () =>
  createRow<{ id: string; status: string }>(api, SCHEDULERS, { name: "Matrix Scheduler" });

/** A company, an SDR and a scheduler, and the row linking them. */
async function fullRow(companyStatus = "Onboarding") {
  const company = await newCompany(companyStatus);
  const sdr = await newSdr();
  const scheduler = await newScheduler();
  const row = await createRow<ConnectionRow>(api, MATRIX, {
    companyId: company.id,
    sdrId: sdr.id,
    schedulerId: scheduler.id,
  });
  return { company, sdr, scheduler, row };
}

describe("POST /api/connection-matrix", () => {
  it("creates the add-row flow's row from empty ids: null ids and status Onboarding", async () => {
    const response = await api.post(MATRIX, {
      companyId: "",
      sdrId: "",
      schedulerId: "",
      status: "Onboarding",
    });

    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      companyId: null,
      sdrId: null,
      schedulerId: null,
      status: "Onboarding",
      clientName: null,
      campaignId: null,
      archivedAt: null,
    });
    expect(await findRow(api, MATRIX, created.id)).toEqual(created);
  });

  it("defaults every field of an empty body: null ids and Onboarding", async () => {
    const row = await createRow<ConnectionRow>(api, MATRIX, {});
    expect(row).toMatchObject({ companyId: null, sdrId: null, schedulerId: null, status: "Onboarding" });
  });

  it("links a company, an SDR and a scheduler and reads the company's name and campaign", async () => {
    const { company, sdr, scheduler, row } = await fullRow();
    expect(row).toEqual({
      id: expect.any(String),
      companyId: company.id,
      sdrId: sdr.id,
      schedulerId: scheduler.id,
      status: "Onboarding",
      clientName: company.companyName,
      campaignId: company.campaignId,
      archivedAt: null,
    });
  });

  it("accepts Onboarding and Active and refuses other statuses", async () => {
    expect((await createRow<ConnectionRow>(api, MATRIX, { status: "Active" })).status).toBe("Active");
    for (const status of ["Ready", "Paused", "active"]) {
      expectError(
        await api.post(MATRIX, { status }),
        400,
        "Connection status must be one of: Onboarding, Active",
      );
    }
  });

  it("answers 400 for an id that names no company, SDR or scheduler, and creates nothing", async () => {
    const before = await listRows<ConnectionRow>(api, MATRIX, true);
    expectError(await api.post(MATRIX, { companyId: UNKNOWN_ID }), 400, "companyId: Company not found");
    expectError(await api.post(MATRIX, { sdrId: UNKNOWN_ID }), 400, "sdrId: SDR not found");
    expectError(await api.post(MATRIX, { schedulerId: UNKNOWN_ID }), 400, "schedulerId: Scheduler not found");
    expectError(await api.post(MATRIX, { companyId: "acme" }), 400, "Must be an id from the list");
    expect(await listRows<ConnectionRow>(api, MATRIX, true)).toEqual(before);
  });

  it("answers 400 for an archived company, SDR or scheduler", async () => {
    const company = await newCompany();
    const sdr = await newSdr();
    const scheduler = await newScheduler();
    await api.delete(`${CLIENTS}/${company.id}`);
    await api.delete(`${SDRS}/${sdr.id}`);
    await api.delete(`${SCHEDULERS}/${scheduler.id}`);

    expectError(await api.post(MATRIX, { companyId: company.id }), 400, "companyId: Company not found");
    expectError(await api.post(MATRIX, { sdrId: sdr.id }), 400, "sdrId: SDR not found");
    expectError(
      await api.post(MATRIX, { schedulerId: scheduler.id }),
      400,
      "schedulerId: Scheduler not found",
    );
  });
});

describe("GET /api/connection-matrix", () => {
  it("lists rows in the order they were added", async () => {
    const first = await createRow<ConnectionRow>(api, MATRIX, {});
    const { row: second } = await fullRow();

    const rows = await listRows<ConnectionRow>(api, MATRIX);

    expect(rows).toContainEqual(first);
    expect(rows).toContainEqual(second);
    expect(rows.findIndex((r) => r.id === first.id)).toBeLessThan(rows.findIndex((r) => r.id === second.id));
  });
});

describe("PATCH /api/connection-matrix/{id}", () => {
  it("fills the ids one select at a time, as the matrix row's selects do", async () => {
    const row = await createRow<ConnectionRow>(api, MATRIX, { companyId: "", sdrId: "", schedulerId: "" });
    const company = await newCompany();
    const sdr = await newSdr();
    const scheduler = await newScheduler();

    const withCompany = await api.patch(`${MATRIX}/${row.id}`, { companyId: company.id });
    expect(withCompany.json()).toEqual({
      ...row,
      companyId: company.id,
      clientName: company.companyName,
      campaignId: company.campaignId,
    });
    expect((await api.patch(`${MATRIX}/${row.id}`, { sdrId: sdr.id })).json()).toMatchObject({
      sdrId: sdr.id,
    });
    expect((await api.patch(`${MATRIX}/${row.id}`, { schedulerId: scheduler.id })).json()).toMatchObject({
      schedulerId: scheduler.id,
    });
    expect((await api.patch(`${MATRIX}/${row.id}`, { status: "Active" })).json()).toMatchObject({
      status: "Active",
    });
    expect(await findRow(api, MATRIX, row.id)).toEqual({
      ...row,
      companyId: company.id,
      sdrId: sdr.id,
      schedulerId: scheduler.id,
      status: "Active",
      clientName: company.companyName,
      campaignId: company.campaignId,
    });
  });

  it("clears an id sent empty", async () => {
    const { row } = await fullRow();
    const response = await api.patch(`${MATRIX}/${row.id}`, { companyId: "" });
    expect(response.json()).toEqual({ ...row, companyId: null, clientName: null, campaignId: null });
  });

  it("refuses ids of missing records and bad statuses, keeping the row as it was", async () => {
    const { row } = await fullRow();
    const url = `${MATRIX}/${row.id}`;
    expectError(await api.patch(url, { companyId: UNKNOWN_ID }), 400, "companyId: Company not found");
    expectError(await api.patch(url, { sdrId: UNKNOWN_ID }), 400, "sdrId: SDR not found");
    expectError(await api.patch(url, { schedulerId: UNKNOWN_ID }), 400, "schedulerId: Scheduler not found");
    expectError(
      await api.patch(url, { status: "Done" }),
      400,
      "Connection status must be one of: Onboarding, Active",
    );
    expect(await findRow(api, MATRIX, row.id)).toEqual(row);
  });
});

describeRowLifecycle("Connection matrix", {
  path: MATRIX,
  notFound: "Connection not found",
  context: () => ({ api }),
  newRow: () => ({ companyId: "", sdrId: "", schedulerId: "", status: "Onboarding" }),
  change: { status: "Active" },
  otherChange: { sdrId: null },
});

describe("POST /api/connection-matrix/{id}/launch", () => {
  it("sets the row Active, answers the row and its campaign, and activates the company and scheduler", async () => {
    const { company, scheduler, row } = await fullRow();

    const response = await api.post(`${MATRIX}/${row.id}/launch`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      connection: { ...row, status: "Active" },
      campaign: { id: company.campaignId, companyName: company.companyName },
    });
    expect(await findRow(api, MATRIX, row.id)).toEqual({ ...row, status: "Active" });
    expect((await findRow<ClientRow>(api, CLIENTS, company.id))?.status).toBe("Active");
    expect((await findRow<{ id: string; status: string }>(api, SCHEDULERS, scheduler.id))?.status).toBe(
      "Assigned",
    );
    const active = await api.get(ACTIVE_CAMPAIGNS);
    expect(active.json()).toContainEqual({ id: company.campaignId, companyName: company.companyName });
  });

  it("launches a row that has a company but no scheduler yet", async () => {
    const company = await newCompany();
    const row = await createRow<ConnectionRow>(api, MATRIX, { companyId: company.id });
    const response = await api.post(`${MATRIX}/${row.id}/launch`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().connection).toEqual({ ...row, status: "Active" });
  });

  it("launching twice changes nothing more", async () => {
    const { company, row } = await fullRow();
    const first = await api.post(`${MATRIX}/${row.id}/launch`);
    const second = await api.post(`${MATRIX}/${row.id}/launch`);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const active = (await api.get(ACTIVE_CAMPAIGNS)).json() as { id: string }[];
    expect(active.filter((campaign) => campaign.id === company.campaignId)).toHaveLength(1);
  });

  it("answers 409 asking for a company for a row without one, and leaves it Onboarding", async () => {
    const row = await createRow<ConnectionRow>(api, MATRIX, { companyId: "", sdrId: "", schedulerId: "" });
    expectError(
      await api.post(`${MATRIX}/${row.id}/launch`),
      409,
      "Choose a company for this connection before launching it.",
    );
    expect(await findRow(api, MATRIX, row.id)).toEqual(row);
  });

  it('answers 404 "Company not found" when the row\'s company was archived', async () => {
    const { company, scheduler, row } = await fullRow();
    await api.delete(`${CLIENTS}/${company.id}`);

    expectError(await api.post(`${MATRIX}/${row.id}/launch`), 404, "Company not found");
    expect(await findRow(api, MATRIX, row.id)).toEqual(row);
    expect((await findRow<{ id: string; status: string }>(api, SCHEDULERS, scheduler.id))?.status).toBe(
      "Ready",
    );
  });

  it('answers 404 "Connection not found" for an unknown or archived row, 400 for a malformed id', async () => {
    expectError(await api.post(`${MATRIX}/${UNKNOWN_ID}/launch`), 404, "Connection not found");
    const { company, row } = await fullRow();
    await api.delete(`${MATRIX}/${row.id}`);
    expectError(await api.post(`${MATRIX}/${row.id}/launch`), 404, "Connection not found");
    expect((await findRow<ClientRow>(api, CLIENTS, company.id))?.status).toBe("Onboarding");
    expectError(await api.post(`${MATRIX}/launch-me/launch`), 400, "Not a valid id");
  });
});
