import type { Page } from "@playwright/test";
import { breakChunk, removeChunk } from "./support/deploy";
import {
  apiSignIn,
  expect,
  expectConsoleLines,
  MANAGER,
  mainNav,
  PHONE,
  shot,
  test,
} from "./support/fixtures";

const DESKTOP = { width: 1280, height: 800 };

function newVersionCard(page: Page) {
  return page
    .getByRole("alert")
    .filter({ has: page.getByRole("heading", { name: "A new version is available" }) });
}

function errorCard(page: Page) {
  return page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Something went wrong" }) });
}

/** A full load of the page (a new document), as opposed to a move inside the app. */
function nextPageLoad(page: Page) {
  return page.waitForEvent("load");
}

test.describe("after a deploy, open tabs keep working", () => {
  test("a screen whose code changed offers a reload inside the app's frame", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    await page.goto("/manage-campaigns");
    await expect(page.getByRole("heading", { name: "Manage Campaigns", level: 1 })).toBeVisible();

    // The deploy: the server now has other file names, so this tab's name for the Resources screen is gone.
    expectConsoleLines(/ 404 \(Not Found\) \(.*\/assets\/resources-page-[\w-]+\.js\)$/);
    const deploy = removeChunk("resources-page");
    try {
      await mainNav(page).getByRole("link", { name: "Resources" }).click();
      await expect(page).toHaveURL(/\/resources$/);
      const card = newVersionCard(page);
      await expect(card).toBeVisible();
      await expect(card).toContainText("Outreach Desk was updated after this page was opened.");
      await expect(card.getByRole("button", { name: "Reload" })).toBeVisible();
      await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
      await expect(page).toHaveTitle("Outreach Desk — A new version is available");
      // The frame stays: the sidebar still marks where the user is and leads elsewhere.
      await expect(mainNav(page).getByRole("link", { name: "Resources" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await shot(page, "deploy-new-version-desktop");

      await page.setViewportSize(PHONE);
      await expect(card.getByRole("button", { name: "Reload" })).toBeInViewport();
      await shot(page, "deploy-new-version-phone");
      await page.setViewportSize(DESKTOP);

      await mainNav(page).getByRole("link", { name: "Team KPIs" }).click();
      await expect(page.getByRole("heading", { name: "Team KPIs", level: 1 })).toBeVisible();
      await expect(newVersionCard(page)).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/resources$/);
      await expect(newVersionCard(page)).toBeVisible();
    } finally {
      // The new build's files are all in place by the time the user reloads.
      deploy.restore();
    }

    const reloaded = nextPageLoad(page);
    await newVersionCard(page).getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole("heading", { name: "Resources", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Row" })).toBeVisible();
    await expect(newVersionCard(page)).toHaveCount(0);
  });

  test("a public screen whose code changed offers a reload on a page of its own", async ({ page }) => {
    await page.goto("/");
    expectConsoleLines(/ 404 \(Not Found\) \(.*\/assets\/login-page-[\w-]+\.js\)$/);
    const deploy = removeChunk("login-page");
    try {
      await page.getByRole("link", { name: "Login", exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(newVersionCard(page)).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Outreach Desk" })).toBeVisible();
      await shot(page, "deploy-new-version-public-desktop");
      await page.setViewportSize(PHONE);
      await shot(page, "deploy-new-version-public-phone");
    } finally {
      deploy.restore();
    }
    const reloaded = nextPageLoad(page);
    await newVersionCard(page).getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect(page.getByRole("button", { name: "Sign In as Client" })).toBeVisible();
  });

  test("a missing build file answers 404, kept by no cache, never the app's page", async ({ request }) => {
    const missing = await request.get("/assets/x.js");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("no-store");
    expect(missing.headers()["content-type"]).not.toContain("text/html");
    expect(await missing.json()).toEqual({ message: "No file /assets/x.js", code: "not_found" });

    const screen = await request.get("/scheduler");
    expect(screen.status()).toBe(200);
    expect(screen.headers()["content-type"]).toContain("text/html");
    expect(screen.headers()["cache-control"]).toBe("no-cache");

    const built = (await screen.text()).match(/\/assets\/index-[\w-]+\.js/)?.[0];
    expect(built, "index.html names its entry script").toBeDefined();
    const entry = await request.get(built as string);
    expect(entry.status()).toBe(200);
    expect(entry.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("a screen that fails as it starts shows what happened, Try again and the way home", async ({
    page,
  }) => {
    await apiSignIn(page, MANAGER);
    await page.goto("/manage-campaigns");
    await expect(page.getByRole("heading", { name: "Manage Campaigns", level: 1 })).toBeVisible();

    expectConsoleLines(/^error: Error: Team KPIs could not start: chart settings are missing/);
    const broken = breakChunk("team-kpis-page", "Team KPIs could not start: chart settings are missing");
    try {
      await mainNav(page).getByRole("link", { name: "Team KPIs" }).click();
      await expect(page).toHaveURL(/\/team-kpis$/);
      const card = errorCard(page);
      await expect(card).toBeVisible();
      await expect(card).toContainText(
        "This screen could not be shown. Try again, or go back to your dashboard.",
      );
      await expect(newVersionCard(page)).toHaveCount(0);
      await card.getByText("Error details").click();
      await expect(card).toContainText("Team KPIs could not start: chart settings are missing");
      await expect(mainNav(page)).toBeVisible();
      await shot(page, "deploy-error-card-desktop");
      await page.setViewportSize(PHONE);
      await shot(page, "deploy-error-card-phone");
      await page.setViewportSize(DESKTOP);

      // The failed code stays failed in this page: Try again loads the page afresh.
      const reloaded = nextPageLoad(page);
      await card.getByRole("button", { name: "Try again" }).click();
      await reloaded;
      await expect(page).toHaveURL(/\/team-kpis$/);
      await expect(errorCard(page)).toBeVisible();

      await errorCard(page).getByRole("link", { name: "Go to dashboard" }).click();
      await expect(page).toHaveURL(/\/manage-campaigns$/);
      await expect(page.getByRole("heading", { name: "Manage Campaigns", level: 1 })).toBeVisible();
    } finally {
      broken.restore();
    }
  });
});
