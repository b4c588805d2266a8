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
import type { Db } from "../db/client.js";
import { announce } from "../events/live-notices.js";
import { createClient, listClients, patchClient, setClientArchived } from "./clients.service.js";
import {
  createConnection,
  launchConnection,
  listConnections,
  patchConnection,
  setConnectionArchived,
} from "./connections.service.js";
import { registerManagedResource } from "./managed-resource.js";
import {
  createScheduler,
  listSchedulers,
  patchScheduler,
  setSchedulerArchived,
} from "./schedulers.service.js";
import { createSdr, listSdrs, patchSdr, setSdrArchived } from "./sdrs.service.js";

export async function managementRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerManagedResource(app, db, {
    path: "/api/management-sdrs",
    rowSchema: managementSdrSchema,
    newSchema: newSdrSchema,
    patchSchema: sdrPatchSchema,
    list: listSdrs,
    create: createSdr,
    patch: patchSdr,
    setArchived: setSdrArchived,
  });
  registerManagedResource(app, db, {
    path: "/api/management-clients",
    rowSchema: managementClientSchema,
    newSchema: newClientSchema,
    patchSchema: clientPatchSchema,
    list: listClients,
    create: createClient,
    patch: patchClient,
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
}
