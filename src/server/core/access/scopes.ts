import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { SEAT_NOT_FOUND } from "../../../shared/contracts/seats.js";
import type { Db } from "../db/client.js";
import { queryRows } from "../db/raw.js";
import { assignments, conversations } from "../db/schema/index.js";
import { isScopeRule, type ScopeKind, type ScopeRule, scopeTarget } from "../http/access.js";
import { forbidden, notFound, unauthorized } from "../http/errors.js";
import type { Actor } from "./actor.js";
import {
  CAMPAIGN_NOT_FOUND,
  type CampaignRef,
  CLIENT_READ_ONLY,
  loadCampaign,
  PROSPECT_NOT_FOUND,
} from "./campaign-access.js";
import { reachesEveryCampaign, seatsReachedBy, staffCampaignFilter } from "./worked-campaigns.js";

export const CONVERSATION_NOT_FOUND = "Conversation not found";

/**
 * What a scoped route reaches, as its pre-handler resolved it: the caller may reach the named campaign,
 * prospect (assignment) or conversation if it exists. A named campaign is loaded there, once: 404 when
 * it does not exist, and the services read it from the scope. A prospect or conversation is read for a
 * client (its company's campaign only) and an SDR (the campaigns they work); owners and managers reach
 * all, so nothing is read for them and the service's own statement answers 404 for an unknown id.
 */
export interface CampaignScope {
  actor: Actor;
  campaignId: string;
}
/** A campaign scope as a route's pre-handler resolved it: the campaign exists, and here it is. */
export interface LoadedCampaignScope extends CampaignScope {
  campaign: CampaignRef;
}
/**
 * An optional campaign: null covers every campaign the actor reaches (all for owners and managers, those
 * worked for an SDR: `staffCampaignFilter`; its own for a client).
 */
export interface CampaignsScope {
  actor: Actor;
  campaignId: string | null;
}
export interface ProspectScope {
  actor: Actor;
  prospectId: string;
}
export interface ConversationScope {
  actor: Actor;
  conversationId: string;
}
/** A sending seat the caller reaches (seats.ts in the schema). */
export interface SeatScope {
  actor: Actor;
  seatId: string;
}

export type ResolvedScope =
  | { kind: "campaign"; scope: CampaignsScope | LoadedCampaignScope }
  | { kind: "prospect"; scope: ProspectScope }
  | { kind: "conversation"; scope: ConversationScope }
  | { kind: "seat"; scope: SeatScope };

declare module "fastify" {
  interface FastifyRequest {
    resolvedScope?: ResolvedScope;
  }
}

/**
 * The campaign rule on its own: a client reaches only its company's campaign; anything else is 404. An
 * SDR's campaigns are checked where the campaign is loaded (loadCampaign), in the same statement.
 */
export function reachCampaign(actor: Actor, campaignId: string): CampaignScope {
  if (actor.role !== "sdr" && actor.campaignId !== campaignId) throw notFound(CAMPAIGN_NOT_FOUND);
  return { actor, campaignId };
}

/**
 * A client reaches a prospect (assignment) or conversation of its company's campaign only, an SDR those
 * of the campaigns they work; owners and managers reach all, so nothing is read for them.
 */
async function assertInOwnCampaign(
  actor: Actor,
  db: Db,
  table: typeof assignments | typeof conversations,
  id: string,
  notFoundMessage: string,
): Promise<void> {
  if (reachesEveryCampaign(actor)) return;
  const campaignRule =
    actor.role === "sdr"
      ? staffCampaignFilter(actor, table.campaignId)
      : actor.campaignId
        ? eq(table.campaignId, actor.campaignId)
        : undefined;
  const [row] = campaignRule
    ? await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), campaignRule))
        .limit(1)
    : [];
  if (!row) throw notFound(notFoundMessage);
}

async function reachProspect(actor: Actor, db: Db, prospectId: string): Promise<ProspectScope> {
  await assertInOwnCampaign(actor, db, assignments, prospectId, PROSPECT_NOT_FOUND);
  return { actor, prospectId };
}

