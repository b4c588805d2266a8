import type { RunningServer } from "./server-process.js";

/** The manager every bench server creates from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const BENCH_ADMIN = { email: "bench-manager@example.com", password: "quiet-harbor-lantern-42" };

export const benchServerEnv = (database: Record<string, string>) => ({
  ...database,
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  AUTH_RATE_LIMIT_PER_IP: "100000",
  AUTH_RATE_LIMIT_PER_EMAIL: "100000",
  LOG_LEVEL: "warn",
});

/** Signs in as the bench manager and returns the `od_session=...` cookie pair. */
export async function signInAsManager(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...BENCH_ADMIN, userType: "sdr" }),
  });
  if (response.status !== 200) throw new Error(`Login answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  const pair = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((value) => value.startsWith("od_session="));
  if (!pair) throw new Error("Login set no od_session cookie.");
  const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: pair } });
  if (me.status !== 200) throw new Error(`GET /api/auth/me with the new session answered ${me.status}.`);
  await me.arrayBuffer();
  return pair;
}
