import { describe, expect, it } from "vitest";
import { createClientUser, createCompany } from "../helpers/factories.js";
import { testAppSuite } from "../helpers/test-app.js";

const t = testAppSuite({ cookieSecure: true });

describe("cookies behind HTTPS (COOKIE_SECURE=true)", () => {
  it("are named with the __Host- prefix: Secure, Path=/ and no Domain", async () => {
    const company = await createCompany(t.db);
    const client = await createClientUser(t.db, { companyId: company.companyId });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: client.email, password: client.password, userType: "client" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual([
      "__Host-od_device",
      "__Host-od_session",
    ]);
    for (const cookie of response.cookies) {
      expect(cookie).toMatchObject({ secure: true, path: "/", httpOnly: true, sameSite: "Lax" });
      expect(cookie.domain).toBeUndefined();
    }
    const session = response.cookies.find((cookie) => cookie.name === "__Host-od_session")?.value;

    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: `__Host-od_session=${session}` },
    });
    expect(me.statusCode).toBe(200);
    // The unprefixed name, which a sibling subdomain could set, is not read.
    const plain = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: `od_session=${session}` },
    });
    expect(plain.statusCode).toBe(401);

    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: `__Host-od_session=${session}` },
    });
    expect(logout.cookies.find((cookie) => cookie.name === "__Host-od_session")).toMatchObject({
      value: "",
      secure: true,
    });
  });
});
