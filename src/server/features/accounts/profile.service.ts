import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { UpdateProfileRequest } from "../../../shared/contracts/auth.js";
import type { Actor } from "../../core/access/actor.js";
import { findUserByEmail, nameFromEmail } from "../../core/access/users.js";
import type { AppConfig } from "../../core/config.js";
import type { Db } from "../../core/db/client.js";
import { clientLogins, companies, sdrs, users } from "../../core/db/schema/index.js";
import { conflict } from "../../core/http/errors.js";
import type { Mailer } from "../../core/mail/mailer.js";
import { sendLater } from "../../core/mail/send-later.js";
import { emailChangedMail } from "./account-mails.js";
import {
  type AttemptSource,
  actorOrFail,
  confirmCurrentPassword,
  refuseDemoAccountChanges,
} from "./auth.service.js";
import { issueVerification } from "./email-verification.service.js";
import { assertEmailNotInvited } from "./logins.service.js";

export interface ProfileDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Name, company name and e-mail. A new e-mail needs the current password, is unproven until the link
 * mailed to it is opened, and the old address is told of the change.
 */
export async function updateProfile(
  { db, config, mailer, log }: ProfileDeps,
  actor: Actor,
  input: UpdateProfileRequest,
  source: AttemptSource,
): Promise<Actor> {
  refuseDemoAccountChanges(actor);
  const email = input.email.toLowerCase();
  const emailChanges = email !== actor.email;
  if (emailChanges) await confirmCurrentPassword(db, config, actor, input.currentPassword, source);
  const updated = await db.transaction(async (tx) => {
    if (emailChanges) {
      const taken = await findUserByEmail(tx, email);
      if (taken) throw conflict("That email is already used by another account.", "email");
      // Nor may it be an email a manager reserved for another company's or SDR's login.
      const [rosterEntry] = await tx
        .select({ id: sdrs.id })
        .from(sdrs)
        .where(eq(sdrs.userId, actor.id))
        .limit(1);
      await assertEmailNotInvited(tx, email, "email", {
        ...(actor.companyId ? { companyId: actor.companyId } : {}),
        ...(rosterEntry ? { sdrId: rosterEntry.id } : {}),
      });
      await tx
        .update(users)
        .set({ email, emailVerifiedAt: null, updatedAt: new Date() })
        .where(eq(users.id, actor.id));
    }
    if (actor.role === "sdr") {
      const name = input.name ?? actor.name ?? nameFromEmail(email);
      await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, actor.id));
      // Keep the SDR's roster entry in step with the login.
      await tx.update(sdrs).set({ email, name }).where(eq(sdrs.userId, actor.id));
    } else {
      // The company names its login by email: keep it pointing at this login.
      if (actor.companyId && emailChanges) {
        await tx
          .update(companies)
          .set({ loginEmail: email })
          .where(and(eq(companies.id, actor.companyId), eq(companies.loginEmail, actor.email)));
        // A further login of the company (ADR 0049) keeps its row in step.
        await tx
          .update(clientLogins)
          .set({ email })
          .where(and(eq(clientLogins.userId, actor.id), isNull(clientLogins.removedAt)));
      }
      if (input.companyName !== undefined) {
        if (actor.companyId) {
          await tx
            .update(companies)
            .set({ companyName: input.companyName })
            .where(eq(companies.id, actor.companyId));
        } else {
          await tx.update(users).set({ name: input.companyName }).where(eq(users.id, actor.id));
        }
      }
    }
    return actorOrFail(tx, actor.id);
  });
  if (emailChanges) {
    sendLater(log, "e-mail change mails", async () => {
      await mailer.send(await issueVerification({ id: actor.id, email }, db, config.publicUrl));
      await mailer.send(emailChangedMail(actor.email, email, config.supportEmail));
    });
  }
  return updated;
}
