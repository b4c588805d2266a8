import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { RegisterRequest } from "../../../shared/contracts/auth.js";
import { hashPassword } from "../../core/access/passwords.js";
import { withinRateLimit } from "../../core/access/rate-limit.js";
import { createSession } from "../../core/access/sessions.js";
import { findUserByEmail, nameFromEmail } from "../../core/access/users.js";
import type { AppConfig } from "../../core/config.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { sdrs, users } from "../../core/db/schema/index.js";
import { conflict, fieldError, forbidden } from "../../core/http/errors.js";
import type { Mailer, MailMessage } from "../../core/mail/mailer.js";
import { sendLater } from "../../core/mail/send-later.js";
import { actorOrFail, type SignedIn } from "./auth.service.js";
import { issueVerification } from "./email-verification.service.js";
import { findReissuableInvitation, issueInvitation } from "./invitations.service.js";
import { assertStrongPassword } from "./password-strength.js";
import { consumeSetupCode, needsFirstSdr } from "./setup-code.service.js";

const REGISTRATION_LOCK_ID = 4_210_772;
export const SDRS_ARE_INVITED =
  "SDR accounts are created by a manager. If you were invited, open the link in the invitation e-mail.";
/** How often registering with an invited address re-mails its invitation. */
const REISSUES_PER_WINDOW = 1;

export interface RegistrationDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Self-registration grants nothing that an e-mail address alone could claim:
 * - a client account starts unproven and without a company, and gets a verification link; when the
 *   address was invited, its owner is sent the invitation again instead (accepting it is the only way
 *   to the company, and takes the account over from whoever registered first);
 * - an SDR account needs an invitation, except the instance's first, which needs the setup code.
 * The answer never depends on whether the address was invited; the mail goes out after it.
 */
export async function register(deps: RegistrationDeps, input: RegisterRequest): Promise<SignedIn> {
  const email = input.email.toLowerCase();
  if (input.userType === "sdr") return registerFirstSdr(deps, email, input);
  assertStrongPassword(input.password, "password", [email]);
  const passwordHash = await hashPassword(input.password);
  const signedIn = await registering(deps, email, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, role: "client", companyId: null })
      .returning({ id: users.id });
    if (!created) throw new Error("user insert returned nothing");
    return created.id;
  });
  sendLater(deps.log, "registration mail", async () => {
    const invited = await reissuedInvitation(deps, email);
    const mail = invited
      ? invited.mail
      : await issueVerification({ id: signedIn.actor.id, email }, deps.db, deps.config.publicUrl);
    if (mail) await deps.mailer.send(mail);
  });
  return signedIn;
}

/**
 * The invitation of an invited address, mailed again at most once a window (`mail` null past that);
 * null when the address is not invited.
 */
async function reissuedInvitation(
  deps: RegistrationDeps,
  email: string,
): Promise<{ mail: MailMessage | null } | null> {
  const open = await findReissuableInvitation(deps.db, email);
  if (!open) return null;
  const { windowSeconds } = deps.config.authRateLimit;
  const allowed = await withinRateLimit(
    deps.db,
    `reissue:email:${email}`,
    REISSUES_PER_WINDOW,
    windowSeconds,
  );
  if (!allowed) return { mail: null };
  const mail = await issueInvitation(deps.db, open.target, email, {
    publicUrl: deps.config.publicUrl,
    inviter: open.inviter,
  });
  return { mail };
}

async function registerFirstSdr(deps: RegistrationDeps, email: string, input: RegisterRequest) {
  if (!(await needsFirstSdr(deps.db))) {
    sendLater(deps.log, "invitation reissue", async () => {
      const invited = await reissuedInvitation(deps, email);
      if (invited?.mail) await deps.mailer.send(invited.mail);
    });
    throw forbidden(SDRS_ARE_INVITED);
  }
  assertStrongPassword(input.password, "password", [email]);
  const passwordHash = await hashPassword(input.password);
  return registering(deps, email, async (tx) => {
    if (!(await needsFirstSdr(tx))) throw forbidden(SDRS_ARE_INVITED);
    if (!input.setupCode) {
      throw fieldError("setupCode", "Enter the setup code printed in the server's console when it started");
    }
    if (!(await consumeSetupCode(tx, input.setupCode))) {
      throw fieldError(
        "setupCode",
        "This setup code is not valid. Use the one printed when the server last started.",
      );
    }
    const name = nameFromEmail(email);
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, role: "sdr", name, emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    if (!created) throw new Error("user insert returned nothing");
    await tx
      .insert(sdrs)
      .values({ name, email, status: "Active", role: "owner", userId: created.id })
      .onConflictDoUpdate({ target: sdrs.email, set: { userId: created.id, role: "owner" } });
    return created.id;
  });
}

/** One registration at a time, so two people cannot both become "the first SDR" or share an address. */
async function registering(
  { db, config }: RegistrationDeps,
  email: string,
  insert: (tx: DbOrTx) => Promise<string>,
): Promise<SignedIn> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_ID})`);
    if (await findUserByEmail(tx, email))
      throw conflict("An account with this email already exists. Sign in instead.", "email");
    const userId = await insert(tx);
    const token = await createSession(tx, userId, config.sessionDays);
    return { actor: await actorOrFail(tx, userId), token };
  });
}
