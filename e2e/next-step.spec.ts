import type { Locator, Page } from "@playwright/test";
import type { CampaignBudget } from "../src/shared/contracts/endpoints/queue";
import type { Prospect } from "../src/shared/contracts/prospects";
import {
  apiSignIn,
  createConnectedCompany,
  DEMO_CLIENT,
  demoCampaignId,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  type ManagedCompany,
  PHONE,
  shot,
  test,
  toasts,
} from "./support/fixtures";
import { importPeople } from "./support/import-people";
import { findRow, nameOf, prospects, table } from "./support/scheduler";

/** A token of this run: imports dedupe people across the whole database. */
const RUN = Date.now().toString(36);
const PEOPLE = ["Nadia Nextstep", "Otto Nextstep", "Priya Nextstep"];

/** "2026-11-30" as the app writes a calendar day: "Nov 30, 2026". */
const day = (value: string) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${value}T00:00:00Z`));

/** The browser's local day (the browser runs on this machine, in its zone). */
function localToday(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** Imports PEOPLE straight into the campaign: each is assigned, with the invite due. */
async function importInto(page: Page, company: ManagedCompany): Promise<void> {
  const people = PEOPLE.map((name) => {
    const [first, last] = name.split(" ") as [string, string];
    return {
      first,
      last,
      company: `Stepwise ${RUN}`,
      linkedinUrl: `https://www.linkedin.com/in/${first.toLowerCase()}-${RUN}`,
    };
  });
  const result = await importPeople(page, people, {
    campaignId: company.campaignId,
    fileName: "next-step.csv",
  });
  expect(result.importedRows).toBe(PEOPLE.length);
}

