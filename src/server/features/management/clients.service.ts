import { and, asc, eq, isNull } from "drizzle-orm";
import type { managementEndpoints } from "../../../shared/contracts/endpoints/management.js";
import type { ManagementClient } from "../../../shared/contracts/management.js";
import type { DbOrTx } from "../../core/db/client.js";
import { campaigns, companies, users } from "../../core/db/schema/index.js";
import { badRequest, conflict, fieldError, notFound } from "../../core/http/errors.js";
import {
  assertEmailNotInvited,
  assertInvitable,
  assertLoginEmailFree,
  createLogin,
  endAllSessions,
  findCompanyLogin,
  type InvitationTarget,
  invitationStatuses,
  revokeInvitations,
  setLoginPassword,
  withInvitations,
} from "../accounts/index.js";
import { archivedAtFor, archivedFilter, isoOrNull } from "./archive.js";
import { insertCompanyWithCampaign } from "./company-with-campaign.js";
import { changeInvitedEmail } from "./invited-email.js";
import type { InvitingTableOf } from "./managed-resource.js";

const NOT_FOUND = "Client not found";

const clientColumns = {
  company: companies,
  campaignId: campaigns.id,
  loginUserId: users.id,
};

type ClientRow = { company: typeof companies.$inferSelect; campaignId: string; loginUserId: string | null };

type Invitations = Awaited<ReturnType<typeof invitationStatuses>>;

function toClient(
  { company, campaignId, loginUserId }: ClientRow,
  invitations: Invitations,
): ManagementClient {
  return {
    id: company.id,
    companyName: company.companyName,
    clientName: company.clientName,
    loginEmail: company.loginEmail,
    assets: company.assets,
    status: company.status,
    campaignId,
    hasLogin: loginUserId !== null,
    invitation: invitations.get(company.id) ?? null,
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

async function presentClient(tx: DbOrTx, id: string): Promise<ManagementClient> {
  return toClient(await findClient(tx, id), await invitationStatuses(tx, "client", id));
}

const target = (companyId: string): InvitationTarget => ({ role: "client", companyId });

/** The client companies' management table. */
export const clientsTable: InvitingTableOf<(typeof managementEndpoints)["clients"]> = {
  async list(_actor, db, includeArchived) {
    const rows = await selectClients(db)
      .where(archivedFilter(companies.archivedAt, includeArchived))
      .orderBy(asc(companies.companyName));
    const invitations = await invitationStatuses(db, "client");
    return rows.map((row) => toClient(row, invitations));
  },
  /**
   * Creates the company with its one campaign. A login e-mail alone mails that address an invitation;
   * with a password the client login is made at once.
   */
  async create(actor, db, client, delivery) {
    if (client.loginPassword && !client.loginEmail) {
      throw fieldError("loginEmail", "A login email is needed to create a login");
    }
    return withInvitations(db, { ...delivery, inviter: actor }, async (tx, invite) => {
      if (client.loginEmail) {
        if (client.loginPassword) await assertLoginEmailFree(tx, client.loginEmail, "loginEmail");
        else await assertInvitable(tx, client.loginEmail, "client");
        await assertEmailNotInvited(tx, client.loginEmail, "loginEmail");
      }
      const { companyId } = await insertCompanyWithCampaign(tx, {
        companyName: client.companyName,
        clientName: client.clientName,
        loginEmail: client.loginEmail ?? null,
        assets: client.assets ?? null,
        status: client.status,
      });
      if (client.loginEmail && client.loginPassword) {
        await createLogin(tx, {
          email: client.loginEmail,
          password: client.loginPassword,
          role: "client",
          companyId,
        });
      } else if (client.loginEmail && client.status !== "Terminated") {
        await invite(target(companyId), client.loginEmail);
      }
      return presentClient(tx, companyId);
    });
  },
  /**
   * One field. A new login e-mail of a company without a login withdraws the old address's links and
   * invites the new one; a password makes or resets the login; Terminated signs its logins out.
   */
  async patch(actor, db, id, patch, delivery) {
    return withInvitations(db, { ...delivery, inviter: actor }, async (tx, invite) => {
      const { company } = await findClient(tx, id);
      const login = await findCompanyLogin(tx, id, company.loginEmail);
      if (patch.loginEmail !== undefined) {
        if (patch.loginEmail === null) {
          if (login) throw fieldError("loginEmail", "This client has a login; its email cannot be removed");
          await revokeInvitations(tx, target(id));
        } else {
          await changeInvitedEmail(tx, invite, {
            target: target(id),
            field: "loginEmail",
            loginId: login?.id ?? null,
            current: company.loginEmail,
            next: patch.loginEmail,
            mayBeInvited: !company.archivedAt && company.status !== "Terminated",
          });
        }
      }
      if (patch.loginPassword !== undefined) {
        if (login) await setLoginPassword(tx, login.id, patch.loginPassword);
        else if (company.loginEmail) {
          await assertLoginEmailFree(tx, company.loginEmail, "loginEmail");
          await createLogin(tx, {
            email: company.loginEmail,
            password: patch.loginPassword,
            role: "client",
            companyId: id,
          });
          await revokeInvitations(tx, target(id));
        } else throw fieldError("loginPassword", "Set a login email before a password");
      }
      if (patch.status === "Terminated") await endCompanySessions(tx, id);
      const { loginPassword: _secret, ...columns } = patch;
      if (Object.keys(columns).length > 0)
        await tx.update(companies).set(columns).where(eq(companies.id, id));
      return presentClient(tx, id);
    });
  },
  /** Mails the company's login e-mail a new invitation link; earlier links keep working until they expire. */
  async resendInvitation(actor, db, id, delivery) {
    return withInvitations(db, { ...delivery, inviter: actor }, async (tx, invite) => {
      const { company, loginUserId } = await findClient(tx, id);
      if (company.archivedAt) throw badRequest("Restore the client before inviting its login");
      if (company.status === "Terminated") {
        throw fieldError("status", "Change the status from Terminated before inviting");
      }
      if (!company.loginEmail) throw fieldError("loginEmail", "Set a login email before inviting");
      if (loginUserId) throw conflict("This client already has a login");
      await invite(target(id), company.loginEmail);
      return presentClient(tx, id);
    });
  },
  /** Withdraws every open invitation link of the company's login. */
  async revokeInvitation(_actor, db, id) {
    return db.transaction(async (tx) => {
      await findClient(tx, id);
      await revokeInvitations(tx, target(id));
      return presentClient(tx, id);
    });
  },
  /** Archiving hides the company and signs its logins out; they cannot sign in until it is restored. */
  async setArchived(_actor, db, id, archived) {
    return db.transaction(async (tx) => {
      await findClient(tx, id);
      if (archived) await endCompanySessions(tx, id);
      await tx.update(companies).set(archivedAtFor(archived)).where(eq(companies.id, id));
      return presentClient(tx, id);
    });
  },
};

async function endCompanySessions(tx: DbOrTx, companyId: string): Promise<void> {
  const logins = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  for (const login of logins) await endAllSessions(tx, login.id);
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
