import type { Locator, Page } from "@playwright/test";
import { PROGRESS_FLAG_LABELS, PROGRESS_FLAGS } from "../src/shared/contracts/prospects";
import {
  apiSignIn,
  createConnectedCompany,
  DEMO_CLIENT,
  demoCampaignId,
  expect,
  MANAGER,
  mainNav,
  PHONE,
  shot,
  test,
} from "./support/fixtures";
import { importPeople } from "./support/import-people";
import { table } from "./support/scheduler";

const DESKTOP = { width: 1280, height: 800 };
const PROGRESS_HEADERS = PROGRESS_FLAGS.map((flag) => PROGRESS_FLAG_LABELS[flag]);
const EVERY_HEADER = [
  "#",
  "First Name",
  "Last Name",
  "Job Title",
  "Company",
  "LinkedIn Name",
  ...PROGRESS_HEADERS,
  "Sequence Tag",
  "Final Disposition",
  "Next step",
  "LinkedIn URL",
  "Last Touch",
  "Bad Data",
];
const LONG_COMPANY = "Whitfield Logistics International Holdings and Freight Forwarding Group";

/** The box that scrolls the table (both ways). */
function scroller(list: Locator): Locator {
  return list.locator("xpath=..");
}

function dataRows(page: Page, list: Locator): Locator {
  return list.getByRole("row").filter({ has: page.getByRole("button", { name: /^Details for / }) });
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box as NonNullable<typeof box>;
}

/** The element lies inside the scroll box's visible part, sideways. */
async function expectInside(element: Locator, container: Locator, what: string) {
  const inner = await boxOf(element);
  const outer = await boxOf(container);
  expect(inner.x, `${what} starts inside the table box`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width, `${what} ends inside the table box`).toBeLessThanOrEqual(
    outer.x + outer.width + 0.5,
  );
}

async function overflow(container: Locator): Promise<number> {
  return container.evaluate((element) => element.scrollWidth - element.clientWidth);
}

/** The whole row fits: every heading and the first row's names inside the box, nothing to scroll sideways. */
async function expectWholeRow(page: Page, list: Locator) {
  const box = scroller(list);
  const first = dataRows(page, list).first();
  await expect(first).toBeVisible();
  expect(await overflow(box)).toBeLessThanOrEqual(0);
  const outer = await boxOf(box);
  // Every heading read in one call: its name as assistive technology gets it, and where it lies.
  const headings = await list.getByRole("columnheader").evaluateAll((cells) =>
    cells.map((cell) => {
      const rect = cell.getBoundingClientRect();
      return {
        name: cell.getAttribute("aria-label") ?? cell.textContent?.trim(),
        left: rect.left,
        right: rect.right,
      };
    }),
  );
  expect(headings.map((heading) => heading.name)).toEqual(EVERY_HEADER);
  for (const heading of headings) {
    expect(heading.left, `${heading.name} starts inside the table box`).toBeGreaterThanOrEqual(outer.x - 0.5);
    expect(heading.right, `${heading.name} ends inside the table box`).toBeLessThanOrEqual(
      outer.x + outer.width + 0.5,
    );
  }
  const cells = first.getByRole("cell");
  await expectInside(cells.nth(1), box, "the first name");
  await expectInside(cells.nth(2), box, "the last name");
  await expect(cells.nth(2)).not.toBeEmpty();
  await expectInside(first.getByRole("button", { name: /^Bad Data for / }), box, "Bad Data");
}