async function setInvitesPerDay(page: Page, campaignId: string, invitesPerDay: number): Promise<void> {
  const response = await page.request.put(`/api/campaigns/${campaignId}/cadence`, {
    data: { budget: { accountType: "free", invitesPer7Days: 100, invitesPerDay, messagesPerDay: 100 } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function budgetOf(page: Page, campaignId: string): Promise<CampaignBudget> {
  const response = await page.request.get(`/api/campaigns/${campaignId}/budget`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as CampaignBudget;
}

async function prospectNamed(page: Page, campaignId: string, name: string): Promise<Prospect> {
  const found = (await prospects(page, campaignId)).find((row) => nameOf(row) === name);
  expect(found, name).toBeDefined();
  return found as Prospect;
}

/** The row's Next step cell, found by the column's place among the headers. */
async function nextStepCell(page: Page, row: Locator): Promise<Locator> {
  const headers = await table(page, "All Assigned Prospects").getByRole("columnheader").allInnerTexts();
  const index = headers.findIndex((text) => text.trim().toLowerCase() === "next step");
  expect(index, "the Next step column").toBeGreaterThan(0);
  return row.getByRole("cell").nth(index);
}

/** Scrolls the table sideways so that the cell starts `before` px after the pinned name column. */
async function scrollBesidePinned(cell: Locator, before: number): Promise<void> {
  await cell.evaluate((element, gap) => {
    const scroller = element.closest(".overflow-auto");
    const pinned = [...(element.parentElement?.children ?? [])].filter(
      (sibling) => getComputedStyle(sibling).position === "sticky",
    );
    const edge = Math.max(...pinned.map((sibling) => sibling.getBoundingClientRect().right));
    if (scroller) scroller.scrollLeft += element.getBoundingClientRect().left - edge - gap;
  }, before);
}

/** A figure of the LinkedIn budget card: "Invites today" reads "2 / 1". */
function allowance(card: Locator, label: string): Locator {
  return card
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

test.describe("Next step and the LinkedIn budget", () => {
  // The dashboard's test reads the budget the Scheduler's test used.
  test.describe.configure({ mode: "serial" });
  let company: ManagedCompany;

  test.beforeEach(async ({ page }) => {
    await apiSignIn(page, MANAGER);
  });

  test("ticking Invite moves the Next step on, in the Scheduler and in Prospect Details", async ({
    page,
  }) => {
    company = await createConnectedCompany(page.request, { prefix: "Next Step Co" });
    await importInto(page, company);
    await setInvitesPerDay(page, company.campaignId, 1);
    const first = await prospectNamed(page, company.campaignId, PEOPLE[0] as string);
    // Freshly assigned: the invite is the next step.
    expect(first.next).toMatchObject({ kind: "step", step: "invite" });
    const today = localToday();

    await page.goto(`/campaign/${company.campaignId}/scheduler`);
    const list = table(page, "All Assigned Prospects");
    await expect(list.getByRole("columnheader", { name: "Next step", exact: true })).toBeVisible();
    const row = await findRow(page, first);
    const cell = await nextStepCell(page, row);
    const inviteDue = first.next?.dueOn ?? "";
    const timing = inviteDue === today ? " · Today" : inviteDue < today ? " · Overdue" : "";
    await expect(cell).toHaveText(`Invite ${day(inviteDue)}${timing}`, { useInnerText: true });

    // The tick answers with the new next step: waiting for the connection until the invite's withdraw day.
    await row.getByRole("checkbox", { name: `Invite for ${nameOf(first)}` }).click();
    await expectToast(page, "Prospect updated successfully");
    const invited = await prospectNamed(page, company.campaignId, nameOf(first));
    expect(invited.next).toMatchObject({ kind: "withdraw", step: "m1" });
    const withdrawOn = day(invited.next?.dueOn ?? "");
    await expect(cell).toHaveText(`Waiting for the connection Withdraw on ${withdrawOn}`, {
      useInnerText: true,
    });
    expect((await budgetOf(page, company.campaignId)).invites).toMatchObject({ sentToday: 1, remaining: 0 });

    // Prospect Details reads the same.
    await row.getByRole("button", { name: `Details for ${nameOf(first)}` }).click();
    const timeline = page
      .getByRole("dialog", { name: "Prospect Details" })
      .getByRole("region", { name: "Timeline" });
    await expect(timeline.getByText("Next step", { exact: true }).locator("xpath=..")).toHaveText(
      `Next step Waiting for the connection Withdraw the invite on ${withdrawOn} if it is still not accepted.`,
      { useInnerText: true },
    );
    await shot(page, "next-step-details");
    await page.keyboard.press("Escape");

    // Scrolled to the column, every row in view: the pictures show it beside the dispositions.
    await page.getByRole("searchbox", { name: "Search prospects" }).fill("");
    await expect(list.getByRole("button", { name: /^Details for / })).toHaveCount(PEOPLE.length);
    await scrollBesidePinned(cell, 168);
    await shot(page, "next-step-column-desktop");
    await page.setViewportSize(PHONE);
    await scrollBesidePinned(cell, 0);
    await shot(page, "next-step-column-phone");
  });

  test("over the budget, ticking Invite asks first: Cancel leaves it unticked, Send anyway sends it", async ({
    page,
  }) => {
    expect(company, "the previous test made the campaign").toBeDefined();
    const second = await prospectNamed(page, company.campaignId, PEOPLE[1] as string);
    const name = nameOf(second);
    await page.goto(`/campaign/${company.campaignId}/scheduler`);
    const row = await findRow(page, second);
    const box = row.getByRole("checkbox", { name: `Invite for ${name}` });

    // Over the budget the server answers 409 until the invite is confirmed.
    expectConsoleLines(/ 409 \(Conflict\) \(.*\/api\/prospects\/[\w-]+\)$/);
    // The day's one invite is used: the second asks before it goes out, the box ticked meanwhile.
    await box.click();
    const dialog = page.getByRole("alertdialog", { name: `Send the invite to ${name}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "This campaign's LinkedIn account has reached its invite budget (1 of 1 invites today). Send anyway?",
    );
    // The dialog hides the page from the accessibility tree: the box is found by its label attribute.
    await expect(page.locator(`input[type=checkbox][aria-label="Invite for ${name}"]`)).toBeChecked();
    await shot(page, "next-step-over-budget-desktop");

    // Cancel: nothing is sent, the box is unticked, and no error shows.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(box).not.toBeChecked();
    await expect(toasts(page).getByText("Error", { exact: true })).toHaveCount(0);
    expect((await prospectNamed(page, company.campaignId, name)).invite).toBe(false);

    // Asked again (with the keyboard this time), Send anyway sends it.
    await box.focus();
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await page.setViewportSize(PHONE);
    await shot(page, "next-step-over-budget-phone");
    await dialog.getByRole("button", { name: "Send anyway" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Prospect updated successfully");
    await expect(box).toBeChecked();
    const sent = await prospectNamed(page, company.campaignId, name);
    expect(sent.invite).toBe(true);
    await expect(await nextStepCell(page, row)).toHaveText(/^Waiting for the connection/);
    expect((await budgetOf(page, company.campaignId)).invites.sentToday).toBe(2);
  });

  test("the campaign dashboard shows the LinkedIn budget and due work; All Campaigns does not", async ({
    page,
  }) => {
    expect(company, "the previous test made the campaign").toBeDefined();
    const budget = await budgetOf(page, company.campaignId);
    expect(budget.invites).toMatchObject({ sentToday: 2, perDay: 1, sentLast7Days: 2, per7Days: 100 });

    await page.goto(`/campaign/${company.campaignId}/dashboard`);
    const card = page.getByRole("region", { name: "LinkedIn budget" });
    await expect(card).toBeVisible();
    await expect(allowance(card, "Invites this week")).toHaveText("2 / 100");
    await expect(allowance(card, "Invites today")).toHaveText("2 / 1");
    await expect(allowance(card, "Messages today")).toHaveText(`${budget.messages.sentToday} / 100`);
    await expect(card.getByText("Free account", { exact: true })).toBeVisible();
    const { overdue, today, upcoming } = budget.due;
    await expect(card.locator("p", { hasText: "Due work:" })).toHaveText(
      `Due work: Overdue ${overdue}·Due today ${today}·Next 7 days ${upcoming}`,
    );
    await expect(card.getByRole("progressbar", { name: "Invites today: 2 of 1" })).toBeVisible();
    await shot(page, "next-step-dashboard-budget-desktop");

    // Live: a tick elsewhere updates the card without a reload.
    const third = await prospectNamed(page, company.campaignId, PEOPLE[2] as string);
    const patch = await page.request.patch(`/api/prospects/${third.id}?confirm=over-budget`, {
      data: { invite: true },
    });
    expect(patch.ok(), await patch.text()).toBe(true);
    await expect(allowance(card, "Invites today")).toHaveText("3 / 1");

    await page.setViewportSize(PHONE);
    await expect(allowance(card, "Invites this week")).toHaveText("3 / 100");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "next-step-dashboard-budget-phone");

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/dashboard");
    await expect(page.getByRole("combobox", { name: "Campaign" })).toHaveText("All Campaigns");
    await expect(page.getByRole("main").getByRole("heading", { name: "Activity Metrics" })).toBeVisible();
    await expect(page.getByRole("region", { name: "LinkedIn budget" })).toHaveCount(0);
  });

  test("the demo client sees its campaign's budget, and the Next step column read-only", async ({
    page,
    context,
  }) => {
    const campaignId = await demoCampaignId(page);
    const budget = await budgetOf(page, campaignId);
    await context.clearCookies();
    await apiSignIn(page, DEMO_CLIENT);
    await page.goto(`/campaign/${campaignId}/dashboard`);
    const card = page.getByRole("region", { name: "LinkedIn budget" });
    await expect(allowance(card, "Invites today")).toHaveText(
      `${budget.invites.sentToday} / ${budget.invites.perDay}`,
    );

    // A demo prospect whose next step is past due shows as overdue.
    const today = localToday();
    const overdue = (await prospects(page, campaignId)).find(
      (row) =>
        (row.next?.kind === "step" || row.next?.kind === "withdraw") &&
        row.next.dueOn !== null &&
        row.next.dueOn < today,
    );
    expect(overdue, "a demo prospect with an overdue step").toBeDefined();
    if (!overdue?.next?.dueOn) return;
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const row = await findRow(page, overdue);
    const cell = await nextStepCell(page, row);
    await expect(cell).toContainText(`${day(overdue.next.dueOn)} · Overdue`);
    await expect(cell.getByText(/· Overdue$/)).toHaveClass(/\btext-red-700\b/);
    // The whole list, scrolled to the column.
    await page.getByRole("searchbox", { name: "Search prospects" }).fill("");
    await expect(page.getByRole("button", { name: /^Details for / }).nth(5)).toBeVisible();
    await scrollBesidePinned(page.getByRole("columnheader", { name: "Next step", exact: true }), 168);
    await shot(page, "next-step-overdue-desktop");
    await expect(row.getByRole("checkbox", { name: `Invite for ${nameOf(overdue)}` })).toBeDisabled();
  });
});
