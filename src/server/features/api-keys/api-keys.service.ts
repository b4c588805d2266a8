import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  API_KEY_COMPANY_UNKNOWN,
  API_KEY_NOT_FOUND,
  type ApiKey,
  type CreatedApiKey,
} from "../../../shared/contracts/api-keys.js";
import type { Actor } from "../../core/access/actor.js";
import { shownName } from "../../core/access/shown-name.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { apiKeys, companies, sdrs, users } from "../../core/db/schema/index.js";
import { fieldError, notFound } from "../../core/http/errors.js";
import { recordApiKeyAudit } from "./api-key-audit.js";
import { newApiKeySecret } from "./api-key-secret.js";

const ARCHIVED_COMPANY = "An archived company cannot be given an API key";

const creator = alias(users, "key_creator");
const creatorSdr = alias(sdrs, "key_creator_sdr");
const revoker = alias(users, "key_revoker");
const revokerSdr = alias(sdrs, "key_revoker_sdr");

/** Keys with their company and who made and revoked them (an SDR's roster name, else the login's). */
function selectKeys(db: DbOrTx) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      companyId: apiKeys.companyId,
      companyName: companies.companyName,
      readOnly: apiKeys.readOnly,
      createdAt: apiKeys.createdAt,
      createdBy: shownName(creator, creatorSdr),
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      revokedBy: shownName(revoker, revokerSdr),
    })
    .from(apiKeys)
    .leftJoin(companies, eq(companies.id, apiKeys.companyId))
    .leftJoin(creator, eq(creator.id, apiKeys.createdBy))
    .leftJoin(creatorSdr, eq(creatorSdr.userId, apiKeys.createdBy))
    .leftJoin(revoker, eq(revoker.id, apiKeys.revokedBy))
    .leftJoin(revokerSdr, eq(revokerSdr.userId, apiKeys.revokedBy));
}

type KeyRow = Awaited<ReturnType<ReturnType<typeof selectKeys>["execute"]>>[number];

function toApiKey(row: KeyRow): ApiKey {
  return {
    ...row,
    status: row.revokedAt ? "revoked" : "active",
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function readKey(db: DbOrTx, id: string): Promise<ApiKey> {
  const [row] = await selectKeys(db).where(eq(apiKeys.id, id)).limit(1);
  if (!row) throw notFound(API_KEY_NOT_FOUND);
  return toApiKey(row);
}

/** GET /api/api-keys: every key, newest first, revoked ones included. */
export async function listApiKeys(db: Db): Promise<ApiKey[]> {
  const rows = await selectKeys(db).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/** The company a key is for: it must exist and not be archived. */
async function companyForKey(db: DbOrTx, companyId: string): Promise<string> {
  const [company] = await db
    .select({ name: companies.companyName, archivedAt: companies.archivedAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw fieldError("companyId", API_KEY_COMPANY_UNKNOWN);
  if (company.archivedAt) throw fieldError("companyId", ARCHIVED_COMPANY);
  return company.name;
}

/**
 * POST /api/api-keys: a new secret, kept only as its hash; the answer holds it this once. A company's
 * key is read-only (the contract refuses a read-write one).
 */
export async function createApiKey(
  actor: Actor,
  db: Db,
  input: { name: string; companyId: string | null; readOnly: boolean },
): Promise<CreatedApiKey> {
  const companyName = input.companyId ? await companyForKey(db, input.companyId) : null;
  const { secret, hash, prefix } = newApiKeySecret();
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        prefix,
        secretHash: hash,
        companyId: input.companyId,
        readOnly: input.readOnly,
        createdBy: actor.id,
      })
      .returning({ id: apiKeys.id });
    if (!inserted) throw new Error("api key insert returned nothing");
    const scope = companyName ?? "Agency-wide";
    const access = input.readOnly ? "read-only" : "read-write";
    await recordApiKeyAudit(tx, {
      keyId: inserted.id,
      action: "created",
      actorId: actor.id,
      detail: `${scope}, ${access}`,
    });
    return inserted.id;
  });
  return { key: await readKey(db, id), secret };
}

/** DELETE /api/api-keys/:id: at once and for good; revoking a revoked key changes nothing. */
export async function revokeApiKey(actor: Actor, db: Db, id: string): Promise<ApiKey> {
  await readKey(db, id);
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()`, revokedBy: actor.id })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (revoked.length > 0) {
      await recordApiKeyAudit(tx, { keyId: id, action: "revoked", actorId: actor.id, detail: "" });
    }
  });
  return readKey(db, id);
}
