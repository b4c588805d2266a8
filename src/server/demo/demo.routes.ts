import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DEMO_DATA, demoDataSchema } from "../../shared/contracts/demo.js";

export async function demoRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/demo/data",
      { config: { access: "public" }, schema: { response: { 200: demoDataSchema } } },
      async () => DEMO_DATA,
    );
}
