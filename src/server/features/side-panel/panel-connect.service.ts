import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  PANEL_CODE_INVALID,
  PANEL_CODE_SECONDS,
  type PanelGrant,
  type PanelTokenCreated,
} from "../../../shared/contracts/side-panel.js";
import type { Actor } from "../../core/access/actor.js";
import { createPanelSession } from "../../core/access/sessions.js";
import { hashToken, newToken } from "../../core/access/tokens.js";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { panelGrants } from "../../core/db/schema/index.js";
import { badRequest } from "../../core/http/errors.js";

/** A connection's name in Settings when the panel gave none. */
export const DEFAULT_PANEL_LABEL = "Side panel";

/**
 * POST /api/side-panel/grants: the signed-in person pressed Connect on the page the panel opened. The
 * code goes back to the panel through the page's address; only the panel holding the verifier behind
 * `challenge` can trade it, so a code seen elsewhere (history, a shared screen) is worth nothing.
 */
export async function grantPanel(actor: Actor, db: Db, challenge: string): Promise<PanelGrant> {
  const code = newToken();
  const expiresAt = new Date(Date.now() + PANEL_CODE_SECONDS * 1000);
  await db.insert(panelGrants).values({ codeHash: hashToken(code), userId: actor.id, challenge, expiresAt });
  return { code, expiresAt: expiresAt.toISOString() };
}

const challengeOf = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

interface GrantedTo {
  user_id: string;
  challenge: string;
  name: string;
  email: string;
}

/**
 * POST /api/side-panel/tokens: a live code and the verifier behind its challenge give the panel its own
 * session, with its person's rights as they are at each request. The code is spent by the first try,
 * right or wrong, so a verifier cannot be guessed at. A person who can no longer sign in as staff
 * (archived or Terminated on the roster) gets nothing.
 */
export async function tradePanelCode(
  db: Db,
  { code, verifier, label }: { code: string; verifier: string; label?: string | undefined },
  sessionDays: number,
): Promise<PanelTokenCreated> {
  // Its own statement, committed before the verifier is compared: a wrong one spends the code too.
  const [granted] = await queryRows<GrantedTo>(
    db,
    sql`with spent as (
          delete from panel_grants where code_hash = ${hashToken(code)} returning user_id, challenge, expires_at
        )
        select spent.user_id, spent.challenge, coalesce(s.name, u.name, u.email) as name, u.email
        from spent join users u on u.id = spent.user_id and u.role = 'sdr'
        left join sdrs s on s.user_id = u.id
        where spent.expires_at > now()
          and (s.id is null or (s.archived_at is null and s.status <> 'Terminated'))`,
  );
  if (!granted || !sameText(granted.challenge, challengeOf(verifier))) throw badRequest(PANEL_CODE_INVALID);
  const connectionLabel = label ?? DEFAULT_PANEL_LABEL;
  const { token, publicId } = await createPanelSession(db, {
    userId: granted.user_id,
    days: sessionDays,
    label: connectionLabel,
  });
  return {
    token,
    connection: { id: publicId, label: connectionLabel },
    user: { name: granted.name, email: granted.email },
  };
}

/** Codes nobody traded in time (the pruning job). */
export async function deleteExpiredGrants(db: Db): Promise<number> {
  const rows = await queryRows<{ code_hash: string }>(
    db,
    sql`delete from panel_grants where expires_at < now() returning code_hash`,
  );
  return rows.length;
}
