import { and, asc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type {
  clientPatchSchema,
  ManagementClient,
  newClientSchema,
} from "../../shared/contracts/management.js";
import {
  assertEmailNotInvited,
  assertLoginEmailFree,
  changeLoginEmail,
  createLogin,
  endAllSessions,
  findCompanyLogin,
  setLoginPassword,
} from "../auth/logins.service.js";
import type { Db, DbOrTx } from "../db/client.js";
import { campaigns, companies, users } from "../db/schema/index.js";
import { badRequest, notFound } from "../http/errors.js";
import { archivedFilter, isoOrNull } from "./archive.js";

const NOT_FOUND = "Client not found";

const clientColumns = {
  company: companies,
  campaignId: campaigns.id,
  loginUserId: users.id,
};

type ClientRow = { company: typeof companies.$inferSelect; campaignId: string; loginUserId: string | null };

function toClient({ company, campaignId, loginUserId }: ClientRow): ManagementClient {
  return {
    id: company.id,
    companyName: company.companyName,
    clientName: company.clientName,
    loginEmail: company.loginEmail,
    assets: company.assets,
    status: company.status,
    campaignId,
    hasLogin: loginUserId !== null,
    archivedAt: isoOrNull(company.archivedAt),
  };
}

/** Companies with their campaign and whether the login their loginEmail names exists. */
function selectClients(tx: DbOrTx) {
  return tx
    .select(clientColumns)
    .from(companies)
    .innerJoin(campaigns, eq(campaigns.companyId, companies.id))
    .leftJoin(users, and(eq(users.companyId, companies.id), eq(users.email, companies.loginEmail)));
}

async function findClient(tx: DbOrTx, id: string): Promise<ClientRow> {
  const [row] = await selectClients(tx).where(eq(companies.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function listClients(db: Db, includeArchived: boolean): Promise<ManagementClient[]> {
  const rows = await selectClients(db)
    .where(archivedFilter(companies.archivedAt, includeArchived))
    .orderBy(asc(companies.companyName));
  return rows.map(toClient);
}

/** Creates the company with its one campaign, and its client login when an email and password are given. */
export async function createClient(
  db: Db,
  client: z.output<typeof newClientSchema>,
): Promise<ManagementClient> {
  if (client.loginPassword && !client.loginEmail) {
    throw badRequest("loginEmail: A login email is needed to create a login");
  }
  return db.transaction(async (tx) => {
    if (client.loginEmail) {
      await assertLoginEmailFree(tx, client.loginEmail);
      await assertEmailNotInvited(tx, client.loginEmail);
    }
    const [company] = await tx
      .insert(companies)
      .values({
        companyName: client.companyName,
        clientName: client.clientName,
        loginEmail: client.loginEmail ?? null,
        assets: client.assets ?? null,
        status: client.status,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error("company insert returned nothing");
    await tx.insert(campaigns).values({ companyId: company.id });
    if (client.loginEmail && client.loginPassword) {
      await createLogin(tx, {
        email: client.loginEmail,
        password: client.loginPassword,
        role: "client",
        companyId: company.id,
      });
    }
    return toClient(await findClient(tx, company.id));
  });
}

export async function patchClient(
  db: Db,
  id: string,
  patch: z.output<typeof clientPatchSchema>,
): Promise<ManagementClient> {
  return db.transaction(async (tx) => {
    const { company } = await findClient(tx, id);
    const login = await findCompanyLogin(tx, id, company.loginEmail);
    if (patch.loginEmail !== undefined) {
      if (patch.loginEmail === null) {
        if (login) throw badRequest("loginEmail: This client has a login; its email cannot be removed");
      } else {
        if (login) await changeLoginEmail(tx, login.id, patch.loginEmail);
        else await assertLoginEmailFree(tx, patch.loginEmail);
        await assertEmailNotInvited(tx, patch.loginEmail, { companyId: id });
      }
    }
    if (patch.loginPassword !== undefined) {
      if (login) await setLoginPassword(tx, login.id, patch.loginPassword);
      else if (company.loginEmail) {
        await assertLoginEmailFree(tx, company.loginEmail);
        await createLogin(tx, {
          email: company.loginEmail,
          password: patch.loginPassword,
          role: "client",
          companyId: id,
        });
      } else throw badRequest("loginPassword: Set a login email before a password");
    }
    const { loginPassword: _secret, ...columns } = patch;
    if (Object.keys(columns).length > 0) await tx.update(companies).set(columns).where(eq(companies.id, id));
    return toClient(await findClient(tx, id));
  });
}

/** Archiving hides the company and signs its logins out; they cannot sign in until it is restored. */
export async function setClientArchived(db: Db, id: string, archived: boolean): Promise<ManagementClient> {
  return db.transaction(async (tx) => {
    await findClient(tx, id);
    if (archived) {
      const logins = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, id));
      for (const login of logins) await endAllSessions(tx, login.id);
    }
    await tx
      .update(companies)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(companies.id, id));
    return toClient(await findClient(tx, id));
  });
}

/** For the matrix: a company that exists and is not archived, with its campaign. */
export async function findLiveCompany(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: companies.id, companyName: companies.companyName, campaignId: campaigns.id })
    .from(companies)
    .innerJoin(campaigns, eq(campaigns.companyId, companies.id))
    .where(and(eq(companies.id, id), isNull(companies.archivedAt)))
    .limit(1);
  return row ?? null;
}
