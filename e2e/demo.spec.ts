import { expect } from "@playwright/test";
import {
  CAMPAIGN_DASHBOARD_URL,
  expectConsoleLines,
  expectToast,
  PHONE,
  shot,
  test,
} from "./support/fixtures";

test("Interactive Demo on the landing page signs in as the demo client and opens its campaign", async ({
  page,
}) => {
  await page.goto("/");
  const demoSession = page.waitForResponse(
    (response) => response.url().endsWith("/api/demo/session") && response.request().method() === "POST",
  );
  await page.getByRole("banner").getByRole("button", { name: "Interactive Demo" }).click();
  expect((await demoSession).status()).toBe(200);
  await expect(page).toHaveURL(CAMPAIGN_DASHBOARD_URL);
  await expect(page.getByRole("heading", { name: "Northwind Demo Co Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /Northwind Demo Co.*Client Account/ })).toBeVisible();
  // The campaign's eight pages and Do Not Contact.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(9);
  // No error toast on the way.
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Demo unavailable")).toHaveCount(
    0,
  );
  await shot(page, "demo-start-campaign-dashboard");
});

test.describe("/demo/dashboard", () => {
  test("shows the demo banner, the six figures and four recent connections", async ({ page }) => {
    const demoData = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/demo/data",
    );
    await page.goto("/demo/dashboard");
    const response = await demoData;
    expect(response.status()).toBe(200);
    expect(response.request().method()).toBe("GET");

    await expect(page.getByText("DEMO MODE", { exact: true })).toBeVisible();
    await expect(page.getByText(/100 sample prospects/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Campaign Dashboard", level: 1 })).toBeVisible();

    const figures: [string, string][] = [
      ["Total Prospects", "100"],
      ["Connected", "23"],
      ["Meetings Booked", "8"],
      ["Response Rate", "34%"],
      ["Connection Rate", "23%"],
      ["Meeting Conversion", "8%"],
    ];
    const figuresRegion = page.getByRole("region", { name: "Campaign figures" });
    for (const [label, value] of figures) {
      const labelText = figuresRegion.getByText(label, { exact: true });
      await expect(labelText).toBeVisible();
      // The label and its value sit together in one box.
      await expect(labelText.locator("..").getByText(value, { exact: true })).toBeVisible();
    }

    const recent = page.getByRole("region", { name: "Recent Connections" });
    await expect(recent.getByRole("listitem")).toHaveCount(4);
    for (const status of ["Connected", "Replied", "Meeting Booked"]) {
      await expect(recent.getByText(status, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Get Full Demo" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Schedule Call" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Contact Sales" })).toBeVisible();
    await shot(page, "demo-dashboard");

    await page.getByRole("link", { name: "Exit Demo" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Interactive Demo" })).toBeVisible();
  });

  test("Get Full Demo signs in as the demo client", async ({ page }) => {
    await page.goto("/demo/dashboard");
    await page.getByRole("button", { name: "Get Full Demo" }).click();
    await expect(page).toHaveURL(CAMPAIGN_DASHBOARD_URL);
    await expect(page.getByRole("heading", { name: "Northwind Demo Co Dashboard", level: 1 })).toBeVisible();
  });

  test("a refused demo sign-in shows Demo unavailable", async ({ page }) => {
    expectConsoleLines(/ 429 \(Too Many Requests\) \(.*\/api\/demo\/session\)$/);
    await page.route("**/api/demo/session", (route) =>
      route.fulfill({
        status: 429,
        json: { message: "Too many attempts. Please wait 15 minutes and try again." },
      }),
    );
    await page.goto("/demo/dashboard");
    await page.getByRole("button", { name: "Get Full Demo" }).click();
    await expectToast(page, "Demo unavailable", "Please try again or contact support.");
    await expect(page).toHaveURL(/\/demo\/dashboard$/);
    await shot(page, "demo-unavailable-toast");
  });

  test("a network error on demo start shows Demo failed", async ({ page }) => {
    expectConsoleLines(
      /ERR_INTERNET_DISCONNECTED \(.*\/api\/demo\/session\)$/,
      /^error: Demo start failed NetworkError: Can.t reach the server/,
    );
    await page.route("**/api/demo/session", (route) => route.abort("internetdisconnected"));
    await page.goto("/demo/dashboard");
    await page.getByRole("button", { name: "Get Full Demo" }).click();
    await expectToast(page, "Demo failed", "Please try again or contact support.");
    await expect(page).toHaveURL(/\/demo\/dashboard$/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test("fits the screen", async ({ page }) => {
      await page.goto("/demo/dashboard");
      await expect(page.getByText("DEMO MODE", { exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await shot(page, "demo-dashboard-phone");
    });
  });
});
