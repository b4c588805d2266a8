import type { Locator, Page } from "@playwright/test";
import { prospectNextView } from "../src/shared/cadence/next-step";
import { DEMO_COMPANY_NAME } from "../src/shared/contracts/demo";
import type { Metrics } from "../src/shared/contracts/metrics";
import type { Prospect } from "../src/shared/contracts/prospects";
import {
  apiSignIn,
  DEMO_CLIENT,
  expect,
  expectConsoleLines,
  expectToast,
  MANAGER,
  PHONE,
  shot,
  test,
} from "./support/fixtures";
import { demoCampaignId, findRow, nameOf, prospects, row, searchBox, table } from "./support/scheduler";

async function metrics(page: Page, campaignId: string, period: string): Promise<Metrics> {
  const response = await page.request.get(`/api/campaigns/${campaignId}/metrics?period=${period}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Metrics;
}

/** Names already used by an earlier test of this file, so that each test works on its own prospect. */
const used = new Set<string>();

/** A prospect of the demo campaign that no other test touched and that matches `where`. */
async function pick(page: Page, campaignId: string, where: (prospect: Prospect) => boolean) {
  const prospect = (await prospects(page, campaignId)).find((row) => !used.has(row.id) && where(row));
  expect(prospect, "a matching demo prospect").toBeDefined();
  used.add((prospect as Prospect).id);
  return prospect as Prospect;
}

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Expects the KPI card `label` to show `value` ("Invited" then "100"). */
async function expectKpi(page: Page, label: string, value: number): Promise<void> {
  const card = page
    .getByRole("region", { name: "Key figures" })
    .getByText(label, { exact: true })
    .locator("xpath=../..");
  await expect(card).toHaveText(new RegExp(`^${label}\\s+${value}(\\s|$)`), { useInnerText: true });
}

/** The count under the table title: "23 prospects" (a bad-data note may follow). */
function countText(page: Page, count: number): Locator {
  return page.getByText(new RegExp(`^${count} prospects?( ·|$)`));
}

/** The data rows of a table (the header row and spacer rows have no details button). */
function dataRows(page: Page, list: Locator): Locator {
  return list.getByRole("row").filter({ has: page.getByRole("button", { name: /^Details for / }) });
}

test.describe("Scheduler, Connections and Replies", () => {
  let campaignId = "";

  test.beforeEach(async ({ page }) => {
    await apiSignIn(page, MANAGER);
    campaignId ||= await demoCampaignId(page);
  });

  test("the scheduler lists the campaign's prospects with every column, and the cards follow the period", async ({
    page,
  }) => {
    await page.goto(`/campaign/${campaignId}/scheduler`);
    await expect(page.getByRole("heading", { name: "Scheduler", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Import .CSV" })).toHaveAttribute(
      "href",
      `/campaign/${campaignId}/scheduler-import-csv`,
    );
    const list = table(page, "All Assigned Prospects");
    for (const column of [
      "#",
      "First Name",
      "Last Name",
      "Job Title",
      "Company",
      "LinkedIn Name",
      "Invite",
      "Connected",
      "M1",
      "M4",
      "FF1",
      "FF5",
      "Sequence Tag",
      "Final Disposition",
      "Next step",
      "LinkedIn URL",
      "Last Touch",
      "Bad Data",
    ]) {
      await expect(list.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    const all = await prospects(page, campaignId);
    await expect(countText(page, all.length)).toBeVisible();
    // 100 prospects: the rows are virtualised, only those near the visible part exist.
    await expect(dataRows(page, list).first()).toBeVisible();
    expect(await list.getByRole("row").count()).toBeLessThan(60);

    // The date range really filters the cards (default This Week).
    const period = page.getByRole("combobox", { name: "Date range" });
    await expect(period).toHaveText("This Week");
    const thisWeek = await metrics(page, campaignId, "this-week");
    await expectKpi(page, "Invited", thisWeek.invited);
    await expectKpi(page, "Replied", thisWeek.replied);
    await choose(page, period, "All Time");
    const allTime = await metrics(page, campaignId, "all-time");
    await expectKpi(page, "Invited", allTime.invited);
    await expectKpi(page, "Connected", allTime.connected);
    await expectKpi(page, "Messages Sent", allTime.messagesSent);
    await expectKpi(page, "Follow-Ups Sent", allTime.followUpsSent);
    await expectKpi(page, "Replied", allTime.replied);
    // The share of the invited prospects that replied (ADR 0030).
    const percent = Math.round((allTime.invitedReplied / allTime.invited) * 1000) / 10;
    await expect(page.getByText(`${percent}% of invited`).first()).toBeVisible();
    await shot(page, "scheduler-desktop");
  });

  test("the Scheduler's list is never stored by the browser, and loads again after a reload", async ({
    page,
  }) => {
    const listPath = `/api/campaigns/${campaignId}/prospects`;
    const answers: Promise<{
      cacheControl?: string;
      sentTag: boolean;
      status: number;
      wholeList: boolean;
    }>[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname !== listPath) return;
      const request = response.request();
      answers.push(
        Promise.all([response.allHeaders(), request.allHeaders(), request.sizes()]).then(
          ([headers, sent, sizes]) => ({
            cacheControl: headers["cache-control"],
            sentTag: sent["if-none-match"] !== undefined,
            status: response.status(),
            wholeList: sizes.responseBodySize > 10_000,
          }),
        ),
      );
    });
    const rows = () => dataRows(page, table(page, "All Assigned Prospects"));
    await page.goto(`/campaign/${campaignId}/scheduler`);
    await expect(rows().first()).toBeVisible();
    await page.reload();
    await expect(rows().first()).toBeVisible();
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(2);
    // Personal data: every answer says no-store, so the browser keeps no copy to revalidate (it sends
    // no ETag) and the reload downloads the list again.
    for (const answer of await Promise.all(answers)) {
      expect(answer).toEqual({ cacheControl: "no-store", sentTag: false, status: 200, wholeList: true });
    }
  });

  test("ticking a progress checkbox saves it at once and it stays ticked after a reload", async ({
    page,
  }) => {
    const prospect = await pick(page, campaignId, (row) => !row.m4);
    const name = nameOf(prospect);
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const found = await findRow(page, prospect);
    const m4 = found.getByRole("checkbox", { name: `M4 for ${name}` });
    await expect(m4).not.toBeChecked();
    const listFetches: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/campaigns/${campaignId}/prospects`)
        listFetches.push(request.url());
    });
    const figuresRefetched = page.waitForResponse((response) =>
      response.url().includes(`/api/campaigns/${campaignId}/metrics`),
    );
    // click, not check(): the box shows the new value once the optimistic update has rendered, a moment
    // after the click, which check() does not wait for.
    await m4.click();
    await expect(m4).toBeChecked();
    await expectToast(page, "Prospect updated successfully");
    // The figures follow the tick; the list takes the saved row from the answer instead of the
    // campaign's whole list being downloaded again.
    await figuresRefetched;
    expect(listFetches).toEqual([]);

    await page.reload();
    const again = await findRow(page, prospect);
    await expect(again.getByRole("checkbox", { name: `M4 for ${name}` })).toBeChecked();
    // The click saved this one field, nothing else.
    await expect(again.getByRole("checkbox", { name: `FF5 for ${name}` })).toBeChecked({
      checked: prospect.ff5,
    });
  });

  test("a sequence tag and a final disposition are saved from their selects", async ({ page }) => {
    const prospect = await pick(
      page,
      campaignId,
      (row) => row.sequenceTag !== "Question" && row.finalDisposition !== "No Reply",
    );
    const name = nameOf(prospect);
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const found = await findRow(page, prospect);

    const tag = found.getByRole("combobox", { name: `Sequence Tag for ${name}` });
    await choose(page, tag, "Question");
    await expectToast(page, "Prospect updated successfully");
    await expect(tag).toHaveText("Question");

    const disposition = found.getByRole("combobox", { name: `Final Disposition for ${name}` });
    await choose(page, disposition, "No Reply");
    await expectToast(page, "Prospect updated successfully");
    await expect(disposition).toHaveText("No Reply");

    const saved = (await prospects(page, campaignId)).find((row) => row.id === prospect.id);
    expect(saved?.sequenceTag).toBe("Question");
    expect(saved?.finalDisposition).toBe("No Reply");
  });

  test("a failed save shows the error and puts the old value back", async ({ page }) => {
    const prospect = await pick(page, campaignId, (row) => !row.ff4);
    const name = nameOf(prospect);
    expectConsoleLines(/ 500 \(Internal Server Error\) \(.*\/api\/prospects\/[\w-]+\)$/);
    await page.route(`**/api/prospects/${prospect.id}`, (route) =>
      route.fulfill({ status: 500, json: { message: "The database is not reachable" } }),
    );
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const found = await findRow(page, prospect);
    const ff4 = found.getByRole("checkbox", { name: `FF4 for ${name}` });
    await ff4.click();
    await expectToast(page, "Error", "The database is not reachable");
    await expect(ff4).not.toBeChecked();
  });

  test("choosing Reply asks for the reply; Cancel saves nothing; Save Reply captures it for Replies", async ({
    page,
  }) => {
    const prospect = await pick(page, campaignId, (row) => row.finalDisposition === "New");
    const name = nameOf(prospect);
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const found = await findRow(page, prospect);
    const disposition = found.getByRole("combobox", { name: `Final Disposition for ${name}` });

    await choose(page, disposition, "Reply");
    const dialog = page.getByRole("dialog", { name: `What was ${prospect.firstName}'s reply?` });
    await expect(dialog).toBeVisible();
    const message = dialog.getByLabel("Reply Message");
    const save = dialog.getByRole("button", { name: "Save Reply" });
    await expect(save).toBeDisabled();
    await message.fill("   ");
    await expect(save).toBeDisabled();
    await message.fill("Not now, maybe next quarter.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(disposition).toHaveText("New");
    const unchanged = (await prospects(page, campaignId)).find((row) => row.id === prospect.id);
    expect(unchanged?.finalDisposition).toBe("New");

    await choose(page, disposition, "Reply");
    await expect(dialog).toBeVisible();
    // A cancelled draft does not come back.
    await expect(message).toHaveValue("");
    await message.fill("Thanks for reaching out. Can we talk on Tuesday?");
    await save.click();
    await expectToast(page, "Reply captured and prospect updated");
    await expect(dialog).toBeHidden();
    await expect(disposition).toHaveText("Reply");

    await page.goto(`/campaign/${campaignId}/replies`);
    await expect(page.getByRole("heading", { name: "Replies", level: 1 })).toBeVisible();
    const replies = table(page, "Replied Prospects");
    await searchBox(page).fill(prospect.firstName);
    await expect(replies.getByRole("button", { name: `Details for ${name}` })).toBeVisible();
    // Every listed prospect has the disposition Reply.
    const dispositions = replies.getByRole("combobox", { name: /^Final Disposition for / });
    await expect(dispositions.first()).toBeVisible();
    await expect(dispositions.filter({ hasNotText: /^Reply$/ })).toHaveCount(0);
  });

  test("Bad Data asks for a reason and takes the prospect off the scheduler", async ({ page }) => {
    const prospect = await pick(page, campaignId, () => true);
    const name = nameOf(prospect);
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const found = await findRow(page, prospect);
    await found.getByRole("button", { name: `Bad Data for ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Flag ${name} as bad data` });
    await dialog.getByRole("button", { name: "Flag as Bad Data" }).click();
    await expect(dialog.getByText("Enter a reason")).toBeVisible();
    await dialog.getByLabel("Reason").fill("Left the company");
    await dialog.getByRole("button", { name: "Flag as Bad Data" }).click();
    await expectToast(page, "Prospect flagged as bad data and removed from scheduler");
    await expect(row(page, name)).toHaveCount(0);

    await page.reload();
    await searchBox(page).fill(prospect.firstName);
    await expect(page.getByText(/^\d+ prospects?( ·|$)/)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    const count = await page.request.get(`/api/campaigns/${campaignId}/bad-data-count`);
    expect(((await count.json()) as { count: number }).count).toBeGreaterThanOrEqual(1);
  });

  test("search matches first name, last name or company, in any case", async ({ page }) => {
    const all = await prospects(page, campaignId);
    const [sample] = all;
    expect(sample).toBeDefined();
    const { firstName, lastName, company } = sample as Prospect;
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const list = table(page, "All Assigned Prospects");
    const detailsButtons = list.getByRole("button", { name: /^Details for / });

    for (const text of [firstName.toUpperCase(), lastName.toLowerCase(), company.toLowerCase()]) {
      const needle = text.toLowerCase();
      const expected = all.filter((row) =>
        [row.firstName, row.lastName, row.company].some((field) => field.toLowerCase().includes(needle)),
      );
      await searchBox(page).fill(text);
      await expect(countText(page, expected.length)).toBeVisible();
      if (expected.length <= 20) await expect(detailsButtons).toHaveCount(expected.length);
    }
    await searchBox(page).fill("no prospect is called this");
    await expect(page.getByText("No assigned prospects found")).toBeVisible();
  });

  test("clicking a row opens the Prospect Details panel", async ({ page }) => {
    const prospect = await pick(page, campaignId, (row) => row.email !== null);
    const name = nameOf(prospect);
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const found = await findRow(page, prospect);
    await found.getByRole("cell", { name: prospect.jobTitle, exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Prospect Details" });
    await expect(panel).toBeVisible();
    const basic = panel.getByRole("region", { name: "Basic Information" });
    await expect(basic).toContainText(name);
    await expect(basic).toContainText(prospect.jobTitle);
    await expect(basic).toContainText(prospect.company);
    const contact = panel.getByRole("region", { name: "Contact Information" });
    await expect(contact).toContainText(prospect.email ?? "");
    await expect(contact.getByRole("link", { name: "View LinkedIn Profile" })).toHaveAttribute(
      "href",
      prospect.linkedinUrl,
    );
    const timeline = panel.getByRole("region", { name: "Timeline" });
    for (const label of ["Imported", "Assigned", "Last Touch", "Last Updated", "Next step"]) {
      await expect(timeline.getByText(label, { exact: true })).toBeVisible();
    }
    // The plan's step, as the Scheduler's Next step column reads it (the day as the browser has it).
    const today = await page.evaluate(() => new Date().toLocaleDateString("sv-SE"));
    const next = prospectNextView(prospect.next, today);
    expect(next, "the demo prospect's plan").not.toBeNull();
    await expect(timeline.getByText("Next step", { exact: true }).locator("xpath=..")).toContainText(
      `Next step${next?.label}`,
    );
    const assignment = panel.getByRole("region", { name: "Assignment Details" });
    await expect(assignment).toHaveCount(prospect.sdrEmail ? 1 : 0);
    if (prospect.sdrEmail) {
      await expect(assignment).toContainText(prospect.sdrEmail);
      await expect(assignment).toContainText(prospect.finalDisposition);
    }
    const technical = panel.getByRole("region", { name: "Technical Details" });
    await expect(technical).toContainText(prospect.id);
    await expect(technical).toContainText(prospect.prospectId);
    await shot(page, "scheduler-details");
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(panel).toBeHidden();
  });

  test("Connections lists the connected prospects", async ({ page }) => {
    const connected = (await prospects(page, campaignId)).filter((row) => row.connected);
    await page.goto(`/campaign/${campaignId}/connections`);
    await expect(page.getByRole("heading", { name: "Connections", level: 1 })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText("This Week");
    const list = table(page, "Connected Prospects");
    await expect(countText(page, connected.length)).toBeVisible();
    for (const checkbox of await list.getByRole("checkbox", { name: /^Connected for / }).all()) {
      await expect(checkbox).toBeChecked();
    }
    await searchBox(page).fill("no prospect is called this");
    await expect(page.getByText("No connected prospects found")).toBeVisible();
  });

  test("the page never scrolls sideways on a phone; the table scrolls inside its card", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/campaign/${campaignId}/scheduler`);
    await expect(dataRows(page, table(page, "All Assigned Prospects")).first()).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
    await shot(page, "scheduler-phone");
  });

  test("without a campaign an SDR sees All Campaigns merged or picks one; God Mode is read-only", async ({
    page,
  }) => {
    // Make the demo campaign active (unless an earlier spec did), so that it is one of the campaigns to pick.
    const activeBefore = (await (await page.request.get("/api/campaigns/active")).json()) as { id: string }[];
    if (!activeBefore.some((campaign) => campaign.id === campaignId)) {
      const clients = (await (await page.request.get("/api/management-clients")).json()) as {
        id: string;
        campaignId: string;
      }[];
      const demoClient = clients.find((client) => client.campaignId === campaignId);
      const connection = await page.request.post("/api/connection-matrix", {
        data: { companyId: demoClient?.id },
      });
      expect(connection.ok(), await connection.text()).toBe(true);
      const { id: connectionId } = (await connection.json()) as { id: string };
      const launch = await page.request.post(`/api/connection-matrix/${connectionId}/launch`);
      expect(launch.ok(), await launch.text()).toBe(true);
    }

    const active = (await (await page.request.get("/api/campaigns/active")).json()) as { id: string }[];
    let total = 0;
    for (const campaign of active) total += (await prospects(page, campaign.id)).length;
    const demoCount = (await prospects(page, campaignId)).length;

    await page.goto("/scheduler");
    const picker = page.getByRole("combobox", { name: "Campaign" });
    await expect(picker).toHaveText("All Campaigns");
    await expect(countText(page, total)).toBeVisible();
    await expect(page.getByRole("link", { name: "Import .CSV" })).toHaveAttribute(
      "href",
      "/scheduler-import-csv",
    );
    await choose(page, picker, DEMO_COMPANY_NAME);
    await expect(countText(page, demoCount)).toBeVisible();

    // God Mode: the manager sees the client's screens, with the client's read-only controls.
    await page.goto(`/god-mode?campaign=${campaignId}`);
    await expect(page).toHaveURL(new RegExp(`/campaign/${campaignId}/dashboard$`));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scheduler" }).click();
    const first = dataRows(page, table(page, "All Assigned Prospects")).first();
    await expect(first).toBeVisible();
    await expect(first.getByRole("checkbox").first()).toBeDisabled();
    await expect(first.getByRole("combobox", { name: /^Sequence Tag for / })).toBeDisabled();
    await expect(first.getByRole("button", { name: /^Bad Data for / })).toBeDisabled();
  });

  test("the demo client sees the same screens with every control disabled", async ({ page }) => {
    await page.context().clearCookies();
    await apiSignIn(page, DEMO_CLIENT);
    await page.goto(`/campaign/${campaignId}/scheduler`);
    const list = table(page, "All Assigned Prospects");
    const first = dataRows(page, list).first();
    await expect(first).toBeVisible();
    await expect(first.getByRole("checkbox").first()).toBeDisabled();
    for (const checkbox of await first.getByRole("checkbox").all()) await expect(checkbox).toBeDisabled();
    await expect(first.getByRole("combobox", { name: /^Sequence Tag for / })).toBeDisabled();
    await expect(first.getByRole("combobox", { name: /^Final Disposition for / })).toBeDisabled();
    await expect(first.getByRole("button", { name: /^Bad Data for / })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Import .CSV" })).toBeDisabled();
    // Reading stays possible: the details panel opens.
    await first.getByRole("button", { name: /^Details for / }).click();
    await expect(page.getByRole("dialog", { name: "Prospect Details" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto(`/campaign/${campaignId}/replies`);
    await expect(page.getByRole("heading", { name: "Replies", level: 1 })).toBeVisible();
    const replies = table(page, "Replied Prospects");
    await expect(dataRows(page, replies).first()).toBeVisible();
    await expect(replies.getByRole("checkbox").first()).toBeDisabled();
  });
});
