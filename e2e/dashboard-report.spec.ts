import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { changeOf } from "../src/client/shared/change";
import { DEMO_COMPANY_NAME } from "../src/shared/contracts/demo";
import type { ComparedMetrics } from "../src/shared/contracts/metrics";
import { demoCampaignId, expect, MANAGER, PHONE, shot, signIn, test } from "./support/fixtures";

const SCREENSHOT_DIR = join("test-results", "screenshots");

/** Opens the demo campaign's dashboard for `period` and answers the figures the page got. */
async function openDashboard(page: Page, period: string): Promise<ComparedMetrics> {
  const campaignId = await demoCampaignId(page);
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === `/api/campaigns/${campaignId}/metrics` && url.searchParams.get("period") === period
    );
  });
  await page.goto(`/campaign/${campaignId}/dashboard${period === "all-time" ? "" : `?period=${period}`}`);
  const response = await answer;
  expect(response.status()).toBe(200);
  await expect(
    page.getByRole("figure", { name: "Daily Activity" }).locator(".recharts-wrapper > svg"),
  ).toBeVisible();
  await expect(page.getByRole("figure", { name: "Funnel" }).locator(".recharts-wrapper > svg")).toBeVisible();
  return (await response.json()) as ComparedMetrics;
}

const card = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true });

test.describe("dashboard period comparison", () => {
  test("cards show their change against the previous period, and none for All Time", async ({ page }) => {
    await signIn(page, MANAGER);
    const metrics = await openDashboard(page, "last-30-days");
    expect(metrics.previous).not.toBeNull();
    const previous = metrics.previous as NonNullable<ComparedMetrics["previous"]>;
    await expect(page.getByText("Changes are against the 30 days before.")).toBeVisible();
    for (const [label, figure] of [
      ["Invited", "invited"],
      ["Messages Sent", "messagesSent"],
      ["Connected", "connected"],
      ["Meetings Booked", "meetingsBooked"],
    ] as const) {
      const change = changeOf(metrics[figure], previous[figure]);
      if (change.text) await expect(card(page, label), label).toContainText(change.text);
      else await expect(card(page, label), label).not.toContainText(/[▲▼]|New|0%/);
    }
    // The seeded demo campaign has activity in the last 30 days: at least one card moved.
    await expect(page.getByText(/^(▲|▼) \d[\d,]*%$|^New$/).first()).toBeVisible();
    await shot(page, "dashboard-compare-1280");

    await page.setViewportSize(PHONE);
    await expect(card(page, "Invited")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, "dashboard-compare-390");

    await page.setViewportSize({ width: 1280, height: 800 });
    const allTime = await openDashboard(page, "all-time");
    expect(allTime.previous).toBeNull();
    await expect(card(page, "Invited")).toContainText(new Intl.NumberFormat("en-US").format(allTime.invited));
    await expect(page.getByRole("main")).not.toContainText(/▲|▼|Changes are against/);
  });
});

test.describe("printable dashboard", () => {
  test("Print calls the browser's print", async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await signIn(page, MANAGER);
    await openDashboard(page, "last-7-days");
    await page.getByRole("button", { name: "Print" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
  });

  test("in print: no navigation or controls, a header with the company and period, charts on A4", async ({
    page,
  }) => {
    await signIn(page, MANAGER);
    await openDashboard(page, "last-7-days");
    const header = page.getByTestId("print-header");
    await expect(header).toBeHidden();
    await expect(page.locator("aside")).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(page.locator("aside")).toBeHidden();
    await expect(header).toBeVisible();
    await expect(header.getByRole("heading", { name: DEMO_COMPANY_NAME })).toBeVisible();
    await expect(header).toContainText("Last 7 Days, changes against the 7 days before");
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Date range" })).toBeHidden();
    for (const combobox of await page.getByRole("combobox").all()) await expect(combobox).toBeHidden();
    await expect(page.getByRole("figure", { name: "Daily Activity" })).toBeVisible();
    await expect(page.getByRole("figure", { name: "Funnel" })).toBeVisible();
    await shot(page, "dashboard-print");

    // Saved as PDF from the screen, as a user prints (page.pdf lays out for print by itself): the charts
    // were drawn for the screen's layout.
    await page.emulateMedia({ media: null });
    await expect(page.locator("aside")).toBeVisible();
    const pdfPath = join(SCREENSHOT_DIR, "dashboard-print.pdf");
    await page.pdf({ path: pdfPath, format: "A4", printBackground: true, preferCSSPageSize: true });
    const pages = readFileSync(pdfPath, "latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
  });
});
