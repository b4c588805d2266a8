import type { Locator, Page } from "@playwright/test";
import type { CampaignCadence } from "../src/shared/contracts/endpoints/cadence";
import {
  apiSignIn,
  DEMO_CLIENT,
  demoCampaignId,
  expect,
  expectToast,
  MANAGER,
  mainNav,
  PHONE,
  shot,
  test,
} from "./support/fixtures";

const cadencePath = (campaignId: string) => `/api/campaigns/${campaignId}/cadence`;

const waitInput = (page: Page, step: string): Locator =>
  page.getByRole("spinbutton", { name: `${step}: wait in business days`, exact: true });
const weekday = (page: Page, name: string): Locator => page.getByRole("button", { name, exact: true });
const saveButton = (page: Page): Locator =>
  page.getByRole("button", { name: /^(Save Changes|Saved|Saving\.\.\.)$/ });

/** A full-page screenshot from the top, so the sticky bar shows where it rests. */
async function shotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

async function resetCadence(page: Page, campaignId: string): Promise<void> {
  const response = await page.request.put(cadencePath(campaignId), { data: {} });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe("Cadence", () => {
  test("an SDR changes a wait and a working day, saves, and sees them after a reload", async ({ page }) => {
    await apiSignIn(page, MANAGER);
    const campaignId = await demoCampaignId(page);
    await resetCadence(page, campaignId);

    await page.goto(`/campaign/${campaignId}/cadence`);
    await expect(page.getByRole("heading", { name: "Cadence", level: 1 })).toBeVisible();
    await expect(waitInput(page, "Message 1")).toHaveValue("1");
    await expect(page.getByText("after the connection is accepted", { exact: true })).toBeVisible();
    await expect(page.getByText("Bad data always stops the cadence.")).toBeVisible();
    await expect(weekday(page, "Saturday")).toHaveAttribute("aria-pressed", "false");
    await expect(saveButton(page)).toHaveText("Saved");
    await shotFromTop(page, "cadence-desktop");

    // A wait over 90 business days is refused in place, naming the field; the edit stays.
    await waitInput(page, "Message 2").fill("91");
    await saveButton(page).click();
    await expect(
      page.getByText("steps.m2.waitBusinessDays must be a whole number from 0 to 90"),
    ).toBeVisible();
    await expect(waitInput(page, "Message 2")).toHaveAttribute("aria-invalid", "true");

    await waitInput(page, "Message 2").fill("6");
    await weekday(page, "Saturday").click();
    await expect(weekday(page, "Saturday")).toHaveAttribute("aria-pressed", "true");
    await expect(saveButton(page)).toHaveText("Save Changes");
    await saveButton(page).click();
    await expectToast(page, "Cadence saved");
    await expect(saveButton(page)).toHaveText("Saved");

    await page.reload();
    await expect(waitInput(page, "Message 2")).toHaveValue("6");
    await expect(weekday(page, "Saturday")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(/^Last saved .* by /)).toBeVisible();
    const saved = (await (await page.request.get(cadencePath(campaignId))).json()) as CampaignCadence;
    expect(saved.cadence.steps.m2.waitBusinessDays).toBe(6);
    expect(saved.cadence.workingDays).toEqual([1, 2, 3, 4, 5, 6]);

    await page.setViewportSize(PHONE);
    await expect(waitInput(page, "Follow-Up 5")).toBeVisible();
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await shotFromTop(page, "cadence-phone");
    await resetCadence(page, campaignId);
  });

  test("the campaign's client sees the cadence read-only", async ({ page, context }) => {
    await apiSignIn(page, MANAGER);
    const campaignId = await demoCampaignId(page);
    const put = await page.request.put(cadencePath(campaignId), { data: { acceptanceWindowDays: 15 } });
    expect(put.ok(), await put.text()).toBe(true);

    await context.clearCookies();
    await apiSignIn(page, DEMO_CLIENT);
    await page.goto(`/campaign/${campaignId}/scripts`);
    // The sidebar lists Cadence right after Scripts.
    await mainNav(page).getByRole("link", { name: "Cadence", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/campaign/${campaignId}/cadence$`));
    await expect(page.getByRole("heading", { name: "Cadence", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Acceptance window (days)")).toHaveValue("15");
    await expect(page.getByText("View only: your agency sets the cadence.")).toBeVisible();
    await expect(saveButton(page)).toHaveCount(0);
    await expect(waitInput(page, "Message 1")).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Message 1 enabled" })).toBeDisabled();
    await expect(weekday(page, "Monday")).toBeDisabled();
    await expect(page.getByLabel("Time zone")).toBeDisabled();
    await shotFromTop(page, "cadence-client-read-only");

    const refused = await page.request.put(cadencePath(campaignId), { data: {} });
    expect(refused.status()).toBe(403);
  });
});
