import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  clientPatchSchema,
  connectionPatchSchema,
  connectionSchema,
  idParamsSchema,
  launchResultSchema,
  managementClientSchema,
  managementSdrSchema,
  newClientSchema,
  newConnectionSchema,
  newSchedulerSchema,
  newSdrSchema,
  schedulerPatchSchema,
  schedulerSchema,
  sdrPatchSchema,
} from "../../shared/contracts/management.js";
import type { Actor } from "../auth/actor.js";
import type { Inviting } from "../auth/invitations.service.js";
import type { Db } from "../db/client.js";
import { announce } from "../events/live-notices.js";
import type { Mailer } from "../mail/mailer.js";
import {
  createClient,
  listClients,
  patchClient,
  resendClientInvitation,
  revokeClientInvitation,
  setClientArchived,
} from "./clients.service.js";
import {
  createConnection,
  launchConnection,
  listConnections,
  patchConnection,
  setConnectionArchived,
} from "./connections.service.js";
import { manager, registerManagedResource } from "./managed-resource.js";
import {
  createScheduler,
  listSchedulers,
  patchScheduler,
  setSchedulerArchived,
} from "./schedulers.service.js";
import {
  createSdr,
  listSdrs,
  patchSdr,
  resendSdrInvitation,
  revokeSdrInvitation,
  setSdrArchived,
} from "./sdrs.service.js";

export interface ManagementRouteDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

export async function managementRoutes(app: FastifyInstance, { db, mailer, publicUrl }: ManagementRouteDeps) {
  const inviting = (actor: Actor): Inviting => ({ mailer, publicUrl, inviter: actor });
  registerManagedResource(app, db, {
    path: "/api/management-sdrs",
    rowSchema: managementSdrSchema,
    newSchema: newSdrSchema,
    patchSchema: sdrPatchSchema,
    list: listSdrs,
    create: (db, input, actor) => createSdr(db, input, inviting(actor)),
    patch: (db, id, input, actor) => patchSdr(db, id, input, inviting(actor)),
    setArchived: setSdrArchived,
  });
  registerManagedResource(app, db, {
    path: "/api/management-clients",
    rowSchema: managementClientSchema,
    newSchema: newClientSchema,
    patchSchema: clientPatchSchema,
    list: listClients,
    create: (db, input, actor) => createClient(db, input, inviting(actor)),
    patch: (db, id, input, actor) => patchClient(db, id, input, inviting(actor)),
    setArchived: setClientArchived,
  });
  registerManagedResource(app, db, {
    path: "/api/management-schedulers",
    rowSchema: schedulerSchema,
    newSchema: newSchedulerSchema,
    patchSchema: schedulerPatchSchema,
    list: listSchedulers,
    create: createScheduler,
    patch: patchScheduler,
    setArchived: setSchedulerArchived,
  });
  registerManagedResource(app, db, {
    path: "/api/connection-matrix",
    rowSchema: connectionSchema,
    newSchema: newConnectionSchema,
    patchSchema: connectionPatchSchema,
    list: listConnections,
    create: createConnection,
    patch: patchConnection,
    setArchived: setConnectionArchived,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/connection-matrix/:id/launch",
    {
      config: { access: "sdr" },
      schema: { params: idParamsSchema, response: { 200: launchResultSchema } },
    },
    async (request) => {
      const launched = await launchConnection(db, request.params.id);
      announce(request, "management", null);
      return launched;
    },
  );

  // Resend (a new link mailed; earlier ones keep working until they expire) and revoke (every open link).
  const r = app.withTypeProvider<ZodTypeProvider>();
  const invitationRoutes = [
    {
      path: "/api/management-sdrs",
      row: managementSdrSchema,
      resend: resendSdrInvitation,
      revoke: revokeSdrInvitation,
    },
    {
      path: "/api/management-clients",
      row: managementClientSchema,
      resend: resendClientInvitation,
      revoke: revokeClientInvitation,
    },
  ] as const;
  for (const { path, row, resend, revoke } of invitationRoutes) {
    const options = {
      config: { access: "sdr" as const },
      schema: { params: idParamsSchema, response: { 200: row } },
    };
    r.post(`${path}/:id/invitation`, options, async (request) => {
      const updated = await resend(db, request.params.id, inviting(manager(request.actor)));
      announce(request, "management", null);
      return updated;
    });
    r.delete(`${path}/:id/invitation`, options, async (request) => {
      const updated = await revoke(db, request.params.id);
      announce(request, "management", null);
      return updated;
    });
  }
}
