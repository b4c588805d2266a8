import type { FastifyInstance } from "fastify";
import { publicConfigEndpoints as api } from "../../shared/contracts/endpoints/public-config.js";
import { needsFirstSdr } from "../auth/setup-code.service.js";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";
import { registerEndpoint } from "../http/endpoint-route.js";

/** Settings public pages show; never a secret. */
export async function publicConfigRoutes(
  app: FastifyInstance,
  { config, db }: { config: AppConfig; db: Db },
) {
  registerEndpoint(app, api.get, { access: "public" }, async () => ({
    supportEmail: config.supportEmail,
    sdrSetupCodeRequired: await needsFirstSdr(db),
  }));
}
