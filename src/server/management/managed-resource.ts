import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, listQuerySchema } from "../../shared/contracts/management.js";
import type { Actor } from "../auth/actor.js";
import type { Db } from "../db/client.js";
import { announce } from "../events/live-notices.js";
import { unauthorized } from "../http/errors.js";

/** One management table (SDRs, clients, schedulers, connection matrix) as its service exposes it. */
export interface ManagedResource<Row extends z.ZodType, New extends z.ZodType, Patch extends z.ZodType> {
  path: string;
  rowSchema: Row;
  newSchema: New;
  patchSchema: Patch;
  list(db: Db, includeArchived: boolean): Promise<z.output<Row>[]>;
  /** `actor`: the manager making the change (invitations name who sent them). */
  create(db: Db, input: z.output<New>, actor: Actor): Promise<z.output<Row>>;
  patch(db: Db, id: string, input: z.output<Patch>, actor: Actor): Promise<z.output<Row>>;
  setArchived(db: Db, id: string, archived: boolean): Promise<z.output<Row>>;
}

/** The signed-in manager of an SDR-only route (the access hook has already refused anyone else). */
export function manager(actor: Actor | null): Actor {
  if (!actor) throw unauthorized();
  return actor;
}

/**
 * GET list (archived rows with ?includeArchived=true), POST create (201, the row with its id),
 * PATCH one field, DELETE archives (nothing is hard-deleted), POST .../restore. All SDR-only.
 */
export function registerManagedResource<
  Row extends z.ZodType,
  New extends z.ZodType,
  Patch extends z.ZodType,
>(app: FastifyInstance, db: Db, resource: ManagedResource<Row, New, Patch>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "sdr" as const };
  // Widened on purpose: generic row types are beyond the type provider's inference; the schema still checks rows.
  const rowSchema: z.ZodType = resource.rowSchema;
  const one = { params: idParamsSchema, response: { 200: rowSchema } };

  r.get(
    resource.path,
    { config, schema: { querystring: listQuerySchema, response: { 200: z.array(rowSchema) } } },
    async (request) => resource.list(db, request.query.includeArchived === "true"),
  );
  r.post(
    resource.path,
    { config, schema: { body: resource.newSchema, response: { 201: rowSchema } } },
    async (request, reply) => {
      const row = await resource.create(db, request.body as z.output<New>, manager(request.actor));
      announce(request, "management", null);
      return reply.code(201).send(row);
    },
  );
  r.patch(
    `${resource.path}/:id`,
    { config, schema: { ...one, body: resource.patchSchema } },
    async (request, reply) => {
      const row = await resource.patch(
        db,
        request.params.id,
        request.body as z.output<Patch>,
        manager(request.actor),
      );
      announce(request, "management", null);
      return reply.send(row as never);
    },
  );
  r.delete(`${resource.path}/:id`, { config, schema: { params: idParamsSchema } }, async (request, reply) => {
    await resource.setArchived(db, request.params.id, true);
    announce(request, "management", null);
    return reply.code(204).send();
  });
  r.post(`${resource.path}/:id/restore`, { config, schema: one }, async (request) => {
    const row = await resource.setArchived(db, request.params.id, false);
    announce(request, "management", null);
    return row;
  });
}
