import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { buildApp } from "../../src/server/app.js";
import { SESSION_COOKIE } from "../../src/server/core/access/cookie.js";
import { type AppConfig, loadConfig } from "../../src/server/core/config.js";
import type { Database, Db } from "../../src/server/core/db/client.js";
import { preparePasswordChecker } from "../../src/server/features/accounts/password-strength.js";
import type { SessionUser, UserType } from "../../src/shared/contracts/auth.js";
import type { StaffRole } from "../../src/shared/contracts/staff-roles.js";
import { buildCheckedApp, type DocumentedAnswers } from "./documented-answers.js";
import { type CompanyRecord, DEFAULT_PASSWORD, type UserRecord, uniqueEmail } from "./factories.js";
import { openTestDatabase } from "./test-database.js";

export const TEST_PUBLIC_URL = "http://localhost:3000";
/**
 * The zone test apps count calendar days in (APP_TIME_ZONE left unset: the process's own). Tests that
 * call a service, period or roll-up function directly pass it, since none has a default zone.
 */
export const TEST_TIME_ZONE = loadConfig({}).timeZone;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** The check of every answer against the OpenAPI document; `close()` fails on its violations. */
  answers: DocumentedAnswers;
  close(): Promise<void>;
}

/** Configuration for tests: no built client, a fixed public URL, rate limits out of the way. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    clientDir: undefined,
    publicUrl: TEST_PUBLIC_URL,
    logLevel: "silent",
    authRateLimit: { perIp: 10_000, perEmail: 10_000, windowSeconds: 15 * 60 },
    // A test that wants the daily backup runs it itself, into a directory of its own.
    backups: { ...loadConfig({}).backups, daily: false },
    ...overrides,
  };
}

/**
 * The real app on its own fresh, migrated database. Call `close()` in afterAll: it fails when any answer
 * given meanwhile was not one the OpenAPI document promises (see documented-answers.ts), naming each.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const { app, answers } = await buildCheckedApp(() =>
    buildApp({ config: testConfig(overrides), database, logger: false }),
  );
  await app.ready();
  preparePasswordChecker();
  return {
    app,
    db: database.db,
    database,
    answers,
    async close() {
      await app.close();
      await database.close();
      if (answers.violations.length > 0) {
        throw new Error(`Answers that differ from the OpenAPI document:\n${answers.violations.join("\n")}`);
      }
    },
  };
}

/**
 * The real app shared by the tests of a file (or of the describe it is called in): opened before the first
 * test, closed after the last. The hook fills the object in, so read it inside tests and hooks only.
 */
export function testAppSuite(overrides: Partial<AppConfig> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
  });
  afterAll(() => t.close?.());
  return t;
}

/** "od_session=<token>" from a response that set the session cookie; throws when it set none. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== "");
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} answer: ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** The raw session token inside a cookie string from `sessionCookie`. */
export function cookieToken(cookie: string): string {
  return cookie.slice(SESSION_COOKIE.length + 1);
}

export interface SignedInUser {
  email: string;
  password: string;
  cookie: string;
  user: SessionUser;
}

async function registerAs(
  app: FastifyInstance,
  userType: UserType,
  input: { email?: string; password?: string; setupCode?: string },
): Promise<SignedInUser> {
  const email = input.email ?? uniqueEmail(userType);
  const password = input.password ?? DEFAULT_PASSWORD;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password, userType, ...(input.setupCode ? { setupCode: input.setupCode } : {}) },
  });
  if (response.statusCode !== 201) {
    throw new Error(`register ${userType} ${email} answered ${response.statusCode}: ${response.body}`);
  }
  return { email, password, cookie: sessionCookie(response), user: response.json() };
}

/** Registers the first SDR of a database through the API, with a setup code from `createSetupCode`. */
export const registerSdr = (
  app: FastifyInstance,
  input: { email?: string; password?: string; setupCode: string },
) => registerAs(app, "sdr", input);

/** Registers a client through the API: an unproven account of no company. */
export const registerClient = (app: FastifyInstance, input: { email?: string; password?: string } = {}) =>
  registerAs(app, "client", input);

/** A client as the auth routes answer it (sign-in, registration, /me); any id unless one is given. */
export const clientUser = ({
  id = expect.any(String),
  ...fields
}: {
  id?: string;
  email: string;
  companyName: string | null;
  campaignId: string | null;
  emailVerified: boolean;
}) => ({ type: "client", id, ...fields });

/** The factories' client login of `company` (proven, as they make it) as the auth routes answer it. */
export const companyClientUser = (company: CompanyRecord, client: UserRecord) =>
  clientUser({
    id: client.userId,
    email: client.email,
    companyName: company.companyName,
    campaignId: company.campaignId,
    emailVerified: true,
  });

/**
 * A member of staff as the auth routes answer it; any id unless one is given, a manager (the factories'
 * default) unless another role is given.
 */
export const sdrUser = ({
  id = expect.any(String),
  staffRole = "manager",
  secondFactor = false,
  secondFactorRequired = false,
  ...fields
}: {
  id?: string;
  email: string;
  name: string;
  emailVerified: boolean;
  staffRole?: StaffRole;
  secondFactor?: boolean;
  secondFactorRequired?: boolean;
}) => ({ type: "sdr", id, staffRole, secondFactor, secondFactorRequired, ...fields });

/** Signs in and returns the session cookie ("od_session=..."); throws unless the login succeeds. */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  userType: UserType,
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password, userType },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login ${userType} ${email} answered ${response.statusCode}: ${response.body}`);
  }
  return sessionCookie(response);
}

type Extra = Omit<InjectOptions, "method" | "url" | "payload" | "body">;

/** Requests carrying a session cookie (or none, with `cookie` undefined). */
export function authed(app: FastifyInstance, cookie: string | undefined) {
  const send = (method: InjectOptions["method"], url: string, payload?: unknown, extra: Extra = {}) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
      ...extra,
      headers: { ...(cookie ? { cookie } : {}), ...extra.headers },
    });
  return {
    get: (url: string, extra?: Extra) => send("GET", url, undefined, extra),
    post: (url: string, payload?: unknown, extra?: Extra) => send("POST", url, payload, extra),
    patch: (url: string, payload?: unknown, extra?: Extra) => send("PATCH", url, payload, extra),
    put: (url: string, payload?: unknown, extra?: Extra) => send("PUT", url, payload, extra),
    delete: (url: string, extra?: Extra) => send("DELETE", url, undefined, extra),
    request: send,
  };
}
