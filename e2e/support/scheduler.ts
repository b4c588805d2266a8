import type { Locator, Page } from "@playwright/test";
import type { Prospect } from "../../src/shared/contracts/prospects";
import { expect } from "./fixtures";

export { demoCampaignId } from "./fixtures";

export async function prospects(page: Page, campaignId: string): Promise<Prospect[]> {
  const response = await page.request.get(`/api/campaigns/${campaignId}/prospects`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Prospect[];
}

export const nameOf = (prospect: Prospect) => `${prospect.firstName} ${prospect.lastName}`;

export function searchBox(page: Page): Locator {
  return page.getByRole("searchbox", { name: "Search prospects" });
}

export function table(page: Page, name: string): Locator {
  return page.getByRole("table", { name, exact: true });
}

/** The table row of a prospect (found through its details button, named after the prospect). */
export function row(page: Page, name: string): Locator {
  return page.getByRole("row").filter({ has: page.getByRole("button", { name: `Details for ${name}` }) });
}

/** Narrows the table to the prospect's first name, so its row is rendered whatever the list's length. */
export async function findRow(page: Page, prospect: Prospect): Promise<Locator> {
  await searchBox(page).fill(prospect.firstName);
  // The search applies once typing pauses: then every listed row has that first name.
  const others = page
    .getByRole("button", { name: /^Details for / })
    .filter({ hasNotText: prospect.firstName });
  await expect(others).toHaveCount(0);
  const found = row(page, nameOf(prospect));
  await expect(found).toHaveCount(1);
  return found;
}