test.describe("Scheduler layout", () => {
  test("at 1280 px the whole row shows without sideways scrolling, with long text cut short and whole on hover", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await apiSignIn(page, MANAGER);
    const campaignId = await demoCampaignId(page);
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const list = table(page, "All Assigned Prospects");
    await expectWholeRow(page, list);
    // Short headings keep their names, and show them on hover.
    await expect(list.getByRole("columnheader", { name: "Invite", exact: true })).toHaveAttribute(
      "title",
      "Invite",
    );
    await shot(page, "scheduler-layout-1280");

    // Connections and Replies share the table.
    for (const [segment, title] of [
      ["connections", "Connected Prospects"],
      ["replies", "Replied Prospects"],
    ] as const) {
      await page.goto(`/campaign/${campaignId}/${segment}`);
      await expectWholeRow(page, table(page, title));
      await shot(page, `scheduler-layout-1280-${segment}`);
    }

    // A company name too long for its column ends short; the cell's title and Prospect Details show it whole.
    const company = await createConnectedCompany(page.request, { prefix: "E2E Layout" });
    await importPeople(
      page,
      [
        {
          first: "Ava",
          last: "Whitcombe-Hargreaves",
          company: LONG_COMPANY,
          linkedinUrl: "https://www.linkedin.com/in/ava-wh",
        },
      ],
      { campaignId: company.campaignId },
    );
    await page.goto(`/campaign/${company.campaignId}/scheduler`);
    const own = table(page, "All Assigned Prospects");
    const row = dataRows(page, own).first();
    await expect(row).toBeVisible();
    const cell = row.getByRole("cell", { name: LONG_COMPANY, exact: true });
    await expect(cell).toHaveAttribute("title", LONG_COMPANY);
    const clamped = await cell.locator("span").evaluate((span) => span.scrollHeight > span.clientHeight);
    expect(clamped, "the long company name is cut short").toBe(true);
    await expect(row.getByRole("cell", { name: "Whitcombe-Hargreaves", exact: true })).toBeVisible();
    await expectWholeRow(page, own);
    await cell.hover();
    await shot(page, "scheduler-layout-1280-long-company");
    await row.getByRole("button", { name: "Details for Ava Whitcombe-Hargreaves" }).click();
    const details = page.getByRole("dialog", { name: "Prospect Details" });
    await expect(details.getByText(LONG_COMPANY, { exact: true })).toBeVisible();
    await shot(page, "scheduler-layout-1280-details");
  });

  test("at 390 px the table scrolls sideways with the first name pinned", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await apiSignIn(page, MANAGER);
    const campaignId = await demoCampaignId(page);
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const list = table(page, "All Assigned Prospects");
    const box = scroller(list);
    const first = dataRows(page, list).first();
    await expect(first).toBeVisible();
    expect(await overflow(box)).toBeGreaterThan(0);
    await box.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectInside(first.getByRole("cell").nth(1), box, "the pinned first name");
    await expectInside(list.getByRole("columnheader", { name: "Bad Data", exact: true }), box, "Bad Data");
    await shot(page, "scheduler-layout-390-scrolled");
  });

  test("read-only progress: the note says so, and ticked and unticked checks differ at a glance", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(DESKTOP);
    await apiSignIn(page, DEMO_CLIENT);
    await page.goto("/dashboard");
    await mainNav(page).getByRole("link", { name: "Scheduler", exact: true }).click();
    const list = table(page, "All Assigned Prospects");
    await expect(page.getByText("Read-only: your agency updates this progress.")).toBeVisible();
    await expectWholeRow(page, list);

    const ticked = list.locator("input.progress-check:checked").first();
    const unticked = list.locator("input.progress-check:not(:checked)").first();
    await expect(ticked).toBeDisabled();
    await expect(unticked).toBeDisabled();
    await expect(ticked).toHaveAttribute("title", /: done$/);
    await expect(unticked).toHaveAttribute("title", /: not done$/);
    const look = (check: Locator) =>
      check.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, image: style.backgroundImage, border: style.borderColor };
      });
    const [on, off] = [await look(ticked), await look(unticked)];
    expect(on.background).not.toBe(off.background);
    expect(on.image).toContain("svg");
    expect(off.image).toBe("none");
    await shot(page, "scheduler-layout-client-read-only");
    await page.setViewportSize(PHONE);
    await expect(page.getByText("Read-only: your agency updates this progress.")).toBeVisible();
    await shot(page, "scheduler-layout-client-read-only-phone");

    const context = await browser.newContext({ viewport: DESKTOP });
    const manager = await context.newPage();
    await apiSignIn(manager, MANAGER);
    const campaignId = await demoCampaignId(manager);
    await manager.goto(`/god-mode?campaign=${campaignId}`);
    await expect(manager).toHaveURL(new RegExp(`/campaign/${campaignId}/dashboard$`));
    await mainNav(manager).getByRole("link", { name: "Scheduler", exact: true }).click();
    await expect(manager.getByText(/^God Mode is read-only/)).toBeVisible();
    await expect(manager.getByText("Read-only: your agency updates this progress.")).toHaveCount(0);
    await expectWholeRow(manager, table(manager, "All Assigned Prospects"));
    await shot(manager, "scheduler-layout-god-mode");
    await context.close();
  });
});