async function reachConversation(actor: Actor, db: Db, conversationId: string): Promise<ConversationScope> {
  await assertInOwnCampaign(actor, db, conversations, conversationId, CONVERSATION_NOT_FOUND);
  return { actor, conversationId };
}

/**
 * A seat: owners and managers reach every one (the service answers 404 for an unknown id); an SDR those
 * they own and those sending for a campaign they work; a client the seat sending for its campaign.
 */
async function reachSeat(actor: Actor, db: Db, seatId: string): Promise<SeatScope> {
  if (reachesEveryCampaign(actor)) return { actor, seatId };
  const found = await queryRows(
    db,
    sql`select 1 from seats s where s.id = ${seatId}::uuid and ${seatsReachedBy(actor)}`,
  );
  if (found.length === 0) throw notFound(SEAT_NOT_FOUND);
  return { actor, seatId };
}

const NOT_FOUND_OF: Record<ScopeKind, string> = {
  campaign: CAMPAIGN_NOT_FOUND,
  prospect: PROSPECT_NOT_FOUND,
  conversation: CONVERSATION_NOT_FOUND,
  seat: SEAT_NOT_FOUND,
};

/** The id a rule names, read from the validated request by the rule's reader. */
function readSource(request: FastifyRequest, rule: ScopeRule): { kind: ScopeKind; id: string | undefined } {
  const { kind, read } = scopeTarget(rule);
  const value = read({ params: request.params ?? {}, query: request.query ?? {}, body: request.body ?? {} });
  return { kind, id: typeof value === "string" && value !== "" ? value : undefined };
}

async function resolve(request: FastifyRequest, db: Db, rule: ScopeRule): Promise<ResolvedScope> {
  const actor = request.actor;
  if (!actor) throw unauthorized();
  const { kind, id } = readSource(request, rule);
  if (kind === "campaign" && id === undefined && rule.optional) {
    return { kind, scope: { actor, campaignId: null } };
  }
  if (id === undefined) throw notFound(NOT_FOUND_OF[kind]);
  if (kind === "campaign") {
    const reached = reachCampaign(actor, id);
    return { kind, scope: { ...reached, campaign: await loadCampaign(db, reached) } };
  }
  if (kind === "prospect") return { kind, scope: await reachProspect(actor, db, id) };
  if (kind === "seat") return { kind, scope: await reachSeat(actor, db, id) };
  return { kind, scope: await reachConversation(actor, db, id) };
}

/**
 * The pre-handler of every scoped route (after validation, so the ids have their contract's shape):
 * ownership first (404 for what the caller does not reach), then the write rule (403 for a client).
 */
export function makeScopeResolver(db: Db) {
  return async function resolveScope(request: FastifyRequest): Promise<void> {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (!isScopeRule(access)) return;
    request.resolvedScope = await resolve(request, db, access);
    if (access.write && request.resolvedScope.scope.actor.role !== "sdr") throw forbidden(CLIENT_READ_ONLY);
  };
}

/** The scope the route's pre-handler resolved, if it declares one (registerEndpoint hands it on). */
export function resolvedScope(request: FastifyRequest): ResolvedScope | undefined {
  return request.resolvedScope;
}

/**
 * The campaign a route without an endpoint record (a file download) declared in its `config.access`;
 * endpoint handlers receive theirs in their context instead.
 */
export function downloadCampaign(request: FastifyRequest): LoadedCampaignScope {
  const resolved = request.resolvedScope;
  if (resolved?.kind !== "campaign" || resolved.scope.campaignId === null) {
    throw new Error(`${request.routeOptions.url} declares no campaign scope`);
  }
  return resolved.scope as LoadedCampaignScope;
}

/** The seat a route without an endpoint record (a file download) declared in its `config.access`. */
export function downloadSeat(request: FastifyRequest): SeatScope {
  const resolved = request.resolvedScope;
  if (resolved?.kind !== "seat") throw new Error(`${request.routeOptions.url} declares no seat scope`);
  return resolved.scope;
}
