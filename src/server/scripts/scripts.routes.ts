import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../shared/contracts/management.js";
import { scriptsSchema, scriptsUpdateSchema } from "../../shared/contracts/scripts.js";
import type { Db } from "../db/client.js";
import { announce } from "../events/live-notices.js";
import { signedInActor } from "../prospects/campaign-access.js";
import { listScripts, saveScripts } from "./scripts.service.js";

/** A campaign's message scripts, kept on the server (docs/decisions/0007). Campaign-scoped. */
export async function scriptRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "campaign" as const };

  r.get(
    "/api/campaigns/:id/scripts",
    { config, schema: { params: idParamsSchema, response: { 200: scriptsSchema } } },
    async (request) => listScripts(signedInActor(request), db, request.params.id),
  );

  r.put(
    "/api/campaigns/:id/scripts",
    {
      config,
      schema: { params: idParamsSchema, body: scriptsUpdateSchema, response: { 200: scriptsSchema } },
    },
    async (request) => {
      const scripts = await saveScripts(signedInActor(request), db, request.params.id, request.body);
      announce(request, "scripts", request.params.id);
      return scripts;
    },
  );
}
