import { describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/helpers/management.js";
import { authed, registerClient, testAppSuite } from "../../../../tests/helpers/test-app.js";
import { DEMO_DATA } from "../../../shared/contracts/demo.js";
import { endpointUrl } from "../../../shared/contracts/endpoint.js";
import { demoEndpoints } from "../../../shared/contracts/endpoints/demo.js";
import { healthEndpoints } from "../../../shared/contracts/endpoints/health.js";
import { errorBody } from "../http/errors.js";

const t = testAppSuite();

describe("system routes", () => {
  it("GET /api/health answers 200 {status: ok}, never cached", async () => {
    const response = await t.app.inject({ method: "GET", url: endpointUrl(healthEndpoints.health) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("GET /api/demo/data answers the demo figures without signing in", async () => {
    const response = await t.app.inject({ method: "GET", url: endpointUrl(demoEndpoints.data) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual(DEMO_DATA);
    expect(body).toMatchObject({ totalProspects: 100, connected: 23, meetingsBooked: 8, responseRate: 34 });
    expect(body.recentConnections).toHaveLength(4);
    expect(body.recentConnections[0]).toEqual({
      name: "Sarah Chen",
      title: "VP of Sales",
      company: "Brightline Analytics",
      status: "Meeting Booked",
    });
  });

  it("answers an unknown API path with 404 JSON naming it", async () => {
    for (const url of ["/api/x", "/api/x?y=1", "/api", "/api/auth/nope"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
    }
    const response = await t.app.inject({ method: "GET", url: "/api/x?y=1" });
    expect(response.json()).toEqual(errorBody(404, "No API endpoint GET /api/x"));
  });

  it("answers an unknown API mutation with 404 JSON, signed in or not", async () => {
    const { cookie } = await registerClient(t.app);
    for (const who of [cookie, undefined]) {
      const response = await authed(t.app, who).post("/api/x", { any: "thing" });
      expectError(response, 404, "No API endpoint POST /api/x");
    }
    const response = await authed(t.app, cookie).delete("/api/auth/me");
    expect(response.statusCode).toBe(404);
  });

  it("says how to build the web app when it is not built", async () => {
    const response = await t.app.inject({ method: "GET", url: "/dashboard" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(
      errorBody(404, "The web app is not built: run npm run build, then start again."),
    );
  });

  it("sends security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: endpointUrl(healthEndpoints.health) });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
