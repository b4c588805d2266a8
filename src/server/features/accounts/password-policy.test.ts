import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientUser, uniqueEmail } from "../../../../tests/helpers/factories.js";
import { CLIENTS, createRow, SDRS, signInManager } from "../../../../tests/helpers/management.js";
import { authed, createTestApp, login, type TestApp } from "../../../../tests/helpers/test-app.js";
import { hashToken, newToken } from "../../core/access/tokens.js";
import { passwordResets } from "../../core/db/schema/index.js";
import { errorBody } from "../../core/http/errors.js";

/** Long enough, and among the most common passwords there are. */
const COMMON = "password1234";
const COMMON_REASON =
  "This password is too easy to guess: This is similar to a commonly used password. Add more words that are less common.";
const PERSONAL_REASON =
  "This password is too easy to guess: There should not be any personal or page related data. Add more words that are less common.";
const STRONG = "violet-harbor-cactus-91";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = (field: string, reason: string) => ({
  status: 400,
  body: errorBody(400, `${field}: ${reason}`, { field }),
});
const answer = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

// Each case hashes and signs in several times (scrypt is deliberately slow).
describe("new passwords are refused when common or made of the person's own details", {
  timeout: 20_000,
}, () => {
  it("register: a common password and one built from the e-mail, naming the password field", async () => {
    const register = (email: string, password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email, password, userType: "client" },
      });

    expect(answer(await register(uniqueEmail("common"), COMMON))).toEqual(refusal("password", COMMON_REASON));
    expect(answer(await register("harriet.quimby@example.test", "harriet.quimby2024"))).toEqual(
      refusal("password", PERSONAL_REASON),
    );
  });

  it("change-password: refused as newPassword, and the current password keeps working", async () => {
    const client = await createClientUser(t.db, { companyId: null, email: "orville.wright@example.test" });
    const api = authed(t.app, await login(t.app, client.email, client.password, "client"));
    const change = (newPassword: string) =>
      api.post("/api/auth/change-password", { currentPassword: client.password, newPassword });

    expect(answer(await change(COMMON))).toEqual(refusal("newPassword", COMMON_REASON));
    expect(answer(await change("Orville.Wright!"))).toEqual(refusal("newPassword", PERSONAL_REASON));
    await expect(login(t.app, client.email, client.password, "client")).resolves.toMatch(/^od_session=/);
  });

  it("reset-password: refused as newPassword, and the link stays usable for a strong one", async () => {
    const client = await createClientUser(t.db, { companyId: null, email: "amelia.earhart@example.test" });
    const token = newToken();
    await t.db.insert(passwordResets).values({
      userId: client.userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    const reset = (newPassword: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });

    expect(answer(await reset(COMMON))).toEqual(refusal("newPassword", COMMON_REASON));
    expect(answer(await reset("amelia.earhart1"))).toEqual(refusal("newPassword", PERSONAL_REASON));
    expect((await reset(STRONG)).statusCode).toBe(200);
    await expect(login(t.app, client.email, STRONG, "client")).resolves.toMatch(/^od_session=/);
  });

  it("a manager creating an SDR with a login password: refused as loginPassword, nothing created", async () => {
    const { api } = await signInManager(t);
    const email = "bessie.coleman@example.test";
    const create = (loginPassword: string) =>
      api.post(SDRS, { name: "Bessie Coleman", email, loginPassword });

    expect(answer(await create(COMMON))).toEqual(refusal("loginPassword", COMMON_REASON));
    expect(answer(await create("BessieColeman!"))).toEqual(refusal("loginPassword", PERSONAL_REASON));
    const roster: { email: string }[] = (await api.get(SDRS)).json();
    expect(roster.map((sdr) => sdr.email)).not.toContain(email);
  });

  it("a manager setting a client's login password: refused as loginPassword, also by the company name", async () => {
    const { api } = await signInManager(t);
    const client = await createRow<{ id: string }>(api, CLIENTS, {
      companyName: "Zephyr Kites",
      clientName: "Wilbur",
      loginEmail: uniqueEmail("kites"),
    });
    const patch = (loginPassword: string) => api.patch(`${CLIENTS}/${client.id}`, { loginPassword });

    expect(answer(await patch(COMMON))).toEqual(refusal("loginPassword", COMMON_REASON));
    expect(answer(await patch("ZephyrKites2024"))).toEqual(refusal("loginPassword", PERSONAL_REASON));
    expect((await patch(STRONG)).statusCode).toBe(200);
  });
});

describe("existing passwords keep working", { timeout: 20_000 }, () => {
  it("an account whose password predates the rule signs in, and may change it to a strong one", async () => {
    const client = await createClientUser(t.db, { companyId: null, password: "old-pw" });
    const cookie = await login(t.app, client.email, "old-pw", "client");

    const change = await authed(t.app, cookie).post("/api/auth/change-password", {
      currentPassword: "old-pw",
      newPassword: STRONG,
    });

    expect(change.statusCode).toBe(200);
    await expect(login(t.app, client.email, STRONG, "client")).resolves.toMatch(/^od_session=/);
  });
});
