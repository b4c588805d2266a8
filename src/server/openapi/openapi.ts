import type { FastifyInstance } from "fastify";

/** Collects the OpenAPI document from the routes registered after it (call before any route). */
export async function installOpenApi(_app: FastifyInstance): Promise<void> {}

/** GET /api/openapi.json and the API reference page at /api/docs. */
export async function openApiRoutes(_app: FastifyInstance): Promise<void> {}
