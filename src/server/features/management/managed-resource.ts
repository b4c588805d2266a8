import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type {
  InvitationEndpoints,
  ManagedEndpoints,
} from "../../../shared/contracts/endpoints/management.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db } from "../../core/db/client.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import type { Inviting } from "../accounts/index.js";

/** One management table (SDRs, clients, schedulers, connection matrix): its records and its service. */
export interface ManagedResource<Row extends z.ZodType, New extends z.ZodType, Patch extends z.ZodType> {
  endpoints: ManagedEndpoints<Row, New, Patch>;
  /** `actor`: the manager acting (invitations name who sent them). */
  list(actor: Actor, db: Db, includeArchived: boolean): Promise<z.output<Row>[]>;
  create(actor: Actor, db: Db, input: z.output<New>): Promise<z.output<Row>>;
  patch(actor: Actor, db: Db, id: string, input: z.output<Patch>): Promise<z.output<Row>>;
  setArchived(actor: Actor, db: Db, id: string, archived: boolean): Promise<z.output<Row>>;
}

/** A management table's service: the resource without its endpoint records. */
export type ManagedTable<Row extends z.ZodType, New extends z.ZodType, Patch extends z.ZodType> = Omit<
  ManagedResource<Row, New, Patch>,
  "endpoints"
>;

/** Registers a management table's list, create, change, archive and restore routes, all SDR-only. */
export function registerManagedResource<
  Row extends z.ZodType,
  New extends z.ZodType,
  Patch extends z.ZodType,
>(app: FastifyInstance, db: Db, resource: ManagedResource<Row, New, Patch>) {
  const api = resource.endpoints;
  registerEndpoint(app, api.list, async ({ request }) =>
    resource.list(actingUser(request.actor), db, request.query.includeArchived === "true"),
  );
  // The casts: Fastify's request typing cannot resolve a generic schema's output (the schema has checked the body).
  registerEndpoint(app, api.create, async ({ request, reply }) => {
    const row = await resource.create(actingUser(request.actor), db, request.body as z.output<New>);
    reply.code(201);
    return changed(row as never, [changes.management()]);
  });
  registerEndpoint(app, api.update, async ({ request }) => {
    const row = await resource.patch(
      actingUser(request.actor),
      db,
      request.params.id,
      request.body as z.output<Patch>,
    );
    return changed(row as never, [changes.management()]);
  });
  registerEndpoint(app, api.archive, async ({ request, reply }) => {
    await resource.setArchived(actingUser(request.actor), db, request.params.id, true);
    reply.code(204);
    return changed(undefined, [changes.management()]);
  });
  registerEndpoint(app, api.restore, async ({ request }) => {
    const row = await resource.setArchived(actingUser(request.actor), db, request.params.id, false);
    return changed(row as never, [changes.management()]);
  });
}

/** How invitations are mailed; the acting manager, passed first, is named as the inviter. */
export type InvitationDelivery = Omit<Inviting, "inviter">;

/**
 * A table whose rows carry logins (SDRs, clients): creating and changing a row may mail an invitation,
 * and its invitation can be sent again or revoked.
 */
export interface InvitingResource<Row extends z.ZodType, New extends z.ZodType, Patch extends z.ZodType>
  extends Pick<ManagedResource<Row, New, Patch>, "list" | "setArchived"> {
  endpoints: ManagedEndpoints<Row, New, Patch> & InvitationEndpoints<Row>;
  create(actor: Actor, db: Db, input: z.output<New>, delivery: InvitationDelivery): Promise<z.output<Row>>;
  patch(
    actor: Actor,
    db: Db,
    id: string,
    input: z.output<Patch>,
    delivery: InvitationDelivery,
  ): Promise<z.output<Row>>;
  /** A new link mailed; earlier ones keep working until they expire. */
  resendInvitation(actor: Actor, db: Db, id: string, delivery: InvitationDelivery): Promise<z.output<Row>>;
  /** Every open link withdrawn. */
  revokeInvitation(actor: Actor, db: Db, id: string): Promise<z.output<Row>>;
}

/** An inviting table's service: the resource without its endpoint records. */
export type InvitingTable<Row extends z.ZodType, New extends z.ZodType, Patch extends z.ZodType> = Omit<
  InvitingResource<Row, New, Patch>,
  "endpoints"
>;

type RowOf<E> = E extends { restore: { response: { 200: infer Row extends z.ZodType } } } ? Row : never;
type NewOf<E> = E extends { create: { body: infer New extends z.ZodType } } ? New : never;
type PatchOf<E> = E extends { update: { body: infer Patch extends z.ZodType } } ? Patch : never;
/** The service of a management table, by the types of its endpoint records. */
export type ManagedTableOf<E> = ManagedTable<RowOf<E>, NewOf<E>, PatchOf<E>>;
/** The service of an inviting table, by the types of its endpoint records. */
export type InvitingTableOf<E> = InvitingTable<RowOf<E>, NewOf<E>, PatchOf<E>>;

/** Registers an inviting table's list, create, change, archive and restore routes, all SDR-only. */
export function registerInvitingResource<
  Row extends z.ZodType,
  New extends z.ZodType,
  Patch extends z.ZodType,
>(app: FastifyInstance, db: Db, delivery: InvitationDelivery, resource: InvitingResource<Row, New, Patch>) {
  registerManagedResource(app, db, {
    ...resource,
    create: (actor, db, input) => resource.create(actor, db, input, delivery),
    patch: (actor, db, id, input) => resource.patch(actor, db, id, input, delivery),
  });
}

/** Registers an inviting table's resend and revoke routes (SDR-only, a signed-in manager's session). */
export function registerInvitationRoutes<
  Row extends z.ZodType,
  New extends z.ZodType,
  Patch extends z.ZodType,
>(app: FastifyInstance, db: Db, delivery: InvitationDelivery, resource: InvitingResource<Row, New, Patch>) {
  const api = resource.endpoints;
  registerEndpoint(app, api.resendInvitation, async ({ request }) => {
    const row = await resource.resendInvitation(actingUser(request.actor), db, request.params.id, delivery);
    return changed(row as never, [changes.management()]);
  });
  registerEndpoint(app, api.revokeInvitation, async ({ request }) => {
    const row = await resource.revokeInvitation(actingUser(request.actor), db, request.params.id);
    return changed(row as never, [changes.management()]);
  });
}
