import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { healthResponseSchema } from "../../shared/contracts/health.js";
import type { Db } from "../db/client.js";
import { HttpError } from "../http/errors.js";

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/health",
      { config: { access: "public" }, schema: { response: { 200: healthResponseSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        try {
          await db.execute(sql`select 1`);
        } catch (error) {
          request.log.warn({ err: error }, "health check: database unreachable");
          throw new HttpError(503, "The database is unreachable.");
        }
        return { status: "ok" as const };
      },
    );
}
