import { eq, inArray, sql } from "drizzle-orm";
import {
  SCRIPT_LABELS,
  SCRIPT_TEMPLATES,
  type Script,
  type ScriptTemplate,
  scriptLimit,
} from "../../../shared/contracts/scripts.js";
import type { CampaignScope } from "../../core/access/scopes.js";
import type { DbOrTx } from "../../core/db/client.js";
import { users } from "../../core/db/schema/index.js";
import { campaignScripts } from "../../core/db/schema/scripts.js";
import { DEFAULT_SCRIPTS } from "./default-scripts.js";

/** The bodies to save, by template (already checked against the limits by the contract). */
export type ScriptBodies = Partial<Record<ScriptTemplate, string>>;

/** The ten templates of a campaign in order: the saved text, else the default. */
async function readScripts(db: DbOrTx, campaignId: string): Promise<Script[]> {
  const rows = await db
    .select({
      template: campaignScripts.template,
      body: campaignScripts.body,
      updatedAt: campaignScripts.updatedAt,
      updatedBy: sql<string | null>`coalesce(${users.name}, ${users.email})`,
    })
    .from(campaignScripts)
    .leftJoin(users, eq(users.id, campaignScripts.updatedBy))
    .where(eq(campaignScripts.campaignId, campaignId));
  const saved = new Map(rows.map((row) => [row.template, row]));
  return SCRIPT_TEMPLATES.map((template) => {
    const row = saved.get(template);
    return {
      template,
      label: SCRIPT_LABELS[template],
      body: row?.body ?? DEFAULT_SCRIPTS[template],
      limit: scriptLimit(template),
      updatedAt: row ? row.updatedAt.toISOString() : null,
      updatedBy: row?.updatedBy ?? null,
    };
  });
}

/** The bodies of every template of several campaigns (saved, else default), by campaign id. */
export async function scriptBodiesOf(
  db: DbOrTx,
  campaignIds: readonly string[],
): Promise<Map<string, Record<ScriptTemplate, string>>> {
  const rows =
    campaignIds.length === 0
      ? []
      : await db
          .select({
            campaignId: campaignScripts.campaignId,
            template: campaignScripts.template,
            body: campaignScripts.body,
          })
          .from(campaignScripts)
          .where(inArray(campaignScripts.campaignId, [...campaignIds]));
  const bodies = new Map(campaignIds.map((id) => [id, { ...DEFAULT_SCRIPTS }]));
  for (const row of rows) {
    const campaign = bodies.get(row.campaignId);
    if (campaign) campaign[row.template] = row.body;
  }
  return bodies;
}

/** GET /api/campaigns/{id}/scripts: an SDR any campaign's, a client its own (else 404). */
export async function listScripts(scope: CampaignScope, db: DbOrTx): Promise<Script[]> {
  return readScripts(db, scope.campaignId);
}

/**
 * PUT /api/campaigns/{id}/scripts: saves the given templates in one statement (all or none) and answers
 * the campaign's ten. A template whose text did not change keeps its time and author. SDRs only: the
 * campaign's client gets 403, anyone else 404.
 */
export async function saveScripts(scope: CampaignScope, db: DbOrTx, bodies: ScriptBodies): Promise<Script[]> {
  const { campaignId } = scope;
  const { actor } = scope;
  const values = SCRIPT_TEMPLATES.flatMap((template) => {
    const body = bodies[template];
    return body === undefined ? [] : [{ campaignId, template, body, updatedBy: actor.id }];
  });
  if (values.length > 0) {
    await db
      .insert(campaignScripts)
      .values(values)
      .onConflictDoUpdate({
        target: [campaignScripts.campaignId, campaignScripts.template],
        set: { body: sql`excluded.body`, updatedAt: sql`now()`, updatedBy: sql`excluded.updated_by` },
        setWhere: sql`${campaignScripts.body} is distinct from excluded.body`,
      });
  }
  return readScripts(db, campaignId);
}
