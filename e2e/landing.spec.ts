import { expect, type Page } from "@playwright/test";
import { PHONE, shot, test } from "./support/fixtures";

const FEATURE_TITLES = [
  "Multi-Client Campaign Management",
  "Smart Prospect Routing",
  "Real-Time Analytics",
  "CSV Imports & Integrations",
  "Role-Based Security",
  "Lightning Fast",
];

const STATISTICS = [
  { value: "500+", label: "Active Campaigns" },
  { value: "2M+", label: "Prospects Managed" },
  { value: "99.9%", label: "Uptime" },
];

async function expectLandingPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Interactive Demo" })).toBeVisible();

  const features = page.getByRole("region", { name: /Everything your agency needs/ });
  await expect(features.getByRole("listitem")).toHaveCount(6);
  for (const title of FEATURE_TITLES) {
    await expect(features.getByRole("heading", { name: title, level: 3 })).toBeVisible();
  }

  const statistics = page.getByRole("region", { name: /Trusted by agencies/ });
  for (const { value, label } of STATISTICS) {
    await expect(statistics.getByText(value, { exact: true })).toBeVisible();
    await expect(statistics.getByText(label, { exact: true })).toBeVisible();
  }

  await expect(page.getByRole("button", { name: "Schedule a Call" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Contact Sales" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("All rights reserved");
}

test.describe("landing page", () => {
  test("/ shows the top bar, six features, the statistics and the call-to-action buttons", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Outreach Desk/);
    await expectLandingPage(page);
    await shot(page, "landing-desktop");
  });

  test("/landing shows the same page, and its Login link opens the sign-in screen", async ({ page }) => {
    await page.goto("/landing");
    await expectLandingPage(page);
    await expect(page).toHaveURL(/\/landing$/);
    await page.getByRole("banner").getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Sign In as Client" })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test("fits the screen without horizontal scrolling", async ({ page }) => {
      await page.goto("/");
      await expectLandingPage(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
      await shot(page, "landing-phone");
    });
  });
});
