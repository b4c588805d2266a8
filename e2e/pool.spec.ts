import type { Page } from "@playwright/test";
import {
  apiSignIn,
  createConnectedCompany,
  expect,
  expectToast,
  MANAGER,
  type ManagedCompany,
  shot,
  test,
} from "./support/fixtures";
import { importPeople } from "./support/import-people";

/** A token of this run: dedup is global, so the pool people must be new to every database. */
const RUN = Date.now().toString(36);
const COMPANY = `Poolside ${RUN}`;
const PEOPLE = ["Iris Pool", "Jonas Pool", "Kemal Pool", "Lena Pool"];

/** Imports PEOPLE without a campaign: they wait in the pool. */
async function importIntoPool(page: Page) {
  const people = PEOPLE.map((name) => {
    const [first, last] = name.split(" ") as [string, string];
    return {
      first,
      last,
      company: COMPANY,
      linkedinUrl: `https://www.linkedin.com/in/${first.toLowerCase()}-${RUN}`,
    };
  });
  expect((await importPeople(page, people, { fileName: "pool.csv" })).importedRows).toBe(PEOPLE.length);
}

test.describe("the prospect pool in the general scheduler", () => {
  let target: ManagedCompany;

  test.beforeEach(async ({ page }) => {
    await apiSignIn(page, MANAGER);
    target = await createConnectedCompany(page.request, { prefix: "Pool Target" });
  });

  test("a manager assigns ticked pool prospects, then all matching a search, to a campaign", async ({
    page,
  }) => {
    await importIntoPool(page);
    await page.goto("/scheduler");
    const pool = page.getByRole("region", { name: "Prospect Pool" });
    await expect(pool).toBeVisible();
    await pool.getByRole("searchbox", { name: "Search the pool" }).fill(COMPANY);
    const table = pool.getByRole("table", { name: "Unassigned Prospects" });
    await expect(table.getByRole("row")).toHaveCount(PEOPLE.length + 1);
    await expect(pool.getByText(`${PEOPLE.length} unassigned prospects matching the search`)).toBeVisible();

    const assign = pool.getByRole("button", { name: "Assign to Campaign" });
    await expect(assign).toBeDisabled();
    await pool.getByRole("checkbox", { name: "Select Iris Pool" }).check();
    await pool.getByRole("checkbox", { name: "Select Jonas Pool" }).check();
    await expect(pool.getByText("2 prospects selected")).toBeVisible();
    await expect(assign).toBeDisabled();
    await pool.getByRole("combobox", { name: "Campaign to assign to" }).click();
    await page.getByRole("option", { name: target.companyName, exact: true }).click();
    await shot(page, "pool-selected");
    await assign.click();
    await expectToast(page, "Prospects assigned", `2 prospects assigned to ${target.companyName}.`);
    await expect(table.getByRole("row")).toHaveCount(PEOPLE.length - 1);

    // The rest, by "all matching" rather than one by one.
    await pool.getByRole("button", { name: "Select all 2 matching" }).click();
    await expect(pool.getByText("2 prospects selected")).toBeVisible();
    await assign.click();
    await expectToast(page, "Prospects assigned", `2 prospects assigned to ${target.companyName}.`);
    await expect(pool.getByText("No unassigned prospects found")).toBeVisible();

    await page.goto(`/campaign/${target.campaignId}/scheduler`);
    const assigned = page.getByRole("table", { name: "All Assigned Prospects", exact: true });
    for (const name of PEOPLE) {
      await expect(assigned.getByRole("button", { name: `Details for ${name}` })).toBeVisible();
    }
    await shot(page, "pool-assigned-scheduler");
  });

  test("the pool is not offered inside a campaign's scheduler", async ({ page }) => {
    await page.goto(`/campaign/${target.campaignId}/scheduler`);
    await expect(page.getByRole("heading", { name: "Scheduler", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Prospect Pool" })).toHaveCount(0);
  });
});
