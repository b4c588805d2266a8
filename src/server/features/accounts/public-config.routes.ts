import type { FastifyInstance } from "fastify";
import { publicConfigEndpoints as api } from "../../../shared/contracts/endpoints/public-config.js";
import type { AppConfig } from "../../core/config.js";
import type { Db } from "../../core/db/client.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { needsFirstSdr } from "./setup-code.service.js";

/** Settings public pages show; never a secret. */
export async function publicConfigRoutes(
  app: FastifyInstance,
  { config, db }: { config: AppConfig; db: Db },
) {
  registerEndpoint(app, api.get, async () => ({
    supportEmail: config.supportEmail,
    sdrSetupCodeRequired: await needsFirstSdr(db),
  }));
}
