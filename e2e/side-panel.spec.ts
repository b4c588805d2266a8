import { createHash, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/env";
import {
  apiSignIn,
  DEMO_CLIENT,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  shot,
  test,
} from "./support/fixtures";

/** A challenge as the side panel sends one: the base64url SHA-256 of its verifier (43 characters). */
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
const CONNECT_PATH = `/side-panel/connect?challenge=${CHALLENGE}`;
const GRANTS = "**/api/side-panel/grants";

/** The signed-in person's name and e-mail, as the app has them. */
async function whoAmI(page: Page): Promise<{ name: string; email: string }> {
  const response = await page.request.get("/api/auth/me");
  expect(response.ok()).toBe(true);
  return (await response.json()) as { name: string; email: string };
}

test.describe("connecting the side panel", () => {
  test("a signed-out visitor signs in and comes back to the Connect page", async ({ page }) => {
    await page.goto(CONNECT_PATH);
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get("next")).toBe(CONNECT_PATH);
    await page.getByRole("tab", { name: "SDR", exact: true }).click();
    await page.getByLabel("Email").fill(MANAGER.email);
    await page.getByLabel("Password").fill(MANAGER.password);
    await page.getByRole("button", { name: "Sign In as SDR" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}${CONNECT_PATH}`);
    await expect(
      page.getByRole("heading", { name: "Connect the side panel to your account", level: 1 }),
    ).toBeVisible();
  });

  test("says who the panel acts for, then hands it its code in the connected tab's address", async ({
    page,
  }) => {
    await apiSignIn(page, MANAGER);
    const me = await whoAmI(page);
    await page.goto(CONNECT_PATH);
    const main = page.getByRole("main");
    await expect(main.getByText(me.name, { exact: true })).toBeVisible();
    await expect(main.getByText(me.email, { exact: true })).toBeVisible();
    await expect(page.getByText(/act with your rights/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Settings, Side panel" })).toHaveAttribute(
      "href",
      "/settings?tab=side-panel",
    );
    await shot(page, "side-panel-connect");

    await page.getByRole("button", { name: "Connect Side Panel" }).click();
    await expect(page).toHaveURL(/\/side-panel\/connected#code=[A-Za-z0-9_-]{43}$/);
    expect(page.url().startsWith(`${E2E_BASE_URL}/side-panel/connected#code=`)).toBe(true);
    await expect(page.getByRole("heading", { name: "Side panel connected.", level: 1 })).toBeVisible();
    await expect(page.getByText("You can close this tab.")).toBeVisible();
  });

  // The server never refuses a well-formed challenge from a signed-in member of staff: the refusal is
  // simulated, as the other failure specs simulate theirs.
  test("shows the server's refusal and keeps the button", async ({ page }) => {
    expectConsoleLines(/^error: Failed to load resource: .* 400 .*\/api\/side-panel\/grants\)$/);
    await apiSignIn(page, MANAGER);
    await page.route(GRANTS, (route) =>
      route.fulfill({ status: 400, json: { message: "The panel's challenge was refused." } }),
    );
    await page.goto(CONNECT_PATH);
    await page.getByRole("button", { name: "Connect Side Panel" }).click();
    await expect(page.getByRole("alert")).toHaveText("The panel's challenge was refused.");
    await expect(page.getByRole("button", { name: "Connect Side Panel" })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe("/side-panel/connect");
  });

  test("without a valid challenge says where connecting starts, and offers no button", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    for (const path of ["/side-panel/connect", "/side-panel/connect?challenge=short"]) {
      await page.goto(path);
      await expect(page.getByText("Open this page from the side panel's Connect button.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Connect Side Panel" })).toHaveCount(0);
    }
  });

  test("is not for a client", async ({ page }) => {
    await apiSignIn(page, DEMO_CLIENT);
    await page.goto(CONNECT_PATH);
    await expect(page).not.toHaveURL(/\/side-panel\//);
    await expect(page.getByRole("button", { name: "Connect Side Panel" })).toHaveCount(0);
  });
});

/** Connects a side panel for the signed-in person the way the panel does: a code, then the token. */
async function connectThroughApi(page: Page, label: string): Promise<void> {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const granted = await page.request.post("/api/side-panel/grants", { data: { challenge } });
  expect(granted.status()).toBe(201);
  const { code } = (await granted.json()) as { code: string };
  const traded = await page.request.post("/api/side-panel/tokens", { data: { code, verifier, label } });
  expect(traded.status()).toBe(201);
}

test("Settings lists the connected side panels, and one is disconnected after a confirmation", async ({
  page,
}) => {
  await apiSignIn(page, MANAGER);
  const label = `Chrome on Linux ${Date.now()}`;
  await connectThroughApi(page, label);

  await page.goto("/settings?tab=side-panel");
  const list = page.getByRole("table", { name: "Connected side panels" });
  const row = list.getByRole("row").filter({ hasText: label });
  await expect(row).toContainText("Never");
  await expect(page.getByRole("link", { name: "Download the side panel (.zip)" })).toHaveAttribute(
    "href",
    "/downloads/outreach-desk-side-panel.zip",
  );
  await shot(page, "settings-side-panel");

  await list.getByRole("button", { name: `Disconnect ${label}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Disconnect this side panel?" });
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  await expectToast(page, "Side panel disconnected");
  await expect(list.getByRole("row").filter({ hasText: label })).toHaveCount(0);
});
