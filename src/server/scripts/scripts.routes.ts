import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../shared/contracts/management.js";
import { scriptsSchema, scriptsUpdateSchema } from "../../shared/contracts/scripts.js";
import { campaignOf } from "../auth/scopes.js";
import type { Db } from "../db/client.js";
import { announce } from "../events/live-notices.js";
import { listScripts, saveScripts } from "./scripts.service.js";

/** A campaign's message scripts, kept on the server (docs/decisions/0007). */
export async function scriptRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/campaigns/:id/scripts",
    {
      config: { access: { campaign: "params.id" } },
      schema: { params: idParamsSchema, response: { 200: scriptsSchema } },
    },
    async (request) => listScripts(campaignOf(request), db),
  );

  r.put(
    "/api/campaigns/:id/scripts",
    {
      config: { access: { campaign: "params.id", write: true } },
      schema: { params: idParamsSchema, body: scriptsUpdateSchema, response: { 200: scriptsSchema } },
    },
    async (request) => {
      const scripts = await saveScripts(campaignOf(request), db, request.body);
      announce(request, "scripts", request.params.id);
      return scripts;
    },
  );
}
