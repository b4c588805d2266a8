import type { Locator, Page } from "@playwright/test";
import { apiSignIn, createConnectedCompany, expect, MANAGER, shot, test } from "./support/fixtures";
import { importPeople } from "./support/import-people";
import { searchBox, table } from "./support/scheduler";

const RUN = Date.now().toString(36);
const PEOPLE = ["Ada", "Ben", "Cal"].map((first) => ({
  first,
  last: "Keys",
  company: "Keyboard Co",
  linkedinUrl: `https://www.linkedin.com/in/keys-${first.toLowerCase()}-${RUN}`,
}));

/** The focused element's accessible label, as the browser has it. */
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));

/** Presses `key` until `control` has focus (a few presses at most). */
async function pressUntilFocused(page: Page, key: string, control: Locator) {
  const focused = () => control.evaluate((node) => node === document.activeElement);
  for (let presses = 0; presses < 30 && !(await focused()); presses += 1) await page.keyboard.press(key);
  await expect(control).toBeFocused();
}

async function expectFocusVisible(control: Locator) {
  await expect(control).toBeFocused();
  await expect(control).toHaveCSS("outline-style", "solid");
}

test("the Scheduler from the keyboard alone: arrows between cells, Space, Enter and Escape", async ({
  page,
}) => {
  await apiSignIn(page, MANAGER);
  const company = await createConnectedCompany(page.request, { prefix: "E2E Keys" });
  await importPeople(page, PEOPLE, { campaignId: company.campaignId, fileName: "keys.csv" });
  await page.goto(`/campaign/${company.campaignId}/scheduler`);
  const grid = table(page, "All Assigned Prospects");
  const details = grid.getByRole("button", { name: /^Details for / });
  await expect(details).toHaveCount(PEOPLE.length);
  const [first, second] = (await details.evaluateAll((buttons) =>
    buttons.map((button) => (button.getAttribute("aria-label") ?? "").replace(/^Details for /, "")),
  )) as [string, string];

  // From the search box, Tab reaches the first row's first control.
  await searchBox(page).focus();
  for (let presses = 0; presses < 30 && (await focusedLabel(page)) !== `Select ${first}`; presses += 1) {
    await page.keyboard.press("Tab");
  }
  await expectFocusVisible(grid.getByRole("checkbox", { name: `Select ${first}`, exact: true }));

  await page.keyboard.press("ArrowRight");
  await expectFocusVisible(grid.getByRole("button", { name: `Details for ${first}` }));
  await page.keyboard.press("ArrowDown");
  await expectFocusVisible(grid.getByRole("button", { name: `Details for ${second}` }));
  await page.keyboard.press("ArrowLeft");
  const select = grid.getByRole("checkbox", { name: `Select ${second}`, exact: true });
  await expect(select).toBeFocused();
  await page.keyboard.press("Space");
  await expect(select).toBeChecked();
  await page.keyboard.press("Space");
  await expect(select).not.toBeChecked();

  // Two cells on (the name and the text columns have nothing to operate): the Invite box.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  const invite = grid.getByRole("checkbox", { name: `Invite for ${second}` });
  await expectFocusVisible(invite);
  await page.keyboard.press("Space");
  await expect(invite).toBeChecked();

  // An arrow on a select moves on rather than opening it.
  const tag = grid.getByRole("combobox", { name: `Sequence Tag for ${second}` });
  await pressUntilFocused(page, "ArrowRight", tag);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(grid.getByRole("combobox", { name: /^Sequence Tag for / }).nth(2)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(tag).toBeFocused();

  // Enter opens the details; Escape closes them and focus is back where it was.
  await pressUntilFocused(page, "ArrowLeft", invite);
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Prospect Details" });
  await expect(panel).toBeVisible();
  await shot(page, "scheduler-keyboard-details");
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expectFocusVisible(invite);

  // A dialog opened from the row gives focus back to its button when it closes.
  const badData = grid.getByRole("button", { name: `Bad Data for ${second}` });
  await pressUntilFocused(page, "ArrowRight", badData);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: `Flag ${second} as bad data` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expectFocusVisible(badData);
  await shot(page, "scheduler-keyboard-focus");

  // The table body is one tab stop: Tab leaves it, Shift+Tab comes back to the same control.
  await page.keyboard.press("Tab");
  await expect(grid.locator("tbody :focus")).toHaveCount(0);
  await page.keyboard.press("Shift+Tab");
  await expect(badData).toBeFocused();
});
