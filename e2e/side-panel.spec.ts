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
const CONNECTIONS = "**/api/side-panel/connections";

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
    let sent: unknown = null;
    await page.route(GRANTS, async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({
        status: 201,
        json: { code: "code_123-abc", expiresAt: new Date(Date.now() + 120_000).toISOString() },
      });
    });
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
    await expect(page).toHaveURL(`${E2E_BASE_URL}/side-panel/connected#code=code_123-abc`);
    expect(sent).toEqual({ challenge: CHALLENGE });
    await expect(page.getByRole("heading", { name: "Side panel connected.", level: 1 })).toBeVisible();
    await expect(page.getByText("You can close this tab.")).toBeVisible();
  });

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

test("Settings lists the connected side panels, and one is disconnected after a confirmation", async ({
  page,
}) => {
  await apiSignIn(page, MANAGER);
  const panel = {
    id: "p1",
    label: "Chrome on Linux",
    createdAt: "2026-03-02T15:00:00.000Z",
    lastUsedAt: null,
    expiresAt: "2026-06-02T15:00:00.000Z",
  };
  let connections = [panel];
  let revoked: string | null = null;
  await page.route(CONNECTIONS, (route) => route.fulfill({ status: 200, json: connections }));
  await page.route(`${CONNECTIONS}/*`, async (route) => {
    revoked = new URL(route.request().url()).pathname;
    connections = [];
    await route.fulfill({ status: 204 });
  });

  await page.goto("/settings?tab=side-panel");
  const list = page.getByRole("table", { name: "Connected side panels" });
  await expect(list.getByRole("row").nth(1)).toContainText("Chrome on Linux");
  await expect(list.getByRole("row").nth(1)).toContainText("Never");
  await expect(page.getByRole("link", { name: "Download the side panel (.zip)" })).toHaveAttribute(
    "href",
    "/downloads/outreach-desk-side-panel.zip",
  );
  await shot(page, "settings-side-panel");

  await list.getByRole("button", { name: "Disconnect Chrome on Linux" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Disconnect this side panel?" });
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  await expectToast(page, "Side panel disconnected");
  expect(revoked).toBe("/api/side-panel/connections/p1");
  await expect(list.getByText(/No side panel is connected yet/)).toBeVisible();
});
