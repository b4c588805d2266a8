import type { Locator, Page } from "@playwright/test";
import { DEMO_COMPANY_NAME } from "../src/shared/contracts/demo";
import type { ComparedMetrics } from "../src/shared/contracts/metrics";
import type { Prospect } from "../src/shared/contracts/prospects";
import {
  apiSignIn,
  DEMO_CLIENT,
  demoCampaignId,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  mainNav,
  PHONE,
  shot,
  test,
  uniqueName,
} from "./support/fixtures";

const shareLinksCard = (page: Page) => page.getByRole("region", { name: "Share links", exact: true });

/** The listed link with this label. */
const linkRow = (page: Page, label: string): Locator =>
  page.getByRole("list", { name: "Share links" }).getByRole("listitem").filter({ hasText: label });

async function expectNoSideScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("a manager shares the dashboard by link; signed out it shows the figures only, until revoked", async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await apiSignIn(page, MANAGER);
  const campaignId = await demoCampaignId(page);
  const label = uniqueName("Board review");

  await page.goto(`/campaign/${campaignId}/reports`);
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Weekly digest e-mail" })).toBeVisible();
  const card = shareLinksCard(page);
  await expect(card.getByRole("heading", { name: "Share links" })).toBeVisible();

  // A last day already past is refused by name, and what was typed stays.
  await card.getByLabel("Label (optional)").fill(label);
  expectConsoleLines(/ 400 \(Bad Request\) \(.*\/api\/campaigns\/[\w-]+\/share-links\)$/);
  await card.getByLabel("Last day (optional)").fill("2020-01-31");
  await card.getByRole("button", { name: "Create link" }).click();
  await expect(card.getByText("The expiry date must be today or later")).toBeVisible();
  await expect(card.getByLabel("Label (optional)")).toHaveValue(label);

  await card.getByLabel("Last day (optional)").fill("");
  await card.getByRole("button", { name: "Create link" }).click();
  const address = card.getByLabel("Copy the link now: it is shown only this once.");
  await expect(address).toBeVisible();
  const url = await address.inputValue();
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await card.getByRole("button", { name: "Copy link" }).click();
  await expectToast(page, "Copied to clipboard", "The share link");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(linkRow(page, label).getByText("Active")).toBeVisible();
  await expect(linkRow(page, label).getByText("Never opened")).toBeVisible();
  await expect(card.getByLabel("Label (optional)")).toHaveValue("");
  await shot(page, "share-links-reports-desktop");

  // Signed out, in a browser of its own.
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(url);
  await expect(
    shared.getByRole("heading", { name: `${DEMO_COMPANY_NAME} Dashboard`, level: 1 }),
  ).toBeVisible();
  const figures = (await (
    await page.request.get(`/api/campaigns/${campaignId}/metrics`)
  ).json()) as ComparedMetrics;
  const figure = (name: string) => shared.getByRole("group", { name, exact: true });
  await expect(figure("Invited")).toContainText(figures.invited.toLocaleString("en-US"));
  await expect(figure("Meetings Booked")).toContainText(figures.meetingsBooked.toLocaleString("en-US"));
  await expect(shared.getByRole("heading", { name: "Funnel" })).toBeVisible();
  await expect(shared.getByRole("heading", { name: "Daily Activity" })).toBeVisible();
  // No way into the app, and nobody's name.
  await expect(shared.getByRole("navigation")).toHaveCount(0);
  await expect(shared.locator("a[href]")).toHaveCount(0);
  const prospects = (await (
    await page.request.get(`/api/campaigns/${campaignId}/prospects`)
  ).json()) as Prospect[];
  expect(prospects.length).toBeGreaterThan(0);
  const text = (await shared.locator("body").textContent()) ?? "";
  for (const prospect of prospects.slice(0, 20)) {
    expect(text).not.toContain(`${prospect.firstName} ${prospect.lastName}`);
  }
  await shot(shared, "share-links-shared-desktop");

  // The period select works as on the dashboard.
  await shared.getByRole("combobox", { name: "Date range" }).click();
  await shared.getByRole("option", { name: "Last 7 Days" }).click();
  await expect(shared).toHaveURL(/\?period=last-7-days$/);
  await expect(shared.getByText(/Last 7 days, with changes against the 7 days before/i)).toBeVisible();

  await shared.setViewportSize(PHONE);
  await expect(figure("Invited")).toBeVisible();
  await expectNoSideScroll(shared);
  await shot(shared, "share-links-shared-phone");

  // The manager sees the openings, then revokes the link.
  await page.reload();
  await expect(linkRow(page, label).getByText(/Last opened .* \(\d+ openings?\)/)).toBeVisible();
  await linkRow(page, label)
    .getByRole("button", { name: `Revoke ${label}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke this link?" });
  await expect(confirm).toContainText(label);
  await confirm.getByRole("button", { name: "Revoke link" }).click();
  await expectToast(page, "Link revoked");
  await expect(linkRow(page, label).getByText("Revoked", { exact: true })).toBeVisible();
  await expect(linkRow(page, label).getByRole("button", { name: /Revoke/ })).toHaveCount(0);

  // The link stops at once.
  await shared.reload();
  await expect(shared.getByRole("heading", { name: "This link is no longer available" })).toBeVisible();
  await expect(figure("Invited")).toHaveCount(0);
  await expectNoSideScroll(shared);
  await shot(shared, "share-links-revoked-phone");
  await shared.setViewportSize({ width: 1280, height: 800 });
  await shot(shared, "share-links-revoked-desktop");
  await visitor.close();

  await page.setViewportSize(PHONE);
  await expect(shareLinksCard(page).getByRole("button", { name: "Create link" })).toBeVisible();
  await expectNoSideScroll(page);
  await shot(page, "share-links-reports-phone");
});

test("a client's Reports page shows the digest read-only and no share links", async ({ page }) => {
  await apiSignIn(page, DEMO_CLIENT);
  await page.goto("/dashboard");
  await mainNav(page).getByRole("link", { name: "Reports", exact: true }).click();
  await expect(page).toHaveURL(/\/campaign\/[0-9a-f-]{36}\/reports$/);
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Weekly digest e-mail" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Share links" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create link" })).toHaveCount(0);
});
