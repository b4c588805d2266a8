import type { FastifyInstance } from "fastify";
import { publicConfigEndpoints as api } from "../../../shared/contracts/endpoints/public-config.js";
import type { AppContext } from "../../core/context.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { needsFirstSdr } from "./setup-code.service.js";

/** Settings public pages show; never a secret. */
export async function publicConfigRoutes(app: FastifyInstance, { config, db }: AppContext) {
  registerEndpoint(app, api.get, async () => ({
    supportEmail: config.supportEmail,
    sdrSetupCodeRequired: await needsFirstSdr(db),
  }));
}
