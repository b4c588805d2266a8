// The reference for GET /api/auth/me: a bare Fastify server on the same Node, started as the app's
// server is (a child process, PORT and HOST from the environment, logging at warn), answering a
// constant JSON body (BARE_BODY, the app's own answer) on that one path. No session, no database,
// unless BARE_DATA_DIR names a data dir: then it first opens the embedded database there (creating it
// when the dir is empty) and asks it one query, as the reference for the app's start-up.
import { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";

if (process.env.BARE_DATA_DIR) {
  const db = await PGlite.create(process.env.BARE_DATA_DIR);
  await db.query("select 1");
}

const body = process.env.BARE_BODY ?? '{"ok":true}';
const app = Fastify({ logger: { level: "warn" } });
app.get("/api/health", async (_request, reply) => reply.type("application/json").send('{"status":"ok"}'));
app.get("/api/auth/me", async (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? "127.0.0.1" });
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => void app.close());
