import type { Page } from "@playwright/test";
import type { DigestSettings } from "../src/shared/contracts/digest";
import {
  apiSignIn,
  createConnectedCompany,
  DEMO_CLIENT,
  demoCampaignId,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  PHONE,
  shot,
  test,
  uniqueEmail,
} from "./support/fixtures";
import { waitForMail } from "./support/mailbox";

const digestSection = (page: Page) => page.getByRole("heading", { name: "Weekly digest e-mail" });

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: field, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("Weekly digest settings on the Reports page", () => {
  test("a manager sets the day, hour and an extra address, saves, and mails a preview to themself", async ({
    page,
  }) => {
    await apiSignIn(page, MANAGER);
    const company = await createConnectedCompany(page.request, { prefix: "Digest Co" });
    await page.goto(`/campaign/${company.campaignId}/reports`);
    await expect(digestSection(page)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Day", exact: true })).toHaveText("Monday");
    await expect(page.getByRole("combobox", { name: "Time", exact: true })).toHaveText("09:00");
    await expect(page.getByText(/^Time zone: /)).toBeVisible();

    // A typo is named in place and not added.
    await page.getByLabel("Add an address").fill("not-an-address");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText('"not-an-address" is not a valid e-mail address.')).toBeVisible();

    const reader = uniqueEmail("digest-reader");
    await page.getByLabel("Add an address").fill(reader);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const recipients = page.getByRole("list", { name: "Digest recipients" });
    await expect(recipients.getByText(reader)).toBeVisible();
    await choose(page, "Day", "Friday");
    await choose(page, "Time", "07:00");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Digest settings saved");
    await shot(page, "digest-settings-desktop");

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Day", exact: true })).toHaveText("Friday");
    await expect(page.getByRole("combobox", { name: "Time", exact: true })).toHaveText("07:00");
    await expect(recipients.getByText(reader)).toBeVisible();
    const saved = (await (
      await page.request.get(`/api/campaigns/${company.campaignId}/digest`)
    ).json()) as DigestSettings;
    expect(saved).toMatchObject({ weekday: 5, hour: 7, extraRecipients: [reader] });

    const sentAfter = Date.now();
    await page.getByRole("button", { name: "Send a preview to me" }).click();
    await expectToast(page, "Preview sent");
    const mail = await waitForMail(MANAGER.email, sentAfter);
    expect(mail).toContain("Content-Type: text/html");
    expect(mail).toContain(company.companyName);

    await page.setViewportSize(PHONE);
    await expect(page.getByRole("button", { name: "Send a preview to me" })).toBeVisible();
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await shot(page, "digest-settings-phone");
  });

  test("a save that fails keeps the draft and says why", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    const company = await createConnectedCompany(page.request, { prefix: "Digest Fail Co" });
    await page.goto(`/campaign/${company.campaignId}/reports`);
    await expect(digestSection(page)).toBeVisible();
    const reader = uniqueEmail("digest-draft");
    await page.getByLabel("Add an address").fill(reader);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await choose(page, "Day", "Tuesday");

    // A proxy in front of a stopped server answers the save 502 with an empty body.
    expectConsoleLines(/^error: Failed to load resource: .* 502 /);
    await page.route(`**/api/campaigns/${company.campaignId}/digest`, (route) =>
      route.request().method() === "GET" ? route.continue() : route.fulfill({ status: 502, body: "" }),
    );
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Save failed", "Can't reach the server. Your change was not saved.");
    await expect(page.getByRole("list", { name: "Digest recipients" }).getByText(reader)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Day", exact: true })).toHaveText("Tuesday");
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  });

  test("a client sees its digest settings read-only", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    const campaignId = await demoCampaignId(page);
    await page.context().clearCookies();
    await apiSignIn(page, DEMO_CLIENT);
    await page.goto(`/campaign/${campaignId}/reports`);
    await expect(digestSection(page)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Day", exact: true })).toBeDisabled();
    await expect(
      page.getByText("View only: your agency sets when the digest goes out and to whom."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Send a preview to me" })).toHaveCount(0);
    await expect(page.getByLabel("Add an address")).toHaveCount(0);
    await shot(page, "digest-settings-client");
  });
});
