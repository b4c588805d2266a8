import { and, desc, eq, gt, sql } from "drizzle-orm";
import { PANEL_CONNECTION_NOT_FOUND, type PanelConnection } from "../../../shared/contracts/side-panel.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db } from "../../core/db/client.js";
import { sessions } from "../../core/db/schema/index.js";
import { badRequest, notFound } from "../../core/http/errors.js";
import { DEFAULT_PANEL_LABEL } from "./panel-connect.service.js";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** GET /api/side-panel/connections: the signed-in person's live side panels, newest first. */
export async function listPanelConnections(actor: Actor, db: Db): Promise<PanelConnection[]> {
  const rows = await db
    .select({
      id: sessions.publicId,
      label: sessions.label,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, actor.id), eq(sessions.kind, "panel"), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    label: row.label ?? DEFAULT_PANEL_LABEL,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * DELETE /api/side-panel/connections/{id}: one of the person's own panels stops working at once (its
 * session row goes, which ends its live-update stream on every server). Another person's id is 404.
 */
export async function revokePanelConnection(actor: Actor, db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.publicId, id), eq(sessions.userId, actor.id), eq(sessions.kind, "panel")))
    .returning({ id: sessions.publicId });
  if (deleted.length === 0) throw notFound(PANEL_CONNECTION_NOT_FOUND);
}

/** DELETE /api/side-panel/connection: the panel presenting its token disconnects itself. */
export async function disconnectPanel(
  db: Db,
  sessionHash: string | null,
  kind: string | null,
): Promise<void> {
  if (kind !== "panel" || !sessionHash) throw badRequest("Only a side panel disconnects itself here.");
  await db.delete(sessions).where(and(eq(sessions.tokenHash, sessionHash), eq(sessions.kind, "panel")));
}
