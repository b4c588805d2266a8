import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicConfigSchema } from "../../shared/contracts/public-config.js";
import { needsFirstSdr } from "../auth/setup-code.service.js";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";

/** Settings public pages show; never a secret. */
export async function publicConfigRoutes(
  app: FastifyInstance,
  { config, db }: { config: AppConfig; db: Db },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/public-config",
      { config: { access: "public" }, schema: { response: { 200: publicConfigSchema } } },
      async () => ({ supportEmail: config.supportEmail, sdrSetupCodeRequired: await needsFirstSdr(db) }),
    );
}
