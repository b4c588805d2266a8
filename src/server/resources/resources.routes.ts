import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { resourcesSchema, resourcesUpdateSchema } from "../../shared/contracts/resources.js";
import { signedInActor } from "../auth/campaign-access.js";
import type { Db } from "../db/client.js";
import { announce } from "../events/live-notices.js";
import { listResources, saveResources } from "./resources.service.js";

/** Spec "Resources" (SDR-only), kept on the server for the whole team (docs/decisions/0007). */
export async function resourceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "sdr" as const };

  r.get("/api/resources", { config, schema: { response: { 200: resourcesSchema } } }, async () =>
    listResources(db),
  );

  r.put(
    "/api/resources",
    { config, schema: { body: resourcesUpdateSchema, response: { 200: resourcesSchema } } },
    async (request) => {
      const resources = await saveResources(signedInActor(request), db, request.body);
      announce(request, "resources", null);
      return resources;
    },
  );
}
