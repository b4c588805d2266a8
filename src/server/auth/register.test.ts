import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompany, inviteSdr, uniqueEmail } from "../../../tests/helpers/factories.js";
import {
  authed,
  cookieToken,
  createTestApp,
  registerClient,
  registerSdr,
  type TestApp,
} from "../../../tests/helpers/test-app.js";
import { queryRows } from "../db/raw.js";

const register = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload: payload as object });

/** Shared by the describes below that need no database of their own. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("client registration", () => {
  it("answers 201 with the user and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const email = uniqueEmail("client");
    const response = await register(t, { email, password: "long-enough-pw", userType: "client" });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      type: "client",
      id: expect.any(String),
      email,
      companyName: null,
      campaignId: null,
    });
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: "od_session", path: "/", httpOnly: true, sameSite: "Lax" });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);

    const me = await authed(t.app, `od_session=${cookie?.value}`).get("/api/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ type: "client", email });
  });

  it("stores only the SHA-256 hash of the session token", async () => {
    const { cookie, user } = await registerClient(t.app);
    const token = cookieToken(cookie);

    const rows = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select * from sessions where user_id = ${user.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    const everySession = JSON.stringify(await queryRows(t.db, sql`select * from sessions`));
    expect(everySession).not.toContain(token);
  });

  it("lower-cases the email and refuses a second account for it with 409", async () => {
    const email = uniqueEmail("Dup").replace("dup", "DuP");
    const first = await register(t, { email, password: "long-enough-pw", userType: "client" });
    expect(first.statusCode).toBe(201);
    expect(first.json().email).toBe(email.toLowerCase());

    for (const userType of ["client", "sdr"]) {
      const again = await register(t, { email: email.toLowerCase(), password: "another-password", userType });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: "An account with this email already exists. Sign in instead.",
      });
      expect(again.cookies).toEqual([]);
    }
  });

  it("links a client whose email a manager set as a company's login to that company", async () => {
    const email = uniqueEmail("invited-client");
    const company = await createCompany(t.db, { companyName: "Acme Rockets", loginEmail: email });

    const { user } = await registerClient(t.app, { email });

    expect(user).toMatchObject({
      type: "client",
      email,
      companyName: "Acme Rockets",
      campaignId: company.campaignId,
    });
  });

  it("does not link a client to an archived company", async () => {
    const email = uniqueEmail("late-client");
    const company = await createCompany(t.db, { loginEmail: email });
    await t.db.execute(sql`update companies set archived_at = now() where id = ${company.companyId}`);

    const { user } = await registerClient(t.app, { email });

    expect(user).toMatchObject({ companyName: null, campaignId: null });
  });
});

describe("SDR registration", () => {
  /** A database of its own. */
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(() => own.close());

  it("lets the first SDR of an instance register freely and puts them on the roster", async () => {
    const email = "jane.doe@agency.test";
    const response = await register(own, { email, password: "first-manager", userType: "sdr" });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ type: "sdr", id: expect.any(String), email, name: "Jane Doe" });
    const roster = await queryRows<{ name: string; status: string; user_id: string | null }>(
      own.db,
      sql`select name, status, user_id from sdrs where email = ${email}`,
    );
    expect(roster).toEqual([{ name: "Jane Doe", status: "Active", user_id: response.json().id }]);
  });

  it("refuses a second, uninvited SDR with 403", async () => {
    const email = uniqueEmail("walk-in");
    const response = await register(own, { email, password: "uninvited-sdr", userType: "sdr" });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "SDR accounts are created by a manager" });
    expect(response.cookies).toEqual([]);
    const users = await queryRows(own.db, sql`select id from users where email = ${email}`);
    expect(users).toEqual([]);
  });

  it("lets an SDR a manager added to the roster register, under the roster's name", async () => {
    const email = uniqueEmail("invited-sdr");
    const { sdrId } = await inviteSdr(own.db, { email, name: "Riley Invited" });

    const { user } = await registerSdr(own.app, { email });

    expect(user).toEqual({ type: "sdr", id: expect.any(String), email, name: "Riley Invited" });
    const roster = await queryRows<{ id: string; user_id: string | null }>(
      own.db,
      sql`select id, user_id from sdrs where email = ${email}`,
    );
    expect(roster).toEqual([{ id: sdrId, user_id: user.id }]);
  });

  it("refuses an SDR whose roster entry was archived", async () => {
    const email = uniqueEmail("archived-sdr");
    await inviteSdr(own.db, { email });
    await own.db.execute(sql`update sdrs set archived_at = now() where email = ${email}`);

    const response = await register(own, { email, password: "was-invited", userType: "sdr" });

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("SDR accounts are created by a manager");
  });
});

describe("registration input", () => {
  const valid = { email: "valid@example.test", password: "long-enough-pw", userType: "client" };
  const cases: [string, Record<string, unknown>, string][] = [
    ["missing email", { password: valid.password, userType: "client" }, "Email is required"],
    ["blank email", { ...valid, email: "   " }, "Email is required"],
    ["email that is not a string", { ...valid, email: 42 }, "Email is required"],
    ["malformed email", { ...valid, email: "not-an-email" }, "Enter a valid email address"],
    [
      "email over 254 characters",
      { ...valid, email: `${"a".repeat(250)}@x.io` },
      "Email must be at most 254 characters",
    ],
    ["missing password", { email: valid.email, userType: "client" }, "Password is required"],
    [
      "password under 8 characters",
      { ...valid, password: "seven77" },
      "Password must be at least 8 characters",
    ],
    [
      "password over 200 characters",
      { ...valid, password: "p".repeat(201) },
      "Password must be at most 200 characters",
    ],
    [
      "missing account type",
      { email: valid.email, password: valid.password },
      "Account type must be client or sdr",
    ],
    ["unknown account type", { ...valid, userType: "admin" }, "Account type must be client or sdr"],
  ];

  it.each(cases)("%s: 400 naming the field", async (_name, payload, message) => {
    const response = await register(t, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("accepts a password of exactly 8 and an email of exactly 254 characters", async () => {
    const email = `${"b".repeat(249)}@x.io`;
    expect(email).toHaveLength(254);
    const response = await register(t, { email, password: "eight888", userType: "client" });
    expect(response.statusCode).toBe(201);
  });

  it("answers 400 for a body that is not valid JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: '{"email": "x@example.test",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not valid JSON/);
  });

  it("answers 400 for an empty JSON body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Body cannot be empty/);
  });

  it("answers 400 for a request without a body", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/register" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The request needs a JSON body with the fields to save");
  });

  it("answers 400 for a JSON value that is not an object", async () => {
    const response = await register(t, [valid]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The request needs a JSON body with the fields to save");
  });

  it("refuses a plain-text body with 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify(valid),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty("message");
  });

  it("creates no account when the input is refused", async () => {
    const rows = await queryRows(t.db, sql`select email from users where email = ${valid.email}`);
    expect(rows).toEqual([]);
  });
});
