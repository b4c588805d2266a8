// The reference for the live-update latency: a bare Fastify server on the same Node, started as the
// app's server is (a child process, PORT and HOST from the environment, logging at warn), that LISTENs
// on one PostgreSQL channel (DATABASE_URL, channel BARE_CHANNEL) and forwards each notification's
// payload, as the app's notice shape ([{ "o": payload }]), to every open `GET /api/events` stream as a
// `change` event. No session, no access check, no batching.
import Fastify from "fastify";
import pg from "pg";

const channel = process.env.BARE_CHANNEL ?? "bench_bare_live";
const streams = new Set();
const listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
await listener.connect();
listener.on("notification", (message) => {
  const frame = `event: change\ndata: ${JSON.stringify([{ o: message.payload }])}\n\n`;
  for (const stream of streams) stream.write(frame);
});
await listener.query(`listen ${channel}`);

const app = Fastify({ logger: { level: "warn" } });
app.get("/api/health", async (_request, reply) => reply.type("application/json").send('{"status":"ok"}'));
app.get("/api/events", (request, reply) => {
  reply.hijack();
  reply.raw.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  reply.raw.write(": open\n\n");
  streams.add(reply.raw);
  request.raw.once("close", () => streams.delete(reply.raw));
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? "127.0.0.1" });
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    for (const stream of streams) stream.end();
    void app.close().then(() => listener.end());
  });
}
