import { describe, expect, it } from "vitest";
import {
  ACTIVE_CAMPAIGNS,
  CLIENTS,
  createRow,
  MATRIX,
  managerSuite,
} from "../../../../tests/helpers/management.js";

interface ClientRow {
  id: string;
  companyName: string;
  campaignId: string;
}

/** A database of its own: the list is global, so every campaign in it is made here. */
const { api } = managerSuite();

const company = (companyName: string) =>
  createRow<ClientRow>(api, CLIENTS, { companyName, clientName: `${companyName} contact` });
const connect = (companyId: string | null, status: "Onboarding" | "Active") =>
  createRow<{ id: string }>(api, MATRIX, { companyId: companyId ?? "", status });
const campaign = (row: ClientRow) => ({ id: row.campaignId, companyName: row.companyName });
const active = async () => {
  const response = await api.get(ACTIVE_CAMPAIGNS);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("GET /api/campaigns/active", () => {
  it("is empty while no row is Active", async () => {
    const onboarding = await company("Quiet Co");
    await connect(onboarding.id, "Onboarding");
    expect(await active()).toEqual([]);
  });

  it("follows the spec rule: Active rows joined to existing, live companies, once per company", async () => {
    const beta = await company("Beta Corp");
    const alpha = await company("Alpha Inc");
    const twice = await company("Gamma Twice");
    const archivedCompany = await company("Delta Archived");
    const archivedRow = await company("Epsilon Row Archived");
    const demoted = await company("Zeta Demoted");
    const unlinked = await company("Eta No Rows");

    await connect(beta.id, "Active");
    await connect(alpha.id, "Active");
    await connect(alpha.id, "Onboarding");
    await connect(twice.id, "Active");
    await connect(twice.id, "Active");
    await connect(archivedCompany.id, "Active");
    expect((await api.delete(`${CLIENTS}/${archivedCompany.id}`)).statusCode).toBe(204);
    const rowToArchive = await connect(archivedRow.id, "Active");
    expect((await api.delete(`${MATRIX}/${rowToArchive.id}`)).statusCode).toBe(204);
    const rowToDemote = await connect(demoted.id, "Active");
    expect((await api.patch(`${MATRIX}/${rowToDemote.id}`, { status: "Onboarding" })).statusCode).toBe(200);
    await connect(null, "Active");
    const orphan = await connect(unlinked.id, "Active");
    expect((await api.patch(`${MATRIX}/${orphan.id}`, { companyId: null })).statusCode).toBe(200);

    expect(await active()).toEqual([campaign(alpha), campaign(beta), campaign(twice)]);

    // Archiving and restoring the rows and companies moves campaigns in and out of the list.
    expect((await api.post(`${MATRIX}/${rowToArchive.id}/restore`)).statusCode).toBe(200);
    expect((await api.post(`${CLIENTS}/${archivedCompany.id}/restore`)).statusCode).toBe(200);
    expect((await api.delete(`${CLIENTS}/${beta.id}`)).statusCode).toBe(204);
    expect(await active()).toEqual([
      campaign(alpha),
      campaign(archivedCompany),
      campaign(archivedRow),
      campaign(twice),
    ]);
  });

  it("answers a company's current name", async () => {
    const renamed = await company("Old Name Co");
    await connect(renamed.id, "Active");
    expect((await api.patch(`${CLIENTS}/${renamed.id}`, { companyName: "Omega New Name" })).statusCode).toBe(
      200,
    );
    const list: { id: string; companyName: string }[] = await active();
    expect(list.find((entry) => entry.id === renamed.campaignId)).toEqual({
      id: renamed.campaignId,
      companyName: "Omega New Name",
    });
  });

  it("gains the campaign a launch activates", async () => {
    const launched = await company("Theta Launch");
    const row = await connect(launched.id, "Onboarding");
    expect(await active()).not.toContainEqual(campaign(launched));
    expect((await api.post(`${MATRIX}/${row.id}/launch`)).statusCode).toBe(200);
    expect(await active()).toContainEqual(campaign(launched));
  });
});
