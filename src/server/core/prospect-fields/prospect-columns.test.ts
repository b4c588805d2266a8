import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { createProspect, createProspects } from "../../../../tests/helpers/prospects.js";
import { prospectPath, prospectsPath, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { PROSPECT_FIELD_NAMES } from "../../../shared/contracts/prospect-fields.js";
import { prospectSchema } from "../../../shared/contracts/prospects.js";
import { queryRows } from "../db/raw.js";
import { PROSPECT_JOINS, PROSPECT_JSON, PROSPECT_SELECT, PROSPECT_SQL } from "./prospect-columns.js";

/**
 * The Prospect projection's rows are checked, not asserted (ADR 0039): every row the select items and
 * the JSON object give, and every row the list and detail endpoints answer, parses with the contract's
 * schema as it is, with no field missing and none more, for rows that fill each field and rows that
 * leave every optional one empty.
 */
const exact = prospectSchema.strict();

const { t, w } = workspaceSuite("Projection Checks Ltd");

/** A campaign with a bare prospect and a full one: every flag, a plan, a do-not-contact entry. */
async function campaignWithEveryShape() {
  const { campaignId } = await createCompany(t.db, { companyName: "Shapes Inc" });
  const [bare] = await createProspects(t.db, campaignId, 2, (index) => ({ lastName: `Bare ${index}` }));
  const full = await createProspect(t.db, campaignId, {
    firstName: "Grace",
    lastName: "Hopper",
    linkedinName: "Grace H.",
    email: "grace@example.test",
    phone: "+1 555 0100",
    sdrId: w.sdr.sdrId,
    inviteAt: "2026-01-05T09:00:00.000Z",
    connectedAt: "2026-01-06T09:00:00.000Z",
    m1At: "2026-01-07T09:00:00.000Z",
    ff5At: "2026-01-20T08:00:00.000Z",
    sequenceTag: "Interested",
    finalDisposition: "Meeting",
    lastTouchAt: "2026-01-20T08:00:00.000Z",
    importedAt: "2026-01-02T12:00:00.000Z",
  });
  await queryRows(
    t.db,
    sql`with entry as (
          insert into suppressions (kind, value, value_hash, reason)
          values ('email', 'grace@example.test', md5('grace@example.test'), 'objected') returning id
        )
        update assignments set suppression_id = (select id from entry) where id = ${full.id}`,
  );
  await queryRows(
    t.db,
    sql`insert into assignment_plans (assignment_id, campaign_id, kind, step, due_on, reason)
        values (${full.id}, ${campaignId}, 'step', 'm2', '2026-02-02', null)
        on conflict (assignment_id) do update set kind = 'step', step = 'm2', due_on = '2026-02-02'`,
  );
  return { campaignId, bareId: bare?.id ?? "" };
}

describe("the Prospect projection (PROSPECT_SQL)", () => {
  it("gives rows that parse with prospectSchema, as select items and as one JSON object", async () => {
    const { campaignId } = await campaignWithEveryShape();
    const rows = await queryRows<unknown>(
      t.db,
      sql`select ${PROSPECT_SELECT} from assignments a ${PROSPECT_JOINS} where a.campaign_id = ${campaignId}`,
    );
    const objects = await queryRows<{ prospect: unknown }>(
      t.db,
      sql`select ${PROSPECT_JSON} as prospect from assignments a ${PROSPECT_JOINS} where a.campaign_id = ${campaignId}`,
    );
    expect(rows).toHaveLength(3);
    expect(objects).toHaveLength(3);
    for (const row of [...rows, ...objects.map((object) => object.prospect)]) {
      const parsed = exact.safeParse(row);
      expect(parsed.error?.issues ?? [], JSON.stringify(row)).toEqual([]);
    }
    const full = rows.map((row) => exact.parse(row)).find((row) => row.lastName === "Hopper");
    expect(full).toMatchObject({
      invite: true,
      connected: true,
      m2: false,
      ff5: true,
      doNotContact: "objected",
      next: { kind: "step", step: "m2", dueOn: "2026-02-02", reason: null },
      lastTouchAt: "2026-01-20T08:00:00.000Z",
    });
  });

  it("has an expression for every field of the registry and no other", () => {
    expect(Object.keys(PROSPECT_SQL).sort()).toEqual([...PROSPECT_FIELD_NAMES].sort());
  });

  it("answers the list, its search and a detail change with rows that parse with prospectSchema", async () => {
    const { campaignId, bareId } = await campaignWithEveryShape();
    for (const path of [prospectsPath(campaignId), prospectsPath(campaignId, "hop")]) {
      const response = await w.sdr.api.get(path);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json() as unknown[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(exact.safeParse(row).error?.issues ?? [], path).toEqual([]);
    }
    const patched = await w.sdr.api.patch(prospectPath(bareId), { invite: true });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(exact.safeParse(patched.json()).error?.issues ?? []).toEqual([]);
  });
});
