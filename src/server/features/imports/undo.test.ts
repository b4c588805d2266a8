import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { BATCHES, csvFile, importFields, importFile, peopleCsv } from "../../../../tests/helpers/imports.js";
import { CLIENTS, expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import {
  prospectPath,
  prospectsPath,
  replyPath,
  workspaceSuite,
} from "../../../../tests/helpers/workspace.js";
import { describeUndo, type ImportBatch, importUndoPath } from "../../../shared/contracts/imports.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { queryRows } from "../../core/db/raw.js";
import { BATCH_ALREADY_UNDONE, BATCH_NOT_UNDOABLE } from "./undo.service.js";

vi.setConfig({ testTimeout: 20_000 });

const { t, w } = workspaceSuite("Undo Co");

const poolCount = async (label: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from prospects where dedup_key like ${`%/${label}-%`}`,
    )
  )[0]?.n ?? 0;

const listed = async (campaignId: string) =>
  (await w.sdr.api.get(prospectsPath(campaignId))).json() as Prospect[];

const batch = async (id: string) =>
  ((await w.sdr.api.get(BATCHES)).json() as ImportBatch[]).find((b) => b.id === id);

describe("POST /api/import-batches/{id}/undo", () => {
  it("removes the people and places nobody touched, keeps the others and says why", async () => {
    const other = await createCompany(t.db, { companyName: "Elsewhere Co" });
    const imported = await importFile(
      w.sdr.api,
      csvFile(peopleCsv("undo", 0, 5)),
      importFields(undefined, { campaignId: w.company.campaignId }),
    );
    expect(imported.importedRows).toBe(5);
    expect(await batch(imported.batchId)).toMatchObject({ canUndo: true, undoneAt: null, undoResult: null });
    const people = (await listed(w.company.campaignId)).filter((p) => p.linkedinUrl.includes("/undo-"));
    const [worked, replied, elsewhere, edited] = people;
    if (!worked || !replied || !elsewhere || !edited) throw new Error("the import listed too few people");

    // Worked on: a tick; a captured reply; put in another campaign; the profile edited by a later import.
    expect((await w.sdr.api.patch(prospectPath(worked.id), { invite: true })).statusCode).toBe(200);
    const reply = await w.sdr.api.post(replyPath(replied.id), { content: "Sounds good" });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    await t.db.execute(
      sql`insert into assignments (campaign_id, prospect_id)
          select ${other.campaignId}::uuid, prospect_id from assignments where id = ${elsewhere.id}`,
    );
    await t.db.execute(
      sql`update prospects set job_title = 'Edited', updated_at = now() + interval '1 second'
          where id = (select prospect_id from assignments where id = ${edited.id})`,
    );

    const response = await w.sdr.api.post(importUndoPath(imported.batchId));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toEqual({
      removedPeople: 1,
      removedAssignments: 3,
      keptWorkedOn: 2,
      keptInOtherCampaigns: 1,
      keptEdited: 1,
    });
    expect(describeUndo(result)).toBe(
      "Removed 1 person from the pool and 3 places from the campaign. Kept 4 people: 2 worked on since the import, 1 now in another campaign, 1 edited since the import.",
    );
    expect(await poolCount("undo")).toBe(4);
    const remaining = (await listed(w.company.campaignId)).filter((p) => p.linkedinUrl.includes("/undo-"));
    expect(remaining.map((p) => p.id).sort()).toEqual([worked.id, replied.id].sort());
    expect((await listed(other.campaignId)).length).toBe(1);
    expect(await batch(imported.batchId)).toMatchObject({
      canUndo: false,
      undoneAt: expect.any(String),
      undoResult: result,
      importedRows: 5,
    });

    expectError(await w.sdr.api.post(importUndoPath(imported.batchId)), 409, BATCH_ALREADY_UNDONE);
  });

  it("undoes a pool import with no campaign, and keeps the campaign figures right", async () => {
    const imported = await importFile(w.sdr.api, csvFile(peopleCsv("pool", 0, 3)));
    const response = await w.sdr.api.post(importUndoPath(imported.batchId));
    expect(response.json()).toEqual({
      removedPeople: 3,
      removedAssignments: 0,
      keptWorkedOn: 0,
      keptInOtherCampaigns: 0,
      keptEdited: 0,
    });
    expect(await poolCount("pool")).toBe(0);

    const into = await importFile(
      w.sdr.api,
      csvFile(peopleCsv("figures", 0, 4)),
      importFields(undefined, { campaignId: w.company.campaignId }),
    );
    const metrics = async () =>
      (await w.sdr.api.get(`/api/campaigns/${w.company.campaignId}/metrics?period=all-time`)).json();
    const before = await metrics();
    await w.sdr.api.post(importUndoPath(into.batchId));
    const after = await metrics();
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    expect(await poolCount("figures")).toBe(0);
  });

  it("answers 404 for an unknown batch and 409 for one from before undo existed", async () => {
    expectError(await w.sdr.api.post(importUndoPath(UNKNOWN_ID)), 404, "Import batch not found");
    const old = await importFile(w.sdr.api, csvFile(peopleCsv("legacy", 0, 1)));
    await t.db.execute(sql`update import_batches set created_prospect_ids = null where id = ${old.batchId}`);
    expect(await batch(old.batchId)).toMatchObject({ canUndo: false });
    expectError(await w.sdr.api.post(importUndoPath(old.batchId)), 409, BATCH_NOT_UNDOABLE);
    expect(await poolCount("legacy")).toBe(1);
  });

  it("refuses a batch whose campaign is archived, and removes nothing", async () => {
    const archived = await createCompany(t.db, { companyName: "Archived Undo Co" });
    const imported = await importFile(
      w.sdr.api,
      csvFile(peopleCsv("archived", 0, 2)),
      importFields(undefined, { campaignId: archived.campaignId }),
    );
    expect((await w.sdr.api.delete(`${CLIENTS}/${archived.companyId}`)).statusCode).toBe(204);
    expectError(
      await w.sdr.api.post(importUndoPath(imported.batchId)),
      400,
      'The campaign of "Archived Undo Co" is archived: restore the company under Manage Campaigns before undoing its import.',
    );
    expect(await poolCount("archived")).toBe(2);
  });

  it("is for SDRs only: a client or a visitor cannot undo, even with the batch id", async () => {
    const imported = await importFile(
      w.sdr.api,
      csvFile(peopleCsv("guarded", 0, 2)),
      importFields(undefined, { campaignId: w.company.campaignId }),
    );
    expect((await w.client.api.post(importUndoPath(imported.batchId))).statusCode).toBe(403);
    expect((await w.anonymous.post(importUndoPath(imported.batchId))).statusCode).toBe(401);
    expect(await poolCount("guarded")).toBe(2);
    expect(await batch(imported.batchId)).toMatchObject({ canUndo: true });
  });
});
