import { beforeAll, describe, expect, it } from "vitest";
import { createKey, withKey } from "../../../../tests/helpers/api-keys.js";
import { createSdrUser } from "../../../../tests/helpers/factories.js";
import type { Api } from "../../../../tests/helpers/management.js";
import { authed, login, testAppSuite } from "../../../../tests/helpers/test-app.js";
import { errorBody } from "../../core/http/errors.js";

const PER_MINUTE = 3;
const t = testAppSuite({ apiKeyRateLimitPerMinute: PER_MINUTE });
let manager: Api;

beforeAll(async () => {
  const sdr = await createSdrUser(t.db, { name: "Rate Manager" });
  manager = authed(t.app, await login(t.app, sdr.email, sdr.password, "sdr"));
});

describe("the per-key rate limit", () => {
  it("answers 429 with the error body and Retry-After once a key has used its minute, and only that key", async () => {
    const busy = withKey(t.app, (await createKey(manager, { name: "Busy" })).secret);
    for (let request = 0; request < PER_MINUTE; request += 1) {
      const response = await busy.get("/api/auth/me");
      expect(response.statusCode, response.body).toBe(200);
    }
    const limited = await busy.get("/api/auth/me");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(
      errorBody(429, expect.stringMatching(/^Too many requests with this API key/)),
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);

    const other = withKey(t.app, (await createKey(manager, { name: "Quiet" })).secret);
    expect((await other.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("does not count signed-in people", async () => {
    for (let request = 0; request < PER_MINUTE * 3; request += 1) {
      const response = await manager.get("/api/auth/me");
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-ratelimit-limit"]).toBeUndefined();
    }
  });
});
