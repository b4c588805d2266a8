import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicConfigSchema } from "../../shared/contracts/public-config.js";
import type { AppConfig } from "../config.js";

/** Settings public pages show; never a secret. */
export async function publicConfigRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/public-config",
      { config: { access: "public" }, schema: { response: { 200: publicConfigSchema } } },
      async () => ({ supportEmail: config.supportEmail }),
    );
}
