import {
  DEMO_CLIENT_EMAIL,
  DEMO_UNAVAILABLE_MESSAGE,
  type DemoSession,
} from "../../../shared/contracts/demo.js";
import { toSessionUser } from "../../core/access/actor.js";
import { createSession } from "../../core/access/sessions.js";
import { findActorById, findUserByEmail } from "../../core/access/users.js";
import type { Db } from "../../core/db/client.js";
import { HttpError } from "../../core/http/errors.js";

/**
 * A new session as the demo client (the account SEED_DEMO creates) and the user it signs in; 503
 * when this server has no demo account with a campaign.
 */
export async function startDemoSession(db: Db, days: number): Promise<{ token: string; user: DemoSession }> {
  const account = await findUserByEmail(db, DEMO_CLIENT_EMAIL);
  const actor = account?.role === "client" ? await findActorById(db, account.id) : null;
  const user = actor ? toSessionUser(actor) : null;
  if (!actor || user?.type !== "client" || !user.campaignId) {
    throw new HttpError(503, DEMO_UNAVAILABLE_MESSAGE);
  }
  return { token: await createSession(db, actor.id, days), user };
}
