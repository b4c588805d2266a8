import type { FastifyRequest } from "fastify";
import type { LiveTopic } from "../../../shared/contracts/events.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import type { Db, DbOrTx } from "../db/client.js";

/**
 * The change log: every kind of change a write can make, declared once (ADR 0037). A write's service
 * or handler returns the changes it made; core publishes them as live notices once the request has
 * answered below 400 (live-updates.ts) and hands them to the in-process caches that registered for
 * them (`ServerFeature.onChanges`). Each kind is a live topic (src/shared/contracts/events.ts):
 * `campaignId` says whose data changed (absent: agency-wide data, seen by SDRs only).
 */
export type Change =
  /** A campaign's prospects (their list, figures or plans); `row`: the one prospect changed, as it now is. */
  | { topic: "prospects"; campaignId: string; row?: Prospect }
  /** A campaign's conversations and messages. */
  | { topic: "conversations"; campaignId: string }
  /** Import batches, of a campaign or (null) of the pool. */
  | { topic: "imports"; campaignId: string | null }
  /** A campaign's cadence settings. */
  | { topic: "cadence"; campaignId: string }
  /** A campaign's scripts. */
  | { topic: "scripts"; campaignId: string }
  /** Agency-wide management data: companies, staff, connections, invitations, subscriptions. */
  | { topic: "management" }
  /** The team's resources. */
  | { topic: "resources" };

/** Every topic has its kind of change, and no change is of a topic the browsers do not know. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ChangeTopicsAreLiveTopics = Assert<Same<Change["topic"], LiveTopic>>;

/** The campaign a change belongs to, or null for agency-wide data. */
export function campaignOfChange(change: Change): string | null {
  return "campaignId" in change ? change.campaignId : null;
}

/** Builders, so that a write names its changes in one short expression. */
export const changes = {
  prospects: (campaignId: string, row?: Prospect): Change =>
    row ? { topic: "prospects", campaignId, row } : { topic: "prospects", campaignId },
  /** The prospects of each of these campaigns. */
  prospectsOf: (campaignIds: Iterable<string>): Change[] =>
    [...campaignIds].map((campaignId) => ({ topic: "prospects", campaignId })),
  conversations: (campaignId: string): Change => ({ topic: "conversations", campaignId }),
  imports: (campaignId: string | null): Change => ({ topic: "imports", campaignId }),
  cadence: (campaignId: string): Change => ({ topic: "cadence", campaignId }),
  scripts: (campaignId: string): Change => ({ topic: "scripts", campaignId }),
  management: (): Change => ({ topic: "management" }),
  resources: (): Change => ({ topic: "resources" }),
} as const;

/** A change, or nothing (`cond && change`), so that conditional changes read as one list. */
export type MaybeChange = Change | false | null | undefined;

const CHANGED = Symbol("changed");

/** What a write returns: its answer and the changes it made. */
export interface Changed<T> {
  readonly [CHANGED]: true;
  readonly result: T;
  readonly changes: readonly Change[];
}

/** A write's answer with the changes it made (falsy entries are dropped: the write made no such change). */
export function changed<T>(result: T, made: readonly MaybeChange[]): Changed<T> {
  return { [CHANGED]: true, result, changes: made.filter((change): change is Change => !!change) };
}

export function isChanged(value: unknown): value is Changed<unknown> {
  return typeof value === "object" && value !== null && CHANGED in value;
}

/**
 * Runs `work` in one transaction and returns its answer with its changes once the transaction has
 * committed: a transaction that fails reports no change.
 */
export async function runChange<T>(
  db: DbOrTx,
  work: (tx: DbOrTx) => Promise<{ result: T; changes: readonly MaybeChange[] }>,
): Promise<Changed<T>> {
  const { result, changes: made } = await (db as Db).transaction((tx) => work(tx));
  return changed(result, made);
}

declare module "fastify" {
  interface FastifyRequest {
    /** The changes this request made, published once it has answered below 400 (live-updates.ts). */
    changeLog: Change[] | null;
  }
}

/**
 * Adds a write's changes to its request's change log. `registerEndpoint` does it for every handler
 * that returns `changed(...)`; routes registered without it (the payment and booking webhooks) call
 * it themselves.
 */
export function recordChanges(request: FastifyRequest, made: readonly MaybeChange[]): void {
  for (const change of made) {
    if (!change) continue;
    request.changeLog ??= [];
    request.changeLog.push(change);
  }
}

/** What an in-process cache does with the changes a request on this server committed. */
export type ChangeListener = (changes: readonly Change[]) => void;
