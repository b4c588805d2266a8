import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, test as base, expect, type Locator, type Page } from "@playwright/test";
import type { UserType } from "../../src/shared/contracts/auth";
import { DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD, DEMO_COMPANY_NAME } from "../../src/shared/contracts/demo";
import { E2E_ADMIN } from "./env";

export { DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD, E2E_ADMIN, expect };

export interface Credentials {
  email: string;
  password: string;
  type: UserType;
}

export const DEMO_CLIENT: Credentials = {
  email: DEMO_CLIENT_EMAIL,
  password: DEMO_CLIENT_PASSWORD,
  type: "client",
};
export const MANAGER: Credentials = { ...E2E_ADMIN, type: "sdr" };

export const PHONE = { width: 390, height: 844 };

let expectedConsoleLines: RegExp[] = [];

/**
 * Declares console lines the running test provokes on purpose (a request it aborts or answers with an
 * error logs "Failed to load resource"). Each line is matched as "<type>: <text> (<url>)".
 */
export function expectConsoleLines(...patterns: RegExp[]): void {
  expectedConsoleLines.push(...patterns);
}

/** Every test fails on a console error or warning, or an uncaught page error, it did not declare. */
export const test = base.extend<{ cleanConsole: undefined }>({
  cleanConsole: [
    async ({ context }, use) => {
      // Signed out, the session check is answered 401 (spec: "401 means signed out"); the browser logs it.
      // So is the live-update stream when a test drops the session's cookie while a page still listens.
      expectedConsoleLines = [/^error: Failed to load resource: .* 401 .*\/api\/(auth\/me|events)\)$/];
      const lines: string[] = [];
      const watch = (page: Page) => {
        page.on("console", (message) => {
          if (message.type() !== "error" && message.type() !== "warning") return;
          lines.push(`${message.type()}: ${message.text()} (${message.location().url})`);
        });
        page.on("pageerror", (error) => lines.push(`pageerror: ${error.message}`));
      };
      for (const page of context.pages()) watch(page);
      context.on("page", watch);
      await use(undefined);
      const unexpected = lines.filter((line) => !expectedConsoleLines.some((pattern) => pattern.test(line)));
      expect(unexpected, "nothing unexpected in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

/** The pages of a campaign in the sidebar, in order (`/campaign/:id/<segment>`). */
export const CAMPAIGN_SEGMENTS = [
  "dashboard",
  "scheduler",
  "connections",
  "replies",
  "scripts",
  "cadence",
  "reports",
  "prospect-chat",
];
/** A campaign page path: /campaign/<uuid>/<segment>. */
export const CAMPAIGN_DASHBOARD_URL =
  /\/campaign\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/dashboard$/;

const SCREENSHOT_DIR = join("test-results", "screenshots");
let sequence = 0;

/** An address no other test of this run (or an earlier run on a kept database) uses. */
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now()}-${sequence}@e2e.test`;
}

/** The path part of the page's URL, with the query string. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Saves a full-page screenshot to test-results/screenshots/<name>.png. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Lets entry animations (toasts, dialogs) settle so the picture shows the resting state.
  await page.waitForTimeout(200);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The on-screen toast list (the Radix viewport), not the screen-reader announcement copy. */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /Notifications/ });
}

export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(region.getByText(description)).toBeVisible();
}

async function fillSignInForm(
  page: Page,
  { email, password, type }: Credentials,
  mode: "login" | "register",
) {
  await page.goto("/login");
  await page.getByRole("tab", { name: type === "sdr" ? "SDR" : "Client", exact: true }).click();
  if (mode === "register") await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  const label =
    mode === "login"
      ? type === "sdr"
        ? "Sign In as SDR"
        : "Sign In as Client"
      : type === "sdr"
        ? "Create SDR Account"
        : "Create Client Account";
  await page.getByRole("button", { name: label }).click();
}

/** Signs in through the login form and waits until the app has left /login. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await fillSignInForm(page, credentials, "login");
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Submits the login form without waiting for the outcome (for failure cases). */
export async function submitSignIn(page: Page, credentials: Credentials): Promise<void> {
  await fillSignInForm(page, credentials, "login");
}

/** Submits the Create Account form without waiting for the outcome. */
export async function submitRegistration(page: Page, credentials: Credentials): Promise<void> {
  await fillSignInForm(page, credentials, "register");
}

/** Registers a new client through the form; a client without a campaign lands on /dashboard. */
export async function registerClient(
  page: Page,
  options: { email?: string; password?: string } = {},
): Promise<Credentials> {
  const credentials: Credentials = {
    email: options.email ?? uniqueEmail("client"),
    password: options.password ?? "client-pass-1",
    type: "client",
  };
  await fillSignInForm(page, credentials, "register");
  await expect(page).toHaveURL(/\/dashboard$/);
  return credentials;
}

/** Creates a client account over the API without signing the page in (the request context has its own cookies). */
export async function createClientAccount(
  request: APIRequestContext,
  password = "client-pass-1",
): Promise<Credentials> {
  const credentials: Credentials = { email: uniqueEmail("client"), password, type: "client" };
  const response = await request.post("/api/auth/register", {
    data: { email: credentials.email, password, userType: "client" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return credentials;
}

/** Signs the page's browser context in over the API (shared cookie jar), for tests about what comes after. */
export async function apiSignIn(page: Page, { email, password, type }: Credentials): Promise<void> {
  const response = await page.request.post("/api/auth/login", { data: { email, password, userType: type } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens the profile menu at the bottom of the sidebar; its button shows the account's name. */
export async function openProfileMenu(page: Page, accountText: string | RegExp): Promise<void> {
  await page.getByRole("button", { name: accountText }).click();
  await expect(page.getByRole("menu")).toBeVisible();
}

/** A display name no other test of this run uses ("E2E Client k3x9a1"). */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}${sequence}`;
}

/** The Main navigation (the sidebar; inside the drawer on phones). */
export function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" });
}

/** A client company made over the API by whoever the request context is signed in as (a manager). */
export interface ManagedCompany {
  companyId: string;
  companyName: string;
  campaignId: string;
  connectionId: string;
}

async function postJson<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response = await request.post(path, data === undefined ? {} : { data });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Creates a client company with a connection row for it; launched (Active, so it is an active campaign
 * offered by God Mode and listed under CLIENTS) unless `launch` is false.
 */
export async function createConnectedCompany(
  request: APIRequestContext,
  { launch = true, prefix = "E2E Co" }: { launch?: boolean; prefix?: string } = {},
): Promise<ManagedCompany> {
  const companyName = uniqueName(prefix);
  const client = await postJson<{ id: string; campaignId: string }>(request, "/api/management-clients", {
    companyName,
    clientName: "Casey Client",
  });
  const connection = await postJson<{ id: string }>(request, "/api/connection-matrix", {
    companyId: client.id,
  });
  if (launch) await postJson(request, `/api/connection-matrix/${connection.id}/launch`);
  return { companyId: client.id, companyName, campaignId: client.campaignId, connectionId: connection.id };
}

/** The demo company's campaign (100 seeded prospects), looked up by the signed-in manager. */
export async function demoCampaignId(page: Page): Promise<string> {
  const response = await page.request.get("/api/management-clients");
  expect(response.ok(), await response.text()).toBe(true);
  const clients = (await response.json()) as { companyName: string; campaignId: string }[];
  const demo = clients.find((client) => client.companyName === DEMO_COMPANY_NAME);
  expect(demo, "the demo company is seeded").toBeDefined();
  return (demo as { campaignId: string }).campaignId;
}
