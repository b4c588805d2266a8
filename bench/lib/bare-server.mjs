// The reference for GET /api/auth/me: a bare Fastify server on the same Node, started as the app's
// server is (a child process, PORT and HOST from the environment, logging at warn), answering a
// constant JSON body (BARE_BODY, the app's own answer) on that one path. No session, no database.
import Fastify from "fastify";

const body = process.env.BARE_BODY ?? '{"ok":true}';
const app = Fastify({ logger: { level: "warn" } });
app.get("/api/health", async (_request, reply) => reply.type("application/json").send('{"status":"ok"}'));
app.get("/api/auth/me", async (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? "127.0.0.1" });
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => void app.close());
