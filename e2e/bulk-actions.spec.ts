import type { Page } from "@playwright/test";
import {
  apiSignIn,
  createConnectedCompany,
  DEMO_CLIENT,
  expect,
  expectToast,
  MANAGER,
  PHONE,
  shot,
  test,
  toasts,
} from "./support/fixtures";
import { importPeople } from "./support/import-people";
import { table } from "./support/scheduler";

const PEOPLE = ["Ada", "Ben", "Cleo", "Dev", "Eve", "Finn"].map((first, index) => ({
  first,
  last: `Bulk${index}`,
  company: `Bulk Co ${index}`,
  linkedinUrl: `https://www.linkedin.com/in/bulk-${first.toLowerCase()}-${Date.now().toString(36)}`,
}));
const nameOf = (person: (typeof PEOPLE)[number]) => `${person.first} ${person.last}`;

const disposition = (page: Page, name: string) =>
  page.getByRole("combobox", { name: `Final Disposition for ${name}`, exact: true });
const selectBox = (page: Page, name: string) =>
  page.getByRole("checkbox", { name: `Select ${name}`, exact: true });
const bulkBar = (page: Page) => page.getByRole("region", { name: "Bulk actions" });

test("a manager selects a range with Shift-click, sets a disposition for all of it, and undoes it", async ({
  page,
}) => {
  await apiSignIn(page, MANAGER);
  const company = await createConnectedCompany(page.request, { prefix: "Bulk Co" });
  await importPeople(page, PEOPLE, { campaignId: company.campaignId });
  await page.goto(`/campaign/${company.campaignId}/scheduler`);
  await expect(table(page, "All Assigned Prospects")).toBeVisible();
  const [first, , , fourth, fifth] = PEOPLE.map(nameOf) as string[];

  await selectBox(page, first as string).click();
  await selectBox(page, fourth as string).click({ modifiers: ["Shift"] });
  const bar = bulkBar(page);
  await expect(bar.getByText("4 selected", { exact: true })).toBeVisible();
  for (const person of PEOPLE.slice(0, 4)) await expect(selectBox(page, nameOf(person))).toBeChecked();
  await expect(selectBox(page, fifth as string)).not.toBeChecked();
  await expect(bar.getByRole("button", { name: "Select all 6 matching" })).toBeVisible();
  await shot(page, "bulk-actions-selected-desktop");

  await bar.getByRole("button", { name: "Set final disposition" }).click();
  // Reply needs each prospect's reply text, so it is not offered for many at once.
  await expect(page.getByRole("menuitem", { name: "Reply", exact: true })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "No Reply", exact: true }).click();
  await expectToast(page, "4 prospects changed");
  for (const person of PEOPLE.slice(0, 4))
    await expect(disposition(page, nameOf(person))).toHaveText("No Reply");
  await expect(disposition(page, fifth as string)).toHaveText("New");
  await expect(bar).toHaveCount(0);
  await shot(page, "bulk-actions-changed-desktop");

  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Undone: 4 prospects as before");
  for (const person of PEOPLE.slice(0, 4)) await expect(disposition(page, nameOf(person))).toHaveText("New");

  // On a phone: the bar wraps above the table.
  await page.setViewportSize(PHONE);
  await selectBox(page, fifth as string).click();
  await bar.getByRole("button", { name: "Select all 6 matching" }).click();
  await expect(bar.getByText("6 selected", { exact: true })).toBeVisible();
  await shot(page, "bulk-actions-selected-phone");
  await bar.getByRole("button", { name: "Clear selection" }).click();
  await expect(bar).toHaveCount(0);
  await expect(selectBox(page, fifth as string)).not.toBeChecked();
});

test("a client sees no selection on its Scheduler", async ({ page }) => {
  await apiSignIn(page, DEMO_CLIENT);
  const me = (await (await page.request.get("/api/auth/me")).json()) as { campaignId: string };
  await page.goto(`/campaign/${me.campaignId}/scheduler`);
  await expect(
    table(page, "All Assigned Prospects")
      .getByRole("button", { name: /^Details for / })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /^Select / })).toHaveCount(0);
  await expect(bulkBar(page)).toHaveCount(0);
});
