import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createClientUser,
  createCompany,
  createSdrUser,
  DEFAULT_PASSWORD,
  uniqueEmail,
} from "../../../../tests/helpers/factories.js";
import { expectError } from "../../../../tests/helpers/management.js";
import {
  authed,
  clientUser,
  companyClientUser,
  login,
  registerClient,
  sdrUser,
  testAppSuite,
} from "../../../../tests/helpers/test-app.js";
import {
  DEMO_CLIENT_EMAIL,
  DEMO_CLIENT_PASSWORD,
  DEMO_COMPANY_NAME,
} from "../../../shared/contracts/demo.js";
import { queryRows } from "../../core/db/raw.js";
import { errorBody } from "../../core/http/errors.js";
import { seedDemo } from "../demo/seed.js";

const t = testAppSuite();

const loginStatus = async (email: string, password: string, userType: "client" | "sdr") =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password, userType },
    })
  ).statusCode;

describe("PATCH /api/auth/me", () => {
  it("updates an SDR's name and email, in the login and on the roster", async () => {
    const sdr = await createSdrUser(t.db, { name: "Old Name" });
    const cookie = await login(t.app, sdr.email, sdr.password, "sdr");
    const newEmail = uniqueEmail("renamed-sdr");

    const response = await authed(t.app, cookie).patch("/api/auth/me", {
      email: newEmail.toUpperCase(),
      name: "  New Name ",
      currentPassword: sdr.password,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      sdrUser({ id: sdr.userId, email: newEmail, name: "New Name", emailVerified: false }),
    );
    expect((await authed(t.app, cookie).get("/api/auth/me")).json()).toMatchObject({
      email: newEmail,
      name: "New Name",
    });
    const roster = await queryRows(t.db, sql`select name, email from sdrs where id = ${sdr.sdrId}`);
    expect(roster).toEqual([{ name: "New Name", email: newEmail }]);
    expect(await loginStatus(newEmail, sdr.password, "sdr")).toBe(200);
    expect(await loginStatus(sdr.email, sdr.password, "sdr")).toBe(401);
  });

  it("renames a linked client's company in the companies table", async () => {
    const company = await createCompany(t.db, { companyName: "Before Inc" });
    const client = await createClientUser(t.db, { companyId: company.companyId });
    const cookie = await login(t.app, client.email, client.password, "client");

    const response = await authed(t.app, cookie).patch("/api/auth/me", {
      email: client.email,
      companyName: "After Ltd",
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...companyClientUser(company, client), companyName: "After Ltd" });
    const rows = await queryRows(
      t.db,
      sql`select company_name from companies where id = ${company.companyId}`,
    );
    expect(rows).toEqual([{ company_name: "After Ltd" }]);
  });

  it("keeps a client's company login in step when the client changes their email", async () => {
    const email = uniqueEmail("company-login");
    const company = await createCompany(t.db, { loginEmail: email });
    const client = await createClientUser(t.db, { companyId: company.companyId, email });
    const cookie = await login(t.app, client.email, client.password, "client");
    const newEmail = uniqueEmail("company-login-new");

    const response = await authed(t.app, cookie).patch("/api/auth/me", {
      email: newEmail,
      currentPassword: client.password,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: newEmail, campaignId: company.campaignId });
    const rows = await queryRows(
      t.db,
      sql`select login_email from companies where id = ${company.companyId}`,
    );
    expect(rows).toEqual([{ login_email: newEmail }]);
  });

  it("keeps the company name of a client without a company on the login itself", async () => {
    const { cookie, email, user } = await registerClient(t.app);

    const response = await authed(t.app, cookie).patch("/api/auth/me", {
      email,
      companyName: "Solo Ventures",
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      clientUser({
        id: user.id,
        email,
        companyName: "Solo Ventures",
        campaignId: null,
        emailVerified: false,
      }),
    );
  });

  it("refuses an email another account uses with 409 and changes nothing", async () => {
    const other = await createClientUser(t.db, { companyId: null });
    const sdr = await createSdrUser(t.db, { name: "Kept Name" });
    const cookie = await login(t.app, sdr.email, sdr.password, "sdr");

    const response = await authed(t.app, cookie).patch("/api/auth/me", {
      email: other.email,
      name: "Changed",
      currentPassword: sdr.password,
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      errorBody(409, "That email is already used by another account.", { field: "email" }),
    );
    expect((await authed(t.app, cookie).get("/api/auth/me")).json()).toMatchObject({
      email: sdr.email,
      name: "Kept Name",
    });
  });

  it.each([
    ["missing email", { name: "Someone" }, "Email is required"],
    ["malformed email", { email: "nope" }, "Enter a valid email address"],
    ["blank name", { email: "x@example.test", name: "  " }, "Name is required"],
    [
      "name over 120 characters",
      { email: "x@example.test", name: "n".repeat(121) },
      "Name must be at most 120 characters",
    ],
  ])("%s: 400 naming the field", async (_name, payload, message) => {
    const { cookie } = await registerClient(t.app);
    const response = await authed(t.app, cookie).patch("/api/auth/me", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(errorBody(400, message));
  });

  it("answers 401 without a session", async () => {
    const response = await authed(t.app, undefined).patch("/api/auth/me", { email: uniqueEmail() });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/auth/change-password", () => {
  it("refuses a wrong current password with 400 and keeps the old password", async () => {
    const { cookie, email } = await registerClient(t.app);

    const response = await authed(t.app, cookie).post("/api/auth/change-password", {
      currentPassword: "not-my-password",
      newPassword: "brand-new-password",
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errorBody(400, "currentPassword: Current password is incorrect", { field: "currentPassword" }),
    );
    expect(await loginStatus(email, DEFAULT_PASSWORD, "client")).toBe(200);
  });

  it("refuses a new password equal to the current one", async () => {
    const { cookie } = await registerClient(t.app);
    const response = await authed(t.app, cookie).post("/api/auth/change-password", {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: DEFAULT_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^newPassword: /);
  });

  it("refuses a new password under 12 characters", async () => {
    const { cookie } = await registerClient(t.app);
    const response = await authed(t.app, cookie).post("/api/auth/change-password", {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: "short",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(errorBody(400, "Password must be at least 12 characters"));
  });

  it("changes the password, ends the user's other sessions and keeps this one", async () => {
    const sdr = await createSdrUser(t.db);
    const here = await login(t.app, sdr.email, sdr.password, "sdr");
    const elsewhere = await login(t.app, sdr.email, sdr.password, "sdr");
    const bystander = await registerClient(t.app);

    const response = await authed(t.app, here).post("/api/auth/change-password", {
      currentPassword: sdr.password,
      newPassword: "a-fresh-password",
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Password changed. Your other sessions have been signed out.",
    });
    expect((await authed(t.app, here).get("/api/auth/me")).statusCode).toBe(200);
    expect((await authed(t.app, elsewhere).get("/api/auth/me")).statusCode).toBe(401);
    expect((await authed(t.app, bystander.cookie).get("/api/auth/me")).statusCode).toBe(200);
    expect(await loginStatus(sdr.email, "a-fresh-password", "sdr")).toBe(200);
    expect(await loginStatus(sdr.email, sdr.password, "sdr")).toBe(401);
  });

  it("answers 401 without a session", async () => {
    const response = await authed(t.app, undefined).post("/api/auth/change-password", {
      currentPassword: "whatever-it-is",
      newPassword: "whatever-it-becomes",
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("the demo account", () => {
  let cookie: string;
  beforeAll(async () => {
    expect(await seedDemo(t.db)).toBe("created");
    expect(await seedDemo(t.db)).toBe("exists");
    cookie = await login(t.app, DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD, "client");
  });

  it("signs in as the demo company's client with its campaign", async () => {
    const response = await authed(t.app, cookie).get("/api/auth/me");
    expect(response.json()).toEqual(
      clientUser({
        email: DEMO_CLIENT_EMAIL,
        companyName: DEMO_COMPANY_NAME,
        campaignId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        emailVerified: true,
      }),
    );
  });

  it("cannot change its profile (403)", async () => {
    const response = await authed(t.app, cookie).patch("/api/auth/me", {
      email: DEMO_CLIENT_EMAIL,
      companyName: "Hijacked",
    });
    expectError(response, 403, "The demo account cannot be changed.");
    expect((await authed(t.app, cookie).get("/api/auth/me")).json().companyName).toBe(DEMO_COMPANY_NAME);
  });

  it("cannot change its password (403)", async () => {
    const response = await authed(t.app, cookie).post("/api/auth/change-password", {
      currentPassword: DEMO_CLIENT_PASSWORD,
      newPassword: "locked-everyone-out",
    });
    expectError(response, 403, "The demo account cannot be changed.");
    expect(await loginStatus(DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD, "client")).toBe(200);
  });

  it("gets no reset link, yet the answer looks the same", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: DEMO_CLIENT_EMAIL },
    });
    expect(response.statusCode).toBe(200);
    const mail = await queryRows(t.db, sql`select id from outbox where to_address = ${DEMO_CLIENT_EMAIL}`);
    expect(mail).toEqual([]);
  });
});
