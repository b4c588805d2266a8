import { sql } from "drizzle-orm";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import {
  PANEL_ALREADY_PROSPECT,
  PANEL_DO_NOT_CONTACT,
  PANEL_IN_POOL,
} from "../../../shared/contracts/side-panel.js";
import type { LoadedCampaignScope } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { badRequest, conflict, HttpError } from "../../core/http/errors.js";
import { PROSPECT_JOINS, PROSPECT_JSON } from "../../core/prospect-fields/prospect-columns.js";
import { splitSuppressed, suppressionIndexOf } from "../privacy/index.js";
import { refuseArchived } from "./import.service.js";
import { insertPeopleAndBatch } from "./import-writes.js";
import { normalizeRow } from "./normalize-row.js";

/** The typed values in the order of their columns for the import's row rules. */
const COLUMNS = { firstName: 0, lastName: 1, jobTitle: 2, company: 3, linkedinUrl: 4 } as const;

export interface TypedProspect {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  linkedinUrl: string;
}

/**
 * POST /api/campaigns/{id}/prospects: one person into the campaign, by the import's own rules and
 * records: the same checks and messages as a file's row, the do-not-contact list, the pool's duplicate
 * rule (a person already in the pool is not added again), and an import batch ("Side panel") that Import
 * history lists and can undo.
 */
export async function addOneProspect(
  { actor, campaign }: LoadedCampaignScope,
  db: Db,
  typed: TypedProspect,
): Promise<Prospect> {
  refuseArchived(campaign, "adding prospects");
  const cells = [typed.firstName, typed.lastName, typed.jobTitle, typed.company, typed.linkedinUrl];
  const outcome = normalizeRow(cells, COLUMNS);
  if ("reason" in outcome) throw badRequest(outcome.reason);
  const person = outcome.person;

  return db.transaction(async (tx) => {
    const { suppressed } = await splitSuppressed(tx, suppressionIndexOf(db), [person], campaign.companyId);
    if (suppressed.length > 0) throw conflict(PANEL_DO_NOT_CONTACT);
    const [known] = await queryRows<{ here: boolean }>(
      tx,
      sql`select exists (select 1 from assignments a where a.prospect_id = p.id and a.campaign_id = ${campaign.id}::uuid) as here
          from prospects p where p.dedup_key = ${person.dedupKey}`,
    );
    if (known) throw conflict(known.here ? PANEL_ALREADY_PROSPECT : PANEL_IN_POOL);
    const { importedRows } = await insertPeopleAndBatch(tx, [person], {
      fileName: "Side panel",
      campaignId: campaign.id,
      uploadedBy: actor.id,
      totalRows: 1,
      knownRows: 1,
      updatedRows: 0,
      suppressedRows: 0,
      failures: { headers: [], rows: [] },
    });
    // Another request put the person in the pool since the check above.
    if (importedRows === 0) throw conflict(PANEL_IN_POOL);
    const [row] = await queryRows<{ prospect: Prospect }>(
      tx,
      sql`select ${PROSPECT_JSON} as prospect from assignments a ${PROSPECT_JOINS}
          where a.campaign_id = ${campaign.id}::uuid and p.dedup_key = ${person.dedupKey}`,
    );
    if (!row) throw new HttpError(500, "The new prospect could not be read back.");
    return row.prospect;
  });
}
